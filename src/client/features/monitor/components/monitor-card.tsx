import type { ReactNode } from 'react';
import { Button } from '@client/components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '@client/components/ui/card';
import { Skeleton } from '@client/components/ui/skeleton';
import { useMonitor } from '../hooks/use-monitor';
import { MonitorPanel } from './monitor-panel';

/** The agent monitor card: watches the project the studio has selected; viewers see it without controls. */
export function MonitorCard({ projectId, canControl }: { projectId: string; canControl: boolean }) {
  const monitor = useMonitor(projectId);

  return (
    <Card data-testid="monitor-card" aria-labelledby="monitor-card-title" className="gap-4">
      <CardHeader>
        <CardTitle id="monitor-card-title">Agent Monitor</CardTitle>
        <CardDescription>
          Watches your backend, explains what it finds, and prepares fixes you approve.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <MonitorBody
          loading={monitor.isPending}
          error={monitor.error?.message ?? null}
          retry={() => void monitor.refetch()}
        >
          {monitor.data ? <MonitorPanel state={monitor.data} canControl={canControl} /> : null}
        </MonitorBody>
      </CardContent>
    </Card>
  );
}

interface BodyProps {
  loading: boolean;
  error: string | null;
  retry: () => void;
  children: ReactNode;
}

function MonitorBody({ loading, error, retry, children }: BodyProps) {
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
  return <>{children}</>;
}
