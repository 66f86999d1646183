import type { CustomTemplate, TemplateExportFile } from '@shared/contracts/custom-templates';
import { apiFetch } from '@client/lib/api-client';
import { useInvalidatingMutation } from '../invalidating-mutation';
import type { MutationHookOptions } from '../mutation-hook-options';
import { customTemplatesPath } from './custom-templates-query';
import { customTemplateKeys } from './keys';

type Answer = { templates: CustomTemplate[] };

export const importCustomTemplates = (file: TemplateExportFile) =>
  apiFetch<Answer>(`${customTemplatesPath}/import`, { method: 'POST', body: file });

export const useImportCustomTemplatesMutation = (
  options?: MutationHookOptions<Answer, TemplateExportFile>,
) => useInvalidatingMutation(importCustomTemplates, customTemplateKeys.all, options);
