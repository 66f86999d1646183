import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@client/lib/toast';
import { TOAST_MS } from '@shared/constants/timings';
import { activateFreePlan } from '../api/activate-free-plan';
import { billingKeys } from '../api/billing-keys';
import { PAYMENT_TOASTS } from '../payment-messages';

export function useActivateFreePlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: activateFreePlan,
    onSuccess: (subscription) => {
      queryClient.setQueryData(billingKeys.subscription(), subscription);
      toast.success(PAYMENT_TOASTS.freeActivated.title, {
        description: PAYMENT_TOASTS.freeActivated.message,
        duration: TOAST_MS,
      });
    },
    onError: (error) => {
      toast.error(PAYMENT_TOASTS.error, { description: error.message, duration: TOAST_MS });
    },
  });
}
