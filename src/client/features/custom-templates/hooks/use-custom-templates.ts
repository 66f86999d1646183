import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CustomTemplateInput, TemplateExportFile } from '@shared/contracts/custom-templates';
import { TOAST_MS } from '@shared/constants/timings';
import { toast } from '@client/lib/toast';
import {
  createTemplate,
  customTemplateKeys,
  deleteTemplate,
  importTemplates,
  updateTemplate,
} from '../api/custom-templates-api';

export function useCustomTemplateActions() {
  const queryClient = useQueryClient();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: customTemplateKeys.all });
  const failed = (title: string) => (error: Error) =>
    toast.error(title, { description: error.message, duration: TOAST_MS });
  return {
    save: useMutation({
      mutationFn: ({ id, input }: { id: string | null; input: CustomTemplateInput }) =>
        id ? updateTemplate(id, input) : createTemplate(input),
      onSuccess: ({ template }) => {
        refresh();
        toast.success('Template Saved', {
          description: `"${template.name}" is ready to use.`,
          duration: TOAST_MS,
        });
      },
      onError: failed('Template not saved'),
    }),
    remove: useMutation({
      mutationFn: deleteTemplate,
      onSuccess: () => {
        refresh();
        toast.success('Template deleted', { duration: TOAST_MS });
      },
      onError: failed('Could not delete the template'),
    }),
    import: useMutation({
      mutationFn: (file: TemplateExportFile) => importTemplates(file),
      onSuccess: ({ templates }) => {
        refresh();
        toast.success('Templates imported', {
          description: `${templates.length} template${templates.length === 1 ? '' : 's'} added.`,
          duration: TOAST_MS,
        });
      },
      onError: failed('Import failed'),
    }),
  };
}
