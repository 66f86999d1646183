import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { MutationHookOptions } from './mutation-hook-options';

/**
 * A mutation whose answer is the new cached value under `queryKey`. `optimistic` shows the
 * expected value at once; a failure puts the previous one back. The caller's callbacks run after.
 */
export function useOptimisticMutation<TData, TVariables>(
  queryKey: QueryKey,
  mutationFn: (variables: TVariables) => Promise<TData>,
  optimistic: (previous: TData | undefined, variables: TVariables) => TData | undefined,
  { onError, onSuccess, ...options }: MutationHookOptions<TData, TVariables> = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    ...options,
    mutationFn,
    onMutate: async (variables) => {
      // A read still on its way would otherwise overwrite the new value with the old one.
      await queryClient.cancelQueries({ queryKey });
      const previous = queryClient.getQueryData<TData>(queryKey);
      const next = optimistic(previous, variables);
      if (next !== undefined) queryClient.setQueryData<TData>(queryKey, next);
      return { previous };
    },
    onError: (error, variables, context, ...rest) => {
      const previous = (context as { previous?: TData } | undefined)?.previous;
      if (previous !== undefined) queryClient.setQueryData<TData>(queryKey, previous);
      return onError?.(error, variables, context, ...rest);
    },
    onSuccess: (answer, ...rest) => {
      queryClient.setQueryData<TData>(queryKey, answer);
      return onSuccess?.(answer, ...rest);
    },
  });
}
