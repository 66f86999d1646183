import { useInvalidatingMutation } from '../invalidating-mutation';
import type { MutationHookOptions } from '../mutation-hook-options';
import { teamKeys } from './keys';

/** A change to a project's team: on success the team refreshes. */
export const useTeamMutation = <TData, TVariables>(
  projectId: string,
  change: (projectId: string, variables: TVariables) => Promise<TData>,
  options?: MutationHookOptions<TData, TVariables>,
) =>
  useInvalidatingMutation(
    (variables: TVariables) => change(projectId, variables),
    teamKeys.project(projectId),
    options,
  );
