import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@client/lib/api-client';
import type { MutationHookOptions } from '../mutation-hook-options';
import { projectPath } from './team-path';

export const requestAccess = (projectId: string) =>
  apiFetch<void>(`${projectPath(projectId)}/access-requests`, { method: 'POST' });

/** Asks a project's owner to let the signed-in user in (after opening its share link). */
export const useRequestAccessMutation = (
  projectId: string,
  options: MutationHookOptions<void, void> = {},
) => useMutation({ ...options, mutationFn: () => requestAccess(projectId) });
