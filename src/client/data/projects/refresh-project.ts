import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { projectKeys } from './keys';

/** Refetches everything shown for one project (its state, operations and usage live under its key). */
export function useRefreshProject() {
  const queryClient = useQueryClient();
  return useCallback(
    (projectId: string) =>
      queryClient.invalidateQueries({ queryKey: projectKeys.detail(projectId) }),
    [queryClient],
  );
}
