import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { can } from '@shared/constants/roles';
import { Button } from '@client/components/ui/button';
import { Skeleton } from '@client/components/ui/skeleton';
import { useTeamQuery } from '@client/data/team/team-query';
import { useTeamActions } from '../hooks/use-team-actions';
import { AccessRequests } from './access-requests';
import { ActivityFeed } from './activity-feed';
import { InviteForm } from './invite-form';
import { MemberList } from './member-list';
import { RolePermissions } from './role-permissions';
import { ShareLink } from './share-link';

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3">
      <h3 id={id} className="text-lg font-semibold">
        {title}
      </h3>
      {children}
    </section>
  );
}

/** One project's team: members, invitations (for owners and admins) and what each role may do. */
export function TeamPanel({
  projectId,
  currentUserId,
}: {
  projectId: string;
  currentUserId: string | null;
}) {
  const query = useTeamQuery(projectId);
  const actions = useTeamActions(projectId);
  if (query.isPending) return <Skeleton className="h-96" />;
  if (query.isError) {
    return (
      <div role="alert" className="flex flex-col items-start gap-3 rounded-xl border p-5">
        <p>We could not load this project’s team. {query.error.message}</p>
        <Button variant="outline" onClick={() => void query.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  const { members, invitations, requests, role, teamEnabled } = query.data;
  const canManage = can(role, 'manageMembers');
  const busy = actions.changeRole.isPending || actions.remove.isPending;
  const answering = actions.approve.isPending || actions.decline.isPending;

  return (
    <div className="flex flex-col gap-6">
      <p className="text-sm" data-testid="my-role">
        Your role on this project: <span className="font-semibold">{role}</span>.{' '}
        {can(role, 'executeLowMedium')
          ? ''
          : 'You can look at everything but cannot plan or run changes.'}
      </p>
      <Section id="team-members" title={`Members (${members.length})`}>
        <MemberList
          members={members}
          canManage={canManage}
          currentUserId={currentUserId}
          busy={busy}
          onChangeRole={(userId, next) => actions.changeRole.mutate({ userId, role: next })}
          onRemove={(member) => actions.remove.mutate(member.userId)}
        />
      </Section>
      {canManage ? (
        <Section id="team-invite" title="Invite by e-mail">
          {teamEnabled ? (
            <>
              <InviteForm
                pending={actions.invite.isPending}
                onInvite={(email, next) => actions.invite.mutateAsync({ email, role: next })}
              />
              {invitations.length > 0 ? (
                <ul
                  className="flex flex-col divide-y rounded-xl border"
                  aria-label="Pending invitations"
                >
                  {invitations.map((invitation) => (
                    <li
                      key={invitation.id}
                      data-testid="pending-invitation"
                      className="flex flex-wrap items-center justify-between gap-2 p-3 text-sm"
                    >
                      <span>
                        {invitation.email} as {invitation.role} · waiting for them to accept
                      </span>
                      <Button
                        variant="outline"
                        size="sm"
                        disabled={actions.cancel.isPending}
                        onClick={() => actions.cancel.mutate(invitation.id)}
                        aria-label={`Cancel the invitation to ${invitation.email}`}
                      >
                        Cancel
                      </Button>
                    </li>
                  ))}
                </ul>
              ) : null}
              <ShareLink projectId={projectId} />
              <AccessRequests
                requests={requests}
                busy={answering}
                onApprove={(userId, next) => actions.approve.mutate({ userId, role: next })}
                onDecline={(userId) => actions.decline.mutate(userId)}
              />
            </>
          ) : (
            <p className="rounded-xl border p-4 text-sm">
              Team collaboration is part of Bridge Builder.{' '}
              <Link to="/pricing" className="text-primary underline underline-offset-4">
                Upgrade
              </Link>{' '}
              to invite people to this project.
            </p>
          )}
        </Section>
      ) : null}
      <Section id="team-activity" title="Activity">
        <ActivityFeed projectId={projectId} />
      </Section>
      <Section id="team-permissions" title="What each role can do">
        <RolePermissions />
      </Section>
    </div>
  );
}
