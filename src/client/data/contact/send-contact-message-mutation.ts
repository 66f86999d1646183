import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ContactMessageBody, ContactMessageReceipt } from '@shared/contracts/contact';
import { apiFetch } from '@client/lib/api-client';
import { contactKeys } from './keys';

export const sendContactMessage = (body: ContactMessageBody) =>
  apiFetch<ContactMessageReceipt>('/api/contact', { method: 'POST', body });

export function useSendContactMessageMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendContactMessage,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contactKeys.messages() }),
  });
}
