import { queryOptions } from '@tanstack/react-query';
import type { Role } from '@shared/constants/roles';
import type {
  Activity,
  Invitation,
  InvitationPreview,
  InviteBody,
  TeamResponse,
} from '@shared/contracts/team';
import { apiFetch } from '@client/lib/api-client';

export const teamKeys = {
  all: ['team'] as const,
  project: (projectId: string) => [...teamKeys.all, projectId] as const,
  activity: (projectId: string) => [...teamKeys.all, projectId, 'activity'] as const,
  invitation: (token: string) => [...teamKeys.all, 'invitation', token] as const,
};

const project = (projectId: string) => `/api/projects/${encodeURIComponent(projectId)}`;

export const teamQueryOptions = (projectId: string) =>
  queryOptions({
    queryKey: teamKeys.project(projectId),
    queryFn: ({ signal }) => apiFetch<TeamResponse>(`${project(projectId)}/team`, { signal }),
    // Status (online, away) changes as people come and go.
    refetchInterval: 30_000,
  });

export const activityQueryOptions = (projectId: string) =>
  queryOptions({
    queryKey: teamKeys.activity(projectId),
    queryFn: ({ signal }) =>
      apiFetch<{ activity: Activity[] }>(`${project(projectId)}/activity`, { signal }).then(
        (a) => a.activity,
      ),
    refetchInterval: 30_000,
  });

export const invite = (projectId: string, body: InviteBody) =>
  apiFetch<{ invitation: Invitation }>(`${project(projectId)}/invitations`, {
    method: 'POST',
    body,
  });

export const cancelInvitation = (projectId: string, invitationId: string) =>
  apiFetch<void>(`${project(projectId)}/invitations/${encodeURIComponent(invitationId)}`, {
    method: 'DELETE',
  });

export const changeRole = (projectId: string, userId: string, role: Exclude<Role, 'owner'>) =>
  apiFetch<void>(`${project(projectId)}/members/${encodeURIComponent(userId)}`, {
    method: 'PATCH',
    body: { role },
  });

export const removeMember = (projectId: string, userId: string) =>
  apiFetch<void>(`${project(projectId)}/members/${encodeURIComponent(userId)}`, {
    method: 'DELETE',
  });

export const requestAccess = (projectId: string) =>
  apiFetch<void>(`${project(projectId)}/access-requests`, { method: 'POST' });

export const approveRequest = (projectId: string, userId: string, role: Exclude<Role, 'owner'>) =>
  apiFetch<void>(`${project(projectId)}/access-requests/${encodeURIComponent(userId)}/approve`, {
    method: 'POST',
    body: { role },
  });

export const declineRequest = (projectId: string, userId: string) =>
  apiFetch<void>(`${project(projectId)}/access-requests/${encodeURIComponent(userId)}`, {
    method: 'DELETE',
  });

export const invitationQueryOptions = (token: string) =>
  queryOptions({
    queryKey: teamKeys.invitation(token),
    queryFn: ({ signal }) =>
      apiFetch<InvitationPreview>(`/api/invitations/${encodeURIComponent(token)}`, { signal }),
    retry: false,
  });

export const acceptInvitation = (token: string) =>
  apiFetch<{ projectId: string; role: Role }>(
    `/api/invitations/${encodeURIComponent(token)}/accept`,
    { method: 'POST' },
  );
