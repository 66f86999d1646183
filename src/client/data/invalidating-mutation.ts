import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { MutationHookOptions } from './mutation-hook-options';

/** A mutation whose success makes the queries under `queryKey` fetch again; then the caller's `onSuccess` runs. */
export function useInvalidatingMutation<TData, TVariables>(
  mutationFn: (variables: TVariables) => Promise<TData>,
  queryKey: QueryKey,
  { onSuccess, ...options }: MutationHookOptions<TData, TVariables> = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    ...options,
    mutationFn,
    onSuccess: (...args) => {
      void queryClient.invalidateQueries({ queryKey });
      return onSuccess?.(...args);
    },
  });
}
