import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CustomDomain } from '@shared/contracts/project-state';
import { apiFetch } from '@client/lib/api-client';
import { toast } from '@client/lib/toast';
import { TOAST_MS } from '@shared/constants/timings';
import { projectStateKeys } from './project-state-api';

const verifyDomain = (projectId: string, domain: string) =>
  apiFetch<{ domain: CustomDomain }>(
    `/api/projects/${projectId}/site/domains/${encodeURIComponent(domain)}/verify`,
    {
      method: 'POST',
    },
  ).then((body) => body.domain);

/** Looks for a custom domain's TXT record now and says what it found. */
export function useVerifyDomain(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (domain: string) => verifyDomain(projectId, domain),
    onSuccess: (domain) => {
      void queryClient.invalidateQueries({ queryKey: projectStateKeys.site(projectId) });
      if (domain.status === 'verified')
        toast.success(`${domain.domain} is proven yours`, {
          description: 'Your site now answers on it.',
          duration: TOAST_MS,
        });
      else
        toast.info(`No record found for ${domain.domain} yet`, {
          description:
            'DNS changes can take up to an hour to appear. We also look every 10 minutes.',
          duration: TOAST_MS,
        });
    },
    onError: (error) =>
      toast.error('Could not check the domain', { description: error.message, duration: TOAST_MS }),
  });
}
