import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { DeployProgressEvent } from '@shared/contracts/project-state';
import { projectStateKeys } from '../api/project-state-api';

/**
 * Listens to the server's live events for one project: deploy progress as it happens, and a
 * refresh of the project's state whenever an operation moves (also when a teammate runs it).
 */
export function useDeployProgress(projectId: string): DeployProgressEvent | null {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<DeployProgressEvent | null>(null);

  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    const source = new EventSource('/api/events');
    const onDeploy = (event: MessageEvent<string>) => {
      const data = safeParse<DeployProgressEvent>(event.data);
      if (data?.projectId !== projectId) return;
      setProgress(data);
      if (data.state === 'ready' || data.state === 'error') {
        void queryClient.invalidateQueries({ queryKey: projectStateKeys.project(projectId) });
      }
    };
    const onOperation = (event: MessageEvent<string>) => {
      if (safeParse<{ projectId?: string }>(event.data)?.projectId !== projectId) return;
      void queryClient.invalidateQueries({ queryKey: projectStateKeys.project(projectId) });
    };
    source.addEventListener('deploy', onDeploy);
    source.addEventListener('operation', onOperation);
    return () => source.close();
  }, [projectId, queryClient]);

  return progress;
}

function safeParse<T>(text: string): T | null {
  try {
    return JSON.parse(text) as T;
  } catch {
    return null;
  }
}
