import { z } from 'zod';
import { member, projectParams, role } from './projects';

/** Online with a live connection, away when active in the last AWAY_WINDOW_MS, offline otherwise. */
export const MEMBER_STATUSES = ['online', 'away', 'offline'] as const;
export const AWAY_WINDOW_MS = 15 * 60 * 1000;
export const INVITATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;

export const teamMember = member.extend({ status: z.enum(MEMBER_STATUSES) });
export type TeamMember = z.infer<typeof teamMember>;

export const invitation = z.object({
  id: z.string(),
  email: z.string(),
  role,
  createdAt: z.string(),
  expiresAt: z.string(),
});
export type Invitation = z.infer<typeof invitation>;

/** Someone who asked to join through the share link. */
export const accessRequest = z.object({
  userId: z.string(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  createdAt: z.string(),
});
export type AccessRequest = z.infer<typeof accessRequest>;
export const teamResponse = z.object({
  members: z.array(teamMember),
  /** Pending invitations; only owners and admins see them. */
  invitations: z.array(invitation),
  /** The caller's own role on the project. */
  role,
  /** Whether the project's owner is on a plan with team collaboration. */
  teamEnabled: z.boolean(),
  /** People who asked to join through the share link; only owners and admins see them. */
  requests: z.array(accessRequest),
});
export type TeamResponse = z.infer<typeof teamResponse>;

/** Invite by e-mail; the address must be deliverable, since the invitation is sent to it. */
export const inviteBody = z
  .object({
    email: z
      .string({ error: 'Enter an e-mail address to invite.' })
      .trim()
      .toLowerCase()
      .min(1, 'Enter an e-mail address to invite.')
      .max(254, 'That e-mail address is too long.')
      .email('Enter a valid e-mail address.'),
    role: role.exclude(['owner'], { error: 'Choose admin, editor or viewer.' }),
  })
  .strict();
export type InviteBody = z.infer<typeof inviteBody>;
export const inviteResponse = z.object({ invitation });
export const invitationParams = projectParams.extend({
  invitationId: z.string().uuid('That is not an invitation id.'),
});

export const invitationTokenParams = z.object({ token: z.string().min(20).max(200) });
export const invitationPreview = z.object({
  projectId: z.string(),
  projectName: z.string(),
  email: z.string(),
  role,
  invitedBy: z.string().nullable(),
});
export type InvitationPreview = z.infer<typeof invitationPreview>;
export const acceptInvitationResponse = z.object({ projectId: z.string(), role });

/** One line of the team activity feed, from what really happened on the project. */
export const ACTIVITY_TYPES = ['edit', 'comment', 'deploy', 'share'] as const;
export const activity = z.object({
  id: z.string(),
  user: z.string(),
  action: z.string(),
  timestamp: z.string(),
  type: z.enum(ACTIVITY_TYPES),
});
export type Activity = z.infer<typeof activity>;
export const activityResponse = z.object({ activity: z.array(activity) });
export const ACTIVITY_LIMIT = 20;

export const accessRequestParams = projectParams.extend({
  userId: z.string().uuid('That is not a user id.'),
});
export const approveRequestBody = z
  .object({ role: role.exclude(['owner'], { error: 'Choose admin, editor or viewer.' }) })
  .strict();
