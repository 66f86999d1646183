import { AlertTriangle } from 'lucide-react';
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

/** Asks before a high-risk change and names what it takes away; Cancel changes nothing. */
export function ConfirmRiskDialog({
  operation,
  open,
  onOpenChange,
  onConfirm,
}: {
  operation: Operation;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onConfirm: () => void;
}) {
  const losses = [...new Set([...operation.riskReasons, ...operation.warnings])];
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent data-testid="confirm-risk-dialog">
        <DialogHeader>
          <DialogTitle className="flex items-center gap-2">
            <AlertTriangle aria-hidden="true" className="size-5 text-destructive" />
            Run this high-risk change?
          </DialogTitle>
          <DialogDescription>
            {`"${operation.instruction}" cannot be taken back easily. This is what will be lost or changed:`}
          </DialogDescription>
        </DialogHeader>
        <ul className="list-disc space-y-1 pl-5 text-sm">
          {losses.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button variant="destructive" onClick={onConfirm}>
            Yes, run it
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
