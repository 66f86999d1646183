import { useState } from 'react';
import type { DeployProgressEvent } from '@shared/contracts/project-state';
import { useRefreshProject } from '@client/data/projects/refresh-project';
import { useServerEvent } from '@client/lib/server-events';

/**
 * Listens to the server's live events for one project: deploy progress as it happens, and a
 * refresh of the project's state whenever an operation moves (also when a teammate runs it).
 */
export function useDeployProgress(projectId: string): DeployProgressEvent | null {
  const refreshProject = useRefreshProject();
  const [progress, setProgress] = useState<DeployProgressEvent | null>(null);

  useServerEvent('deploy', (event) => {
    if (event.projectId !== projectId) return;
    setProgress(event);
    if (event.state === 'ready' || event.state === 'error') void refreshProject(projectId);
  });
  useServerEvent('operation', (operation) => {
    if (operation.projectId === projectId) void refreshProject(projectId);
  });

  return progress;
}
