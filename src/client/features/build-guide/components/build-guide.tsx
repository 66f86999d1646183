import { Sparkles } from 'lucide-react';
import { Badge } from '@client/components/ui/badge';
import { buildJourney, buildPhases, buildServiceCards } from '@content/build-guide';
import type { BuildServiceCard, ServiceCategory } from '@content/schemas';
import { phaseIcon } from '../icons';

const STATUS_VARIANT = {
  Available: 'default',
  'Coming Soon': 'secondary',
  'In Development': 'outline',
} as const;

const cardsIn = (phase: ServiceCategory) =>
  buildServiceCards.filter((card) => card.phase === phase);

function ServiceCard({ card }: { card: BuildServiceCard }) {
  return (
    <li
      data-testid="guide-service-card"
      className="flex flex-col gap-3 rounded-xl border bg-card p-5 text-card-foreground shadow-sm"
    >
      <div className="flex items-start justify-between gap-2">
        <h4 className="font-semibold">{card.title}</h4>
        <Badge variant={STATUS_VARIANT[card.status]}>{card.status}</Badge>
      </div>
      <p className="text-sm text-muted-foreground">{card.description}</p>
      <ul className="list-disc space-y-1 pl-5 text-sm">
        {card.details.map((detail) => (
          <li key={detail}>{detail}</li>
        ))}
      </ul>
      <div className="mt-auto flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
        <span>{card.provider}</span>
        {card.isAiPowered ? (
          <Badge variant="secondary">
            <Sparkles aria-hidden="true" />
            AI powered
          </Badge>
        ) : null}
      </div>
    </li>
  );
}

/** The five phases, each with its services, then the four-step journey. */
export function BuildGuide() {
  return (
    <div className="flex flex-col gap-12">
      <section aria-labelledby="phases-title" className="flex flex-col gap-4">
        <h2 id="phases-title" className="text-2xl font-bold tracking-tight">
          Five phases, from first idea to growing business
        </h2>
        <ol className="grid gap-3 sm:grid-cols-2 lg:grid-cols-5" data-testid="guide-phases">
          {buildPhases.map((phase, index) => {
            const Icon = phaseIcon(phase.icon);
            const count = cardsIn(phase.name).length;
            return (
              <li
                key={phase.id}
                className="flex flex-col gap-2 rounded-xl border bg-card p-4 text-card-foreground shadow-sm"
              >
                <span className="flex items-center gap-2 text-sm text-muted-foreground">
                  <Icon aria-hidden="true" className="size-4 text-primary" />
                  Phase {index + 1}
                </span>
                <a
                  href={`#phase-${phase.id}`}
                  className="font-semibold underline-offset-4 hover:underline"
                >
                  {phase.name}
                </a>
                <span
                  className="text-sm text-muted-foreground"
                  data-testid={`phase-count-${phase.id}`}
                >
                  {count === 1 ? '1 service' : `${count} services`}
                </span>
              </li>
            );
          })}
        </ol>
      </section>

      {buildPhases.map((phase) => (
        <section
          key={phase.id}
          id={`phase-${phase.id}`}
          aria-labelledby={`phase-${phase.id}-title`}
          className="flex scroll-mt-20 flex-col gap-4"
        >
          <div className="flex flex-col gap-1">
            <h3 id={`phase-${phase.id}-title`} className="text-xl font-semibold">
              {phase.name}: {phase.title}
            </h3>
            <p className="text-muted-foreground">{phase.description}</p>
          </div>
          <ul className="grid gap-4 md:grid-cols-2 lg:grid-cols-3">
            {cardsIn(phase.name).map((card) => (
              <ServiceCard key={card.id} card={card} />
            ))}
          </ul>
        </section>
      ))}

      <section aria-labelledby="journey-title" className="flex flex-col gap-4">
        <h2 id="journey-title" className="text-2xl font-bold tracking-tight">
          Your journey in four steps
        </h2>
        <ol className="grid gap-4 md:grid-cols-2 lg:grid-cols-4">
          {buildJourney.map((step) => (
            <li
              key={step.step}
              className="flex flex-col gap-2 rounded-xl border bg-card p-5 text-card-foreground shadow-sm"
            >
              <span className="flex size-8 items-center justify-center rounded-full bg-primary font-semibold text-primary-foreground">
                {step.step}
              </span>
              <h3 className="font-semibold">{step.title}</h3>
              <p className="text-sm text-muted-foreground">{step.description}</p>
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}
