import type { CustomDomain } from '@shared/contracts/project-state';
import { apiFetch } from '@client/lib/api-client';
import type { MutationHookOptions } from '../mutation-hook-options';
import { siteKeys } from './keys';
import { useInvalidatingMutation } from '../invalidating-mutation';

export const verifyDomain = (projectId: string, domain: string) =>
  apiFetch<{ domain: CustomDomain }>(
    `/api/projects/${projectId}/site/domains/${encodeURIComponent(domain)}/verify`,
    { method: 'POST' },
  ).then((body) => body.domain);

/** Looks for a custom domain's TXT record now; the site refreshes with what was found. */
export const useVerifyDomainMutation = (
  projectId: string,
  options?: MutationHookOptions<CustomDomain, string>,
) =>
  useInvalidatingMutation(
    (domain: string) => verifyDomain(projectId, domain),
    siteKeys.detail(projectId),
    options,
  );
