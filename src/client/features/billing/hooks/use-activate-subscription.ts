import { toast } from '@client/lib/toast';
import { TOAST_MS } from '@shared/constants/timings';
import { useActivateSubscriptionMutation } from '@client/data/billing/activate-subscription-mutation';
import { PAYMENT_TOASTS } from '../payment-messages';

/** Confirms the approved subscription with the server and says how it went. */
export const useActivateSubscription = () =>
  useActivateSubscriptionMutation({
    onSuccess: ({ status }) => {
      // One toast even when the page confirms twice (a reload, React's strict mode).
      if (status === 'ACTIVE')
        toast.success(PAYMENT_TOASTS.success, { id: 'payment-success', duration: TOAST_MS });
    },
    onError: (error) => {
      toast.error(PAYMENT_TOASTS.error, {
        id: 'payment-error',
        description: error.message,
        duration: TOAST_MS,
      });
    },
  });
