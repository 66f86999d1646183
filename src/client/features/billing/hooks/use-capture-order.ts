import { toast } from '@client/lib/toast';
import { TOAST_MS } from '@shared/constants/timings';
import { useCaptureOrderMutation } from '@client/data/billing/capture-order-mutation';
import { PAYMENT_TOASTS } from '../payment-messages';

/** Confirms the approved payment with the server and says how it went. */
export const useCaptureOrder = () =>
  useCaptureOrderMutation({
    onSuccess: ({ status }) => {
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
