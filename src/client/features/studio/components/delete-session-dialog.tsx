import { useState } from 'react';
import { LoaderCircle } from 'lucide-react';
import { Button } from '@client/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@client/components/ui/dialog';
import type { ChatSession } from '../chat-log';

/** Asks before a session and its messages are deleted; the plans themselves stay in the project. */
export function DeleteSessionDialog({
  session,
  open,
  onOpenChange,
  onConfirm,
}: {
  session: ChatSession;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onConfirm: () => Promise<void>;
}) {
  const [deleting, setDeleting] = useState(false);
  const confirm = async () => {
    setDeleting(true);
    try {
      await onConfirm();
      onOpenChange(false);
    } finally {
      setDeleting(false);
    }
  };
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent data-testid="delete-session-dialog">
        <DialogHeader>
          <DialogTitle>Delete {session.title}?</DialogTitle>
          <DialogDescription>
            Its messages are deleted for good, on every device. The changes you planned or ran stay
            in the project and its activity.
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button variant="destructive" disabled={deleting} onClick={() => void confirm()}>
            {deleting ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : null}
            Delete session
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
