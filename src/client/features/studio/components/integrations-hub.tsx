import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { GitBranch, Globe, Database } from 'lucide-react';
import type { Project } from '@shared/contracts/projects';
import type { Service } from '@shared/contracts/plan';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@client/components/ui/tabs';
import { PANEL_COPY } from '../integration-copy';
import { ServicePanel } from './service-panel';

const TABS: { service: Service; value: string; icon: typeof GitBranch }[] = [
  { service: 'git', value: 'version-control', icon: GitBranch },
  { service: 'hosting', value: 'hosting', icon: Globe },
  { service: 'backend', value: 'schema', icon: Database },
];

/** The real connection of the project's code: a repository on this server, or GitHub. */
function GitConnectionBadge({ project }: { project: Project }) {
  const github = project.connections.git === 'github';
  return (
    <span
      data-testid="git-connection"
      className="inline-flex items-center gap-1.5 rounded-md border px-2 py-0.5 text-xs font-medium"
    >
      <span aria-hidden="true" className="size-2 rounded-full bg-emerald-600" />
      {github ? 'Connected to GitHub' : 'Connected: local repository'}
    </span>
  );
}

export interface IntegrationsHubProps {
  project: Project;
  canRun: boolean;
  deployProgress: string | null;
  /** The live state of each tab; `plan` fills that tab's instruction and plans it. */
  states: Record<Service, (plan: (instruction: string) => void) => ReactNode>;
}

/** Three tabs (version control, hosting, backend schema), each planning and running real changes. */
export function IntegrationsHub({ project, canRun, deployProgress, states }: IntegrationsHubProps) {
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab = TABS.some((t) => t.value === requested) ? (requested as string) : 'version-control';
  return (
    <Tabs
      value={tab}
      onValueChange={(value) =>
        setParams((current) => (current.set('tab', value), current), { replace: true })
      }
      className="gap-4"
    >
      <TabsList className="h-auto w-full flex-wrap sm:w-fit">
        {TABS.map(({ service, value, icon: Icon }) => (
          <TabsTrigger key={value} value={value}>
            <Icon aria-hidden="true" className="size-4" />
            {PANEL_COPY[service].tab}
          </TabsTrigger>
        ))}
      </TabsList>
      {TABS.map(({ service, value }) => (
        <TabsContent key={value} value={value} className="min-w-0 rounded-xl border bg-card/60 p-4">
          <ServicePanel
            projectId={project.id}
            service={service}
            canRun={canRun}
            badge={service === 'git' ? <GitConnectionBadge project={project} /> : undefined}
            progress={service === 'hosting' ? deployProgress : undefined}
          >
            {states[service]}
          </ServicePanel>
        </TabsContent>
      ))}
    </Tabs>
  );
}
