import { useMutation, useQueryClient } from '@tanstack/react-query';
import { EVENT_NAMES } from '@shared/contracts/analytics';
import type { CreateProjectBody, Project } from '@shared/contracts/projects';
import { apiFetch } from '@client/lib/api-client';
import { toast } from '@client/lib/toast';
import { analyticsKeys } from '../analytics/keys';
import { recordEvent } from '../analytics/record-event';
import type { MutationHookOptions } from '../mutation-hook-options';
import { projectKeys } from './keys';

export async function createProject(body: CreateProjectBody): Promise<Project> {
  const { project } = await apiFetch<{ project: Project }>('/api/projects', {
    method: 'POST',
    body,
  });
  return project;
}

const recordTemplateUsed = (project: Project) =>
  project.template
    ? recordEvent({
        name: EVENT_NAMES.templateUsed,
        projectId: project.id,
        properties: { template: project.template },
      })
    : undefined;

/**
 * Creates a real project (database, repository and site) and says so, or says what went wrong.
 * The caller's `onSuccess` runs before the lists refresh, so a new selection is in place first.
 */
export function useCreateProjectMutation({
  onSuccess,
  ...options
}: MutationHookOptions<Project, CreateProjectBody> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    onError: (error) => toast.error('The project was not created', { description: error.message }),
    ...options,
    mutationFn: createProject,
    onSuccess: async (project, ...rest) => {
      toast.success('Project created successfully!', {
        description: `"${project.name}" has its own database, code and hosting.`,
      });
      await Promise.all([
        onSuccess?.(project, ...rest),
        recordTemplateUsed(project),
        queryClient.invalidateQueries({ queryKey: projectKeys.all }),
        queryClient.invalidateQueries({ queryKey: analyticsKeys.all }),
      ]);
    },
  });
}
