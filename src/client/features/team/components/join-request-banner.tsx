import { TOAST_MS } from '@shared/constants/timings';
import { Button } from '@client/components/ui/button';
import { toast } from '@client/lib/toast';
import { useRequestAccessMutation } from '@client/data/team/request-access-mutation';

/** Shown to someone who opened a project's share link: ask the owner to let them in. */
export function JoinRequestBanner({
  projectId,
  onDone,
}: {
  projectId: string;
  onDone: () => void;
}) {
  const ask = useRequestAccessMutation(projectId, {
    onSuccess: () => {
      toast.success('Request sent', {
        description: 'The project’s owner will see your request and can let you in.',
        duration: TOAST_MS,
      });
      onDone();
    },
    onError: (error) =>
      toast.error('Request not sent', { description: error.message, duration: TOAST_MS }),
  });
  return (
    <div
      data-testid="join-request-banner"
      className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-primary bg-accent/40 p-4"
    >
      <p className="text-sm">You opened a project’s share link. Ask its owner to let you join.</p>
      <div className="flex gap-2">
        <Button onClick={() => ask.mutate()} disabled={ask.isPending}>
          {ask.isPending ? 'Sending…' : 'Request Access'}
        </Button>
        <Button variant="outline" onClick={onDone}>
          Not now
        </Button>
      </div>
    </div>
  );
}
