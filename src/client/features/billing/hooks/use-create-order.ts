import { toast } from '@client/lib/toast';
import { TOAST_MS } from '@shared/constants/timings';
import { useCreateOrderMutation } from '@client/data/billing/create-order-mutation';
import { PAYMENT_TOASTS } from '../payment-messages';
import { redirectToProvider } from '../redirect-to-provider';

/** Opens the PayPal order and sends the browser to PayPal to approve it. */
export const useCreateOrder = () =>
  useCreateOrderMutation({
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
