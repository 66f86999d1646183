import { homeFeatures } from '@content/features';
import { homeIcon } from '../icons';

/** The six promises of the home page. */
export function FeatureGrid() {
  return (
    <section
      aria-labelledby="features-title"
      data-demo="feature-cards"
      className="flex flex-col gap-6"
    >
      <h2 id="features-title" className="text-center text-2xl font-bold tracking-tight sm:text-3xl">
        Everything you need, nothing you have to learn first
      </h2>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {homeFeatures.map((feature) => {
          const Icon = homeIcon(feature.icon);
          return (
            <li
              key={feature.id}
              className="flex flex-col gap-3 rounded-xl border bg-card p-6 text-card-foreground shadow-sm"
            >
              <span className="flex size-10 items-center justify-center rounded-lg bg-accent text-accent-foreground">
                <Icon aria-hidden="true" className="size-5" />
              </span>
              <h3 className="font-semibold">{feature.title}</h3>
              <p className="text-sm text-muted-foreground">{feature.description}</p>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
