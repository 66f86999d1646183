import { queryOptions, useQuery } from '@tanstack/react-query';
import type { InvitationPreview } from '@shared/contracts/team';
import { apiFetch } from '@client/lib/api-client';
import { teamKeys } from './keys';

export const getInvitation = (token: string, signal?: AbortSignal) =>
  apiFetch<InvitationPreview>(`/api/invitations/${encodeURIComponent(token)}`, { signal });

export const invitationQueryOptions = (token: string) =>
  queryOptions({
    queryKey: teamKeys.invitation(token),
    queryFn: ({ signal }) => getInvitation(token, signal),
    // An unknown or used invitation will not become valid by asking again.
    retry: false,
  });

/** What an invitation e-mail's link offers. */
export const useInvitationQuery = (token: string) => useQuery(invitationQueryOptions(token));
