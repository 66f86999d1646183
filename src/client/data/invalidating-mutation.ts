import type { QueryKey } from '@tanstack/react-query';
import { useCacheUpdatingMutation } from './cache-updating-mutation';
import type { MutationHookOptions } from './mutation-hook-options';

/** A mutation whose success makes the queries under `queryKey` (all, without one) fetch again. */
export const useInvalidatingMutation = <TData, TVariables>(
  mutationFn: (variables: TVariables) => Promise<TData>,
  queryKey: QueryKey | undefined,
  options?: MutationHookOptions<TData, TVariables>,
) =>
  useCacheUpdatingMutation(
    mutationFn,
    (queryClient) => void queryClient.invalidateQueries(queryKey && { queryKey }),
    options,
  );
