import { lazy, type ReactNode } from 'react';
import { Activity } from 'lucide-react';
import { OpenOnIntent } from '@client/components/open-on-intent';
import { Button } from '@client/components/ui/button';
import { ICON_ON_PHONE } from './chat-log-toolbar';

// The sheet (and Radix's dialog layer) loads when the button is pressed.
const ProjectHealthPanel = lazy(() =>
  import('./project-health-panel').then((m) => ({ default: m.ProjectHealthPanel })),
);

/** On a narrow screen the health column would push the chat's input off screen, so it opens on demand. */
export function ProjectHealthSheet({ children }: { children: ReactNode }) {
  return (
    <OpenOnIntent
      keepTrigger
      trigger={(open) => (
        <Button
          variant="outline"
          size="sm"
          className={ICON_ON_PHONE}
          data-testid="project-health-button"
          onClick={open}
        >
          <Activity aria-hidden="true" />
          <span className="max-sm:sr-only">Project health</span>
        </Button>
      )}
    >
      {(close, open) => (
        <ProjectHealthPanel open={open} onClose={close}>
          {children}
        </ProjectHealthPanel>
      )}
    </OpenOnIntent>
  );
}
