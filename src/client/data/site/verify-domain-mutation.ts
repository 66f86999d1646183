import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CustomDomain } from '@shared/contracts/project-state';
import { apiFetch } from '@client/lib/api-client';
import type { MutationHookOptions } from '../mutation-hook-options';
import { siteKeys } from './keys';

export const verifyDomain = (projectId: string, domain: string) =>
  apiFetch<{ domain: CustomDomain }>(
    `/api/projects/${projectId}/site/domains/${encodeURIComponent(domain)}/verify`,
    { method: 'POST' },
  ).then((body) => body.domain);

/** Looks for a custom domain's TXT record now; the site refreshes with what was found. */
export function useVerifyDomainMutation(
  projectId: string,
  { onSuccess, ...options }: MutationHookOptions<CustomDomain, string> = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: (domain: string) => verifyDomain(projectId, domain),
    onSuccess: (domain, ...rest) => {
      void queryClient.invalidateQueries({ queryKey: siteKeys.detail(projectId) });
      return onSuccess?.(domain, ...rest);
    },
  });
}
