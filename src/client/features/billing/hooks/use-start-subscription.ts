import { toast } from '@client/lib/toast';
import { TOAST_MS } from '@shared/constants/timings';
import { useStartSubscriptionMutation } from '@client/data/billing/start-subscription-mutation';
import { PAYMENT_TOASTS } from '../payment-messages';
import { redirectToProvider } from '../redirect-to-provider';

/** Starts the monthly subscription and sends the browser to PayPal to approve it. */
export const useStartSubscription = () =>
  useStartSubscriptionMutation({
    onSuccess: ({ approveUrl }) => {
      toast.success(PAYMENT_TOASTS.subscriptionStarted.title, {
        description: PAYMENT_TOASTS.subscriptionStarted.message,
        duration: TOAST_MS,
      });
      redirectToProvider(approveUrl);
    },
    onError: (error) => {
      toast.error(PAYMENT_TOASTS.error, { description: error.message, duration: TOAST_MS });
    },
  });
