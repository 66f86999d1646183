import { useMutation } from '@tanstack/react-query';
import type { MutationHookOptions } from '../mutation-hook-options';
import { useRefreshProject } from '../projects/refresh-project';

/** Runs or undoes an operation; success or failure, everything shown for its project refreshes. */
export function useOperationMutation<TData, TVariables>(
  mutationFn: (variables: TVariables) => Promise<TData>,
  projectIdOf: (variables: TVariables) => string,
  { onSettled, ...options }: MutationHookOptions<TData, TVariables> = {},
) {
  const refreshProject = useRefreshProject();
  return useMutation({
    ...options,
    mutationFn,
    onSettled: (answer, error, variables, ...rest) =>
      Promise.all([
        onSettled?.(answer, error, variables, ...rest),
        refreshProject(projectIdOf(variables)),
      ]),
  });
}
