import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@client/lib/toast';
import { TOAST_MS } from '@shared/constants/timings';
import { billingKeys } from '../api/billing-keys';
import { captureOrder } from '../api/capture-order';
import { PAYMENT_TOASTS } from '../payment-messages';

/** Confirms the approved payment with the server; the plan in force is cached from its answer. */
export function useCaptureOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: captureOrder,
    onSuccess: ({ status, subscription }) => {
      queryClient.setQueryData(billingKeys.subscription(), subscription);
      // One toast even when the page confirms twice (a reload, React's strict mode).
      if (status === 'COMPLETED')
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
}
