import { apiFetch } from '@client/lib/api-client';
import { useInvalidatingMutation } from '../invalidating-mutation';
import type { MutationHookOptions } from '../mutation-hook-options';
import { customTemplatesPath } from './custom-templates-query';
import { customTemplateKeys } from './keys';

export const deleteCustomTemplate = (id: string) =>
  apiFetch<void>(`${customTemplatesPath}/${encodeURIComponent(id)}`, { method: 'DELETE' });

export const useDeleteCustomTemplateMutation = (options?: MutationHookOptions<void, string>) =>
  useInvalidatingMutation(deleteCustomTemplate, customTemplateKeys.all, options);
