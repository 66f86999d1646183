import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { DELETE_CONFIRMATION, deleteAccountBody } from '@shared/contracts/account';
import { Button } from '@client/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@client/components/ui/dialog';
import { TextField } from '@client/components/ui/text-field';
import { useDeleteAccount } from '../hooks/use-account';

/** Deleting the account asks for the password and the typed word DELETE, in a dialog. */
export function DeleteAccountDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const remove = useDeleteAccount();
  const form = useForm({
    resolver: zodResolver(deleteAccountBody),
    defaultValues: { password: '', confirm: '' as typeof DELETE_CONFIRMATION },
  });
  const { errors } = form.formState;
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (next) return;
        form.reset();
        onClose();
      }}
    >
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Delete your account?</DialogTitle>
          <DialogDescription>
            This removes your account, every project you own (its database, repository and live
            site) and all your data. It cannot be undone.
          </DialogDescription>
        </DialogHeader>
        <form
          noValidate
          className="grid gap-4"
          onSubmit={form.handleSubmit((body) => remove.mutate(body))}
        >
          <TextField
            id="delete-password"
            label="Your password"
            type="password"
            autoComplete="current-password"
            error={errors.password?.message}
            {...form.register('password')}
          />
          <TextField
            id="delete-confirm"
            label={`Type ${DELETE_CONFIRMATION} to confirm`}
            autoComplete="off"
            error={errors.confirm?.message}
            {...form.register('confirm')}
          />
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" variant="destructive" disabled={remove.isPending}>
              {remove.isPending ? 'Deleting…' : 'Delete my account'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
