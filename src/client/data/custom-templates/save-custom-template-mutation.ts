import type { CustomTemplate, CustomTemplateInput } from '@shared/contracts/custom-templates';
import { apiFetch } from '@client/lib/api-client';
import { useInvalidatingMutation } from '../invalidating-mutation';
import type { MutationHookOptions } from '../mutation-hook-options';
import { customTemplatesPath } from './custom-templates-query';
import { customTemplateKeys } from './keys';

type Answer = { template: CustomTemplate };

/** A new template when `id` is null, otherwise a change to that one. */
export interface TemplateSave {
  id: string | null;
  input: CustomTemplateInput;
}

export const saveCustomTemplate = ({ id, input }: TemplateSave) =>
  id
    ? apiFetch<Answer>(`${customTemplatesPath}/${encodeURIComponent(id)}`, {
        method: 'PUT',
        body: input,
      })
    : apiFetch<Answer>(customTemplatesPath, { method: 'POST', body: input });

export const useSaveCustomTemplateMutation = (
  options?: MutationHookOptions<Answer, TemplateSave>,
) => useInvalidatingMutation(saveCustomTemplate, customTemplateKeys.all, options);
