import { BarChart3, PartyPopper, Rocket } from 'lucide-react';
import { Button } from '@client/components/ui/button';

/** Shown when all four steps are done. */
export function SetupComplete({
  onStartBuilding,
  onViewAnalytics,
}: {
  onStartBuilding: () => void;
  onViewAnalytics: () => void;
}) {
  return (
    <section
      aria-labelledby="setup-complete-title"
      data-testid="setup-complete"
      className="flex flex-col items-center gap-4 rounded-xl border border-primary bg-card p-6 text-center text-card-foreground shadow-sm"
    >
      <PartyPopper aria-hidden="true" className="size-8 text-primary" />
      <h2 id="setup-complete-title" className="text-xl font-semibold">
        Setup Complete
      </h2>
      <p className="max-w-md text-sm text-muted-foreground">
        You have everything you need. Open the studio and tell it, in plain English, what to build
        next.
      </p>
      <div className="flex flex-wrap justify-center gap-3">
        <Button onClick={onStartBuilding}>
          <Rocket aria-hidden="true" />
          Start Building
        </Button>
        <Button variant="outline" onClick={onViewAnalytics}>
          <BarChart3 aria-hidden="true" />
          View Analytics
        </Button>
      </div>
    </section>
  );
}
