import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@client/lib/toast';
import { createProject, projectKeys } from '../api/projects-api';
import { writeSelectedProjectId } from '../selected-project-storage';

/** Creates a project from the studio and switches to it. */
export function useCreateProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createProject,
    onSuccess: async (project) => {
      writeSelectedProjectId(project.id);
      toast.success('Project created successfully!', {
        description: `"${project.name}" has its own database, code and hosting.`,
      });
      await queryClient.invalidateQueries({ queryKey: projectKeys.all });
    },
    onError: (error) => toast.error('The project was not created', { description: error.message }),
  });
}
