import { TOAST_MS } from '@shared/constants/timings';
import { Button } from '@client/components/ui/button';
import { toast } from '@client/lib/toast';
import { useAcceptInvitationMutation } from '@client/data/team/accept-invitation-mutation';
import { useInvitationQuery } from '@client/data/team/invitation-query';

/** Shown when the page is opened from an invitation e-mail: what it offers and an Accept button. */
export function InvitationBanner({
  token,
  onDone,
}: {
  token: string;
  onDone: (projectId: string | null) => void;
}) {
  const query = useInvitationQuery(token);
  const accept = useAcceptInvitationMutation(token, {
    onSuccess: ({ projectId, role }) => {
      toast.success('Invitation accepted', {
        description: `You joined ${query.data?.projectName ?? 'the project'} as ${role}.`,
        duration: TOAST_MS,
      });
      onDone(projectId);
    },
    onError: (error) =>
      toast.error('Could not accept the invitation', {
        description: error.message,
        duration: TOAST_MS,
      }),
  });

  if (query.isPending)
    return <p className="rounded-xl border p-4 text-sm">Checking your invitation…</p>;
  if (query.isError) {
    return (
      <div
        role="alert"
        className="flex flex-wrap items-center justify-between gap-3 rounded-xl border p-4 text-sm"
      >
        <p>{query.error.message}</p>
        <Button variant="outline" size="sm" onClick={() => onDone(null)}>
          Dismiss
        </Button>
      </div>
    );
  }
  const { projectName, role, invitedBy } = query.data;
  return (
    <div
      data-testid="invitation-banner"
      className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-primary bg-accent/40 p-4"
    >
      <p className="text-sm">
        {invitedBy ?? 'Someone'} invited you to <span className="font-semibold">{projectName}</span>{' '}
        as {role}.
      </p>
      <div className="flex gap-2">
        <Button onClick={() => accept.mutate()} disabled={accept.isPending}>
          {accept.isPending ? 'Joining…' : 'Accept Invitation'}
        </Button>
        <Button variant="outline" onClick={() => onDone(null)}>
          Not now
        </Button>
      </div>
    </div>
  );
}
