import { ExternalLink } from 'lucide-react';
import { thirdParties } from '@content/static-pages';

/** The outside companies Bridge Studio works with, each linking to its own website. */
export function ThirdPartyList() {
  return (
    <section aria-labelledby="third-parties-title" className="flex max-w-3xl flex-col gap-3">
      <h2 id="third-parties-title" className="text-xl font-semibold">
        The services we work with
      </h2>
      <ul className="flex flex-col gap-3" data-testid="third-parties">
        {thirdParties.map((party) => (
          <li key={party.id} className="rounded-lg border bg-card p-4 text-card-foreground">
            <p className="font-medium">
              {party.website ? (
                <a
                  href={party.website}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="inline-flex items-center gap-1 text-primary underline-offset-4 hover:underline"
                >
                  {party.name}
                  <ExternalLink aria-hidden="true" className="size-3.5" />
                  <span className="sr-only"> (opens in a new tab)</span>
                </a>
              ) : (
                party.name
              )}
            </p>
            <p className="text-sm text-muted-foreground">{party.role}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
