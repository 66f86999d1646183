import type { ProjectEndUser } from '@shared/contracts/project-users';
import { Button } from '@client/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@client/components/ui/dialog';
import { useDeleteProjectUserMutation } from '@client/data/project-users/delete-project-user-mutation';
import { toast } from '@client/lib/toast';

/** Asks before deleting one of the app's users, and deletes them. */
export function DeleteUserDialog({
  projectId,
  user,
  onClose,
}: {
  projectId: string;
  user: ProjectEndUser;
  onClose: () => void;
}) {
  const remove = useDeleteProjectUserMutation();
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent data-testid="delete-user-dialog">
        <DialogHeader>
          <DialogTitle>Delete {user.email ?? 'this user'}?</DialogTitle>
          <DialogDescription>
            They are signed out and can no longer sign in. This cannot be undone; they can sign up
            again.
          </DialogDescription>
        </DialogHeader>
        {remove.isError ? (
          <p role="alert" className="text-sm text-destructive">
            {remove.error.message}
          </p>
        ) : null}
        <DialogFooter>
          <Button variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button
            variant="destructive"
            disabled={remove.isPending}
            onClick={() =>
              remove.mutate(
                { projectId, userId: user.id },
                {
                  onSuccess: () => {
                    toast.success(`${user.email ?? 'The user'} was deleted.`);
                    onClose();
                  },
                },
              )
            }
          >
            Delete user
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
