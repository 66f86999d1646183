import { queryOptions } from '@tanstack/react-query';
import type {
  CustomTemplate,
  CustomTemplateInput,
  TemplateExportFile,
} from '@shared/contracts/custom-templates';
import { apiFetch } from '@client/lib/api-client';

export const customTemplateKeys = { all: ['custom-templates'] as const };

export const customTemplatesQueryOptions = () =>
  queryOptions({
    queryKey: customTemplateKeys.all,
    queryFn: ({ signal }) =>
      apiFetch<{ templates: CustomTemplate[] }>('/api/custom-templates', { signal }).then(
        (a) => a.templates,
      ),
  });

export const createTemplate = (input: CustomTemplateInput) =>
  apiFetch<{ template: CustomTemplate }>('/api/custom-templates', { method: 'POST', body: input });
export const updateTemplate = (id: string, input: CustomTemplateInput) =>
  apiFetch<{ template: CustomTemplate }>(`/api/custom-templates/${encodeURIComponent(id)}`, {
    method: 'PUT',
    body: input,
  });
export const deleteTemplate = (id: string) =>
  apiFetch<void>(`/api/custom-templates/${encodeURIComponent(id)}`, { method: 'DELETE' });
export const importTemplates = (file: TemplateExportFile) =>
  apiFetch<{ templates: CustomTemplate[] }>('/api/custom-templates/import', {
    method: 'POST',
    body: file,
  });
