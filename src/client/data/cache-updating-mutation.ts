import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { MutationHookOptions } from './mutation-hook-options';

/** A mutation that brings the cache up to date from its answer first, then runs the caller's `onSuccess`. */
export function useCacheUpdatingMutation<TData, TVariables>(
  mutationFn: (variables: TVariables) => Promise<TData>,
  updateCache: (queryClient: QueryClient, answer: TData, variables: TVariables) => unknown,
  { onSuccess, ...options }: MutationHookOptions<TData, TVariables> = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    ...options,
    mutationFn,
    onSuccess: (answer, variables, ...rest) => {
      updateCache(queryClient, answer, variables);
      return onSuccess?.(answer, variables, ...rest);
    },
  });
}
