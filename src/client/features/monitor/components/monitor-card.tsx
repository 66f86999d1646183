import { useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button } from '@client/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@client/components/ui/card';
import { Skeleton } from '@client/components/ui/skeleton';
import { monitoredProjectsQueryOptions } from '../api/get-projects';
import { useMonitor } from '../hooks/use-monitor';
import { MonitorPanel } from './monitor-panel';

/** The agent monitor card: watches one of the user's projects (the given one, or the one they pick). */
export function MonitorCard({ projectId: fixedProjectId }: { projectId?: string }) {
  const projects = useQuery({ ...monitoredProjectsQueryOptions(), enabled: !fixedProjectId });
  const [chosen, setChosen] = useState<string | undefined>();
  const projectId = fixedProjectId ?? chosen ?? projects.data?.[0]?.id;
  const monitor = useMonitor(projectId);

  return (
    <Card data-testid="monitor-card" aria-labelledby="monitor-card-title" className="gap-4">
      <CardHeader>
        <CardTitle id="monitor-card-title">Agent Monitor</CardTitle>
        <CardDescription>Watches your backend, explains what it finds, and prepares fixes you approve.</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        {!fixedProjectId && projects.data && projects.data.length > 1 ? (
          <label className="flex flex-col gap-1 text-sm">
            <span className="font-medium">Project</span>
            <select
              className="h-9 rounded-md border bg-background px-2"
              value={projectId}
              onChange={(event) => setChosen(event.target.value)}
            >
              {projects.data.map((p) => (
                <option key={p.id} value={p.id}>
                  {p.name}
                </option>
              ))}
            </select>
          </label>
        ) : null}
        <MonitorBody
          loading={projects.isPending && !fixedProjectId ? true : monitor.isPending && Boolean(projectId)}
          error={(projects.error ?? monitor.error)?.message ?? null}
          noProject={!projectId && !projects.isPending}
          retry={() => void (projects.error ? projects.refetch() : monitor.refetch())}
        >
          {monitor.data ? <MonitorPanel state={monitor.data} /> : null}
        </MonitorBody>
      </CardContent>
    </Card>
  );
}

interface BodyProps {
  loading: boolean;
  error: string | null;
  noProject: boolean;
  retry: () => void;
  children: ReactNode;
}

function MonitorBody({ loading, error, noProject, retry, children }: BodyProps) {
  if (loading) {
    return (
      <div className="space-y-2" aria-busy="true">
        <Skeleton className="h-6 w-40" />
        <Skeleton className="h-16 w-full" />
      </div>
    );
  }
  if (error) {
    return (
      <div role="alert" className="space-y-2 text-sm">
        <p>The monitor could not load: {error}</p>
        <Button size="sm" variant="outline" onClick={retry}>
          Try again
        </Button>
      </div>
    );
  }
  if (noProject) {
    return <p className="text-sm text-muted-foreground">Create a project first; the agent then watches its backend.</p>;
  }
  return <>{children}</>;
}
