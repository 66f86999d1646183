import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ContactInboxResponse } from '@shared/contracts/contact';
import { apiFetch } from '@client/lib/api-client';
import { contactKeys } from './keys';

export const getContactMessages = (signal?: AbortSignal) =>
  apiFetch<ContactInboxResponse>('/api/contact/messages', { signal }).then((b) => b.messages);

export const contactMessagesQueryOptions = () =>
  queryOptions({
    queryKey: contactKeys.messages(),
    queryFn: ({ signal }) => getContactMessages(signal),
  });

/** Messages from the Contact page; only the server's operator may read them (403, never retried, for others). */
export const useContactMessagesQuery = () => useQuery(contactMessagesQueryOptions());
