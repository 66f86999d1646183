import { toast } from '@client/lib/toast';
import { TOAST_MS } from '@shared/constants/timings';
import { useCancelSubscriptionMutation } from '@client/data/billing/cancel-subscription-mutation';
import { PAYMENT_TOASTS } from '../payment-messages';
import { periodEndNote } from '../subscription-texts';

/** Cancels the renewals and says until when the plan stays. */
export const useCancelSubscription = () =>
  useCancelSubscriptionMutation({
    onSuccess: (subscription) => {
      toast.success(PAYMENT_TOASTS.cancelled, {
        description: periodEndNote(subscription),
        duration: TOAST_MS,
      });
    },
  });
