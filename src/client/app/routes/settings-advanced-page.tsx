import { Suspense, lazy } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { ConnectAction } from '@shared/contracts/plan';
import { CONNECTABLE } from '@shared/constants/connectable';
import { can } from '@shared/constants/roles';
import { PageLayout } from '@client/components/page-layout';
import { ProjectPicker } from '@client/features/projects/components/project-picker';
import { ProjectConnections } from '@client/features/settings/components/project-connections';
import { SettingsStatusLine } from '@client/features/settings/components/settings-status-line';
import { useProjectParam } from './use-project-param';

// The form (zod, its resolver and Radix's dialog) loads when a service is being connected.
const ConnectServiceDialog = lazy(() =>
  import('@client/features/settings/components/connect-service-dialog').then((m) => ({
    default: m.ConnectServiceDialog,
  })),
);

const isConnectable = (value: string | null): value is ConnectAction['service'] =>
  (CONNECTABLE as readonly (string | null)[]).includes(value);

/** `?connect=github` (chat's "connect my GitHub") opens that service's form; closing it drops the parameter. */
function useConnectParam(): [ConnectAction['service'] | null, (service: string | null) => void] {
  const [params, setParams] = useSearchParams();
  const value = params.get('connect');
  const choose = (service: string | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (service) next.set('connect', service);
        else next.delete('connect');
        return next;
      },
      { replace: true },
    );
  return [isConnectable(value) ? value : null, choose];
}

export function SettingsAdvancedPage() {
  const [projectId, chooseProject] = useProjectParam();
  const [connecting, chooseConnect] = useConnectParam();
  return (
    <PageLayout
      title="Advanced Settings"
      description="How the AI agent answers: speed, success rate and usage."
    >
      <Link to="/settings" className="w-fit text-sm text-primary underline underline-offset-4">
        Back to Settings
      </Link>
      <SettingsStatusLine />
      <section aria-labelledby="connections-heading" className="flex flex-col gap-3">
        <h2 id="connections-heading" className="text-xl font-semibold">
          Project connections
        </h2>
        <ProjectPicker value={projectId} onChange={chooseProject}>
          {(project) => {
            const canManage = can(project.role, 'manageSettings');
            return (
              <>
                <ProjectConnections
                  projectId={project.id}
                  canManage={canManage}
                  onConnect={chooseConnect}
                />
                {connecting && canManage ? (
                  <Suspense fallback={null}>
                    <ConnectServiceDialog
                      projectId={project.id}
                      service={connecting}
                      onClose={() => chooseConnect(null)}
                    />
                  </Suspense>
                ) : null}
                {connecting && !canManage ? (
                  <p role="alert" className="text-sm">
                    Only the project’s owner and admins can connect services.
                  </p>
                ) : null}
              </>
            );
          }}
        </ProjectPicker>
      </section>
      <p className="text-sm text-muted-foreground">
        Choose the AI model and its settings on{' '}
        <Link to="/advanced?tab=ai" className="text-primary underline underline-offset-4">
          Advanced Features
        </Link>
        .
      </p>
    </PageLayout>
  );
}
