import { toast } from '@client/lib/toast';
import { TOAST_MS } from '@shared/constants/timings';
import { useVerifyDomainMutation } from '@client/data/site/verify-domain-mutation';

/** Looks for a custom domain's TXT record now and says what it found. */
export const useVerifyDomain = (projectId: string) =>
  useVerifyDomainMutation(projectId, {
    onSuccess: (domain) => {
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
