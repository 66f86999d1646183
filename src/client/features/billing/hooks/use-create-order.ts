import { useMutation } from '@tanstack/react-query';
import { toast } from '@client/lib/toast';
import { TOAST_MS } from '@shared/constants/timings';
import { createOrder } from '../api/create-order';
import { PAYMENT_TOASTS } from '../payment-messages';
import { redirectToProvider } from '../redirect-to-provider';

/** Opens the PayPal order and sends the browser to PayPal to approve it. */
export function useCreateOrder() {
  return useMutation({
    mutationFn: createOrder,
    onSuccess: ({ approveUrl }) => {
      toast.success(PAYMENT_TOASTS.orderCreated.title, {
        description: PAYMENT_TOASTS.orderCreated.message,
        duration: TOAST_MS,
      });
      redirectToProvider(approveUrl);
    },
    onError: (error) => {
      toast.error(PAYMENT_TOASTS.error, { description: error.message, duration: TOAST_MS });
    },
  });
}
