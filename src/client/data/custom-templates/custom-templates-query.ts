import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CustomTemplate } from '@shared/contracts/custom-templates';
import { apiFetch } from '@client/lib/api-client';
import { customTemplateKeys } from './keys';

export const customTemplatesPath = '/api/custom-templates';

export const getCustomTemplates = (signal?: AbortSignal) =>
  apiFetch<{ templates: CustomTemplate[] }>(customTemplatesPath, { signal }).then(
    (body) => body.templates,
  );

export const customTemplatesQueryOptions = () =>
  queryOptions({
    queryKey: customTemplateKeys.all,
    queryFn: ({ signal }) => getCustomTemplates(signal),
  });

/** The user's own templates; `enabled: false` waits (for a session, say). */
export const useCustomTemplatesQuery = ({ enabled = true } = {}) =>
  useQuery({ ...customTemplatesQueryOptions(), enabled });
