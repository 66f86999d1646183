import type { User } from '@shared/contracts/auth';
import { can, type Role } from '@shared/constants/roles';
import {
  ACTIVITY_LIMIT,
  AWAY_WINDOW_MS,
  type Activity,
  INVITATION_TTL_MS,
  type Invitation,
  type InvitationPreview,
  type InviteBody,
  type TeamMember,
  type TeamResponse,
} from '@shared/contracts/team';
import { AppError, conflict, forbidden, notFound } from '../../lib/errors';
import { hashToken, newToken } from '../../lib/tokens';
import type { Mailer } from '../../services/mail/mailer';
import type { ProjectRepository } from '../projects/repository';
import type { Entitlements, ProjectService } from '../projects/service';
import type { TeamRepository } from './repository';

type InvitationRow = Awaited<ReturnType<TeamRepository['pendingInvitations']>>[number];

const toInvitation = (row: InvitationRow): Invitation => ({
  id: row.id,
  email: row.email,
  role: row.role,
  createdAt: row.createdAt.toISOString(),
  expiresAt: row.expiresAt.toISOString(),
});

const fullName = (first: string | null, last: string | null) =>
  [first, last].filter(Boolean).join(' ') || null;

export function createTeamService(deps: {
  repo: TeamRepository;
  projectRepo: ProjectRepository;
  projects: ProjectService;
  entitlements: Entitlements;
  mailer: Mailer;
  onlineUserIds: () => Set<string>;
  publicUrl: string;
  now: () => Date;
}) {
  const { repo, projects, now } = deps;

  const teamEnabled = async (ownerId: string) =>
    (await deps.entitlements.planFor(ownerId)).teamCollaboration;

  function statusOf(
    userId: string,
    lastActiveAt: string | null,
    online: Set<string>,
  ): TeamMember['status'] {
    if (online.has(userId)) return 'online';
    if (lastActiveAt && now().getTime() - new Date(lastActiveAt).getTime() <= AWAY_WINDOW_MS)
      return 'away';
    return 'offline';
  }

  return {
    async team(user: User, projectId: string): Promise<TeamResponse> {
      const { project, role } = await projects.access(user, projectId, 'read');
      const online = deps.onlineUserIds();
      const members = (await projects.members(user, projectId)).map((m) => ({
        ...m,
        status: statusOf(m.userId, m.lastActiveAt, online),
      }));
      const manager = can(role, 'manageMembers');
      const invitations = manager
        ? (await repo.pendingInvitations(projectId, now())).map(toInvitation)
        : [];
      const requests = manager
        ? (await repo.accessRequests(projectId)).map((r) => ({
            ...r,
            createdAt: r.createdAt.toISOString(),
          }))
        : [];
      return {
        members,
        invitations,
        requests,
        role,
        teamEnabled: await teamEnabled(project.ownerId),
      };
    },

    /** Any signed-in user with the share link may ask; the answer never says whether the project exists. */
    async requestAccess(user: User, projectId: string) {
      await repo.requestAccess(projectId, user.id);
    },

    /** Adds the person who asked, with the role an owner or admin chose. */
    async approveRequest(
      user: User,
      projectId: string,
      userId: string,
      role: Exclude<Role, 'owner'>,
    ) {
      const { project } = await projects.access(user, projectId, 'manageMembers');
      if (!(await teamEnabled(project.ownerId))) {
        throw new AppError(
          403,
          'upgrade_required',
          'Team collaboration is part of Bridge Builder. Upgrade this project’s owner to add people.',
        );
      }
      if (!(await repo.deleteAccessRequest(projectId, userId)))
        throw notFound('That request was already answered.', 'request_not_found');
      await deps.projectRepo.addMember(projectId, userId, role);
    },

    async declineRequest(user: User, projectId: string, userId: string) {
      await projects.access(user, projectId, 'manageMembers');
      if (!(await repo.deleteAccessRequest(projectId, userId)))
        throw notFound('That request was already answered.', 'request_not_found');
    },

    /** Runs (edits and deploys) and people joining (shares), newest first. */
    async activity(user: User, projectId: string): Promise<Activity[]> {
      await projects.access(user, projectId, 'read');
      const [runs, joins] = await Promise.all([
        repo.recentRuns(projectId, ACTIVITY_LIMIT),
        repo.recentJoins(projectId, ACTIVITY_LIMIT),
      ]);
      const items: Activity[] = [
        ...runs.map((run) => {
          const plan = run.plan as { instruction?: string };
          const outcome =
            run.status === 'failed'
              ? 'tried to run'
              : run.status === 'undone'
                ? 'ran (since undone)'
                : 'ran';
          return {
            id: run.id,
            user: fullName(run.firstName, run.lastName) ?? run.email ?? 'A former member',
            action: `${outcome} “${plan.instruction ?? 'a change'}”`,
            timestamp: run.executedAt!.toISOString(),
            type: run.service === 'hosting' ? ('deploy' as const) : ('edit' as const),
          };
        }),
        ...joins.map((join) => ({
          id: join.id,
          user: fullName(join.firstName, join.lastName) ?? join.email ?? 'A former member',
          action: `joined the project as ${join.role}`,
          timestamp: join.acceptedAt!.toISOString(),
          type: 'share' as const,
        })),
      ];
      return items.sort((a, b) => b.timestamp.localeCompare(a.timestamp)).slice(0, ACTIVITY_LIMIT);
    },

    /** Sends the invitation by e-mail; team collaboration is part of the owner's paid plan. */
    async invite(user: User, projectId: string, body: InviteBody): Promise<Invitation> {
      const { project } = await projects.access(user, projectId, 'manageMembers');
      if (!(await teamEnabled(project.ownerId))) {
        throw new AppError(
          403,
          'upgrade_required',
          'Team collaboration is part of Bridge Builder. Upgrade this project’s owner to invite people.',
        );
      }
      const members = await projects.members(user, projectId);
      if (members.some((m) => m.email === body.email))
        throw conflict(`${body.email} is already a member of this project.`, 'already_member');
      const token = newToken();
      const at = now();
      const row = await repo.createInvitation({
        projectId,
        email: body.email,
        role: body.role,
        tokenHash: hashToken(token),
        invitedBy: user.id,
        createdAt: at,
        expiresAt: new Date(at.getTime() + INVITATION_TTL_MS),
      });
      const inviter = fullName(user.firstName, user.lastName) ?? user.email;
      const link = `${deps.publicUrl}/advanced?tab=team&invite=${encodeURIComponent(token)}`;
      await deps.mailer.send({
        to: body.email,
        subject: `${inviter} invited you to "${project.name}" on Bridge Studio`,
        text: `Hi,\n\n${inviter} invited you to work on "${project.name}" in Bridge Studio as ${body.role}.\n\nOpen this link to join (sign up first with this e-mail address if you have no account):\n${link}\n\nThe link works for 7 days. If you did not expect this, you can ignore this message.`,
      });
      return toInvitation(row);
    },

    async cancelInvitation(user: User, projectId: string, invitationId: string) {
      await projects.access(user, projectId, 'manageMembers');
      if (!(await repo.deleteInvitation(projectId, invitationId)))
        throw notFound('That invitation was already used or cancelled.', 'invitation_not_found');
    },

    async preview(user: User, token: string): Promise<InvitationPreview> {
      const found = await repo.findOpenByTokenHash(hashToken(token), now());
      if (!found)
        throw notFound(
          'This invitation link is not valid any more. Ask for a new one.',
          'invitation_not_found',
        );
      return {
        projectId: found.invitation.projectId,
        projectName: found.projectName,
        email: found.invitation.email,
        role: found.invitation.role,
        invitedBy: fullName(found.inviterFirst, found.inviterLast) ?? found.inviterEmail,
      };
    },

    /** Adds the signed-in user with the invited role; only the address the invitation went to may use it. */
    async accept(user: User, token: string) {
      const found = await repo.findOpenByTokenHash(hashToken(token), now());
      if (!found)
        throw notFound(
          'This invitation link is not valid any more. Ask for a new one.',
          'invitation_not_found',
        );
      const { invitation } = found;
      if (invitation.email !== user.email.toLowerCase()) {
        throw forbidden(
          `This invitation was sent to ${invitation.email}. Sign in with that address to accept it.`,
          'invitation_other_email',
        );
      }
      if (await deps.projectRepo.findForMember(invitation.projectId, user.id)) {
        throw conflict('You are already a member of this project.', 'already_member');
      }
      if (!(await repo.markAccepted(invitation.id, user.id, now())))
        throw notFound('This invitation was already used.', 'invitation_not_found');
      await deps.projectRepo.addMember(invitation.projectId, user.id, invitation.role);
      return { projectId: invitation.projectId, role: invitation.role };
    },
  };
}

export type TeamService = ReturnType<typeof createTeamService>;
