import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@client/lib/toast';
import { createProject, projectKeys, recordTemplateUsed } from '../api/create-project';

/** Creates a real project (database, repository and site) and says so, or says what went wrong. */
export function useCreateProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createProject,
    onSuccess: async (project) => {
      toast.success('Project created successfully!', {
        description: `"${project.name}" has its own database, code and hosting.`,
      });
      await Promise.all([
        recordTemplateUsed(project),
        queryClient.invalidateQueries({ queryKey: projectKeys.all }),
        queryClient.invalidateQueries({ queryKey: ['analytics'] }),
      ]);
    },
    onError: (error) => toast.error('The project was not created', { description: error.message }),
  });
}
