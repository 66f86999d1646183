import { useState } from 'react';
import type { Operation } from '@shared/contracts/operations';
import { Button } from '@client/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@client/components/ui/dialog';
import { rowsToDelete } from '../column-values';

/** Shows how many rows the planned delete removes (from its dry run) before it runs. */
export function DeleteRowsDialog({
  operation,
  onOpenChange,
  onConfirm,
}: {
  operation: Operation;
  onOpenChange: (open: boolean) => void;
  /** Runs the delete; rejects with the reason. */
  onConfirm: () => Promise<void>;
}) {
  const [failure, setFailure] = useState<string | null>(null);
  const [running, setRunning] = useState(false);
  const count = rowsToDelete(operation.steps);

  async function confirm() {
    setRunning(true);
    setFailure(null);
    try {
      await onConfirm();
      onOpenChange(false);
    } catch (error) {
      setFailure(error instanceof Error ? error.message : 'The delete failed.');
    } finally {
      setRunning(false);
    }
  }

  return (
    <Dialog open onOpenChange={onOpenChange}>
      <DialogContent data-testid="delete-rows-dialog">
        <DialogHeader>
          <DialogTitle>{count === 1 ? 'Delete this row?' : `Delete ${count} rows?`}</DialogTitle>
          <DialogDescription>
            {operation.riskReasons.join(' ') ||
              `It deletes the chosen rows. Undo in Activity puts them back.`}
          </DialogDescription>
        </DialogHeader>
        <p className="text-sm text-muted-foreground">
          The deleted rows are kept with this change, so you can undo it from the toast that follows
          or from Activity.
        </p>
        {failure ? (
          <p role="alert" className="text-sm text-destructive">
            {failure}
          </p>
        ) : null}
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button variant="destructive" disabled={running} onClick={() => void confirm()}>
            {running ? 'Deleting…' : count === 1 ? 'Delete row' : `Delete ${count} rows`}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
