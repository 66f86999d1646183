import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ContactInboxResponse } from '@shared/contracts/contact';
import { ApiError, apiFetch } from '@client/lib/api-client';
import { contactKeys } from './keys';

export const getContactMessages = (signal?: AbortSignal) =>
  apiFetch<ContactInboxResponse>('/api/contact/messages', { signal }).then((b) => b.messages);

export const contactMessagesQueryOptions = () =>
  queryOptions({
    queryKey: contactKeys.messages(),
    queryFn: ({ signal }) => getContactMessages(signal),
    // 403 means "not the operator": an answer, not a failure worth asking again.
    retry: (count, error) => !(error instanceof ApiError && error.status === 403) && count < 3,
  });

/** Messages from the Contact page; only the server's operator may read them. */
export const useContactMessagesQuery = () => useQuery(contactMessagesQueryOptions());
