import type { UseMutationOptions } from '@tanstack/react-query';

/** What a caller may add to a data-layer mutation: its own callbacks, never another mutationFn. */
export type MutationHookOptions<TData, TVariables> = Omit<
  UseMutationOptions<TData, Error, TVariables>,
  'mutationFn'
>;
