import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { MonitorState } from '@shared/contracts/monitor';
import { monitorKeys } from './keys';

/** Writes a state the server sent (an answer or a live event) and refetches one on demand. */
export function useMonitorCache() {
  const queryClient = useQueryClient();
  const store = useCallback(
    (state: MonitorState) => queryClient.setQueryData(monitorKeys.state(state.projectId), state),
    [queryClient],
  );
  const refresh = useCallback(
    (projectId: string) =>
      queryClient.invalidateQueries({ queryKey: monitorKeys.state(projectId) }),
    [queryClient],
  );
  return { store, refresh };
}
