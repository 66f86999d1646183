import { TOAST_MS } from '@shared/constants/timings';
import { toast } from '@client/lib/toast';
import { useDeleteCustomTemplateMutation } from '@client/data/custom-templates/delete-custom-template-mutation';
import { useImportCustomTemplatesMutation } from '@client/data/custom-templates/import-custom-templates-mutation';
import { useSaveCustomTemplateMutation } from '@client/data/custom-templates/save-custom-template-mutation';

export function useCustomTemplateActions() {
  const failed = (title: string) => (error: Error) =>
    toast.error(title, { description: error.message, duration: TOAST_MS });
  return {
    save: useSaveCustomTemplateMutation({
      onSuccess: ({ template }) => {
        toast.success('Template Saved', {
          description: `"${template.name}" is ready to use.`,
          duration: TOAST_MS,
        });
      },
      onError: failed('Template not saved'),
    }),
    remove: useDeleteCustomTemplateMutation({
      onSuccess: () => {
        toast.success('Template deleted', { duration: TOAST_MS });
      },
      onError: failed('Could not delete the template'),
    }),
    import: useImportCustomTemplatesMutation({
      onSuccess: ({ templates }) => {
        toast.success('Templates imported', {
          description: `${templates.length} template${templates.length === 1 ? '' : 's'} added.`,
          duration: TOAST_MS,
        });
      },
      onError: failed('Import failed'),
    }),
  };
}
