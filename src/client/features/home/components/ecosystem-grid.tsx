import { Sparkles } from 'lucide-react';
import { Badge } from '@client/components/ui/badge';
import { ecosystemServices } from '@content/ecosystem';
import { homeIcon } from '../icons';
import { ServiceStatusBadge } from './service-status-badge';

/** The twelve services Bridge Studio connects, from one data file. */
export function EcosystemGrid() {
  return (
    <section
      aria-labelledby="ecosystem-title"
      data-demo="ecosystem-grid"
      className="flex flex-col gap-6"
    >
      <div className="flex flex-col gap-2 text-center">
        <h2 id="ecosystem-title" className="text-2xl font-bold tracking-tight sm:text-3xl">
          One studio, a complete ecosystem
        </h2>
        <p className="mx-auto max-w-2xl text-muted-foreground">
          The services your app is built on, connected for you. Four work today; the rest are on
          their way.
        </p>
      </div>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" data-testid="ecosystem-grid">
        {ecosystemServices.map((service) => {
          const Icon = homeIcon(service.icon);
          return (
            <li
              key={service.id}
              data-testid="ecosystem-card"
              className="flex flex-col gap-3 rounded-xl border bg-card p-5 text-card-foreground shadow-sm"
            >
              <div className="flex items-start justify-between gap-3">
                <div className="flex items-center gap-3">
                  <Icon aria-hidden="true" className="size-5 shrink-0 text-primary" />
                  <h3 className="font-semibold">{service.name}</h3>
                </div>
                <ServiceStatusBadge status={service.status} />
              </div>
              <p className="text-sm text-muted-foreground">{service.description}</p>
              <div className="mt-auto flex flex-wrap items-center gap-2 text-xs">
                <Badge variant="outline">{service.category}</Badge>
                {service.isAiPowered ? (
                  <Badge variant="secondary">
                    <Sparkles aria-hidden="true" />
                    AI powered
                  </Badge>
                ) : null}
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
