import type { ContactMessageBody, ContactMessageReceipt } from '@shared/contracts/contact';
import { apiFetch } from '@client/lib/api-client';
import { useInvalidatingMutation } from '../invalidating-mutation';
import { contactKeys } from './keys';

export const sendContactMessage = (body: ContactMessageBody) =>
  apiFetch<ContactMessageReceipt>('/api/contact', { method: 'POST', body });

/** A sent message joins the operator's inbox, which refreshes when shown. */
export const useSendContactMessageMutation = () =>
  useInvalidatingMutation(sendContactMessage, contactKeys.messages());
