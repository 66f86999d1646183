import { planById } from '@shared/constants/plans';
import type { Subscription } from '@shared/contracts/billing';
import { Button } from '@client/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@client/components/ui/dialog';
import { useCancelSubscription } from '../hooks/use-cancel-subscription';
import { longDate } from '../subscription-texts';

/** Cancel with a confirmation that says what stays: the plan until the paid month ends. */
export function CancelSubscriptionDialog({
  subscription,
  open,
  onClose,
}: {
  subscription: Subscription;
  open: boolean;
  onClose: () => void;
}) {
  const cancel = useCancelSubscription();
  const plan = planById(subscription.plan);
  const until = subscription.currentPeriodEnd ? longDate(subscription.currentPeriodEnd) : null;
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Cancel your {plan.name} subscription?</DialogTitle>
          <DialogDescription>
            PayPal will not charge you again. You keep {plan.name}
            {until ? ` until ${until}` : ''}; after that your account moves to the free Explorer
            plan.
          </DialogDescription>
        </DialogHeader>
        {cancel.isError ? (
          <p role="alert" className="text-sm text-destructive">
            {cancel.error.message}
          </p>
        ) : null}
        <DialogFooter>
          <Button
            variant="destructive"
            disabled={cancel.isPending}
            aria-busy={cancel.isPending}
            onClick={() => cancel.mutate()}
          >
            {cancel.isPending ? 'Cancelling…' : 'Cancel subscription'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
