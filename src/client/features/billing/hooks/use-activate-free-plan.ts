import { toast } from '@client/lib/toast';
import { TOAST_MS } from '@shared/constants/timings';
import { useActivateFreePlanMutation } from '@client/data/billing/activate-free-plan-mutation';
import { PAYMENT_TOASTS } from '../payment-messages';

export const useActivateFreePlan = () =>
  useActivateFreePlanMutation({
    onSuccess: () => {
      toast.success(PAYMENT_TOASTS.freeActivated.title, {
        description: PAYMENT_TOASTS.freeActivated.message,
        duration: TOAST_MS,
      });
    },
    onError: (error) => {
      toast.error(PAYMENT_TOASTS.error, { description: error.message, duration: TOAST_MS });
    },
  });
