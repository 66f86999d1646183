import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { changePasswordBody } from '@shared/contracts/account';
import { Button } from '@client/components/ui/button';
import { ApiError } from '@client/lib/api-client';
import { TextField } from '@client/components/ui/text-field';
import { useChangePassword } from '../hooks/use-account';

/**
 * Re-enter the current password to choose a new one; every other browser is signed out. It opens
 * on request (account-settings.tsx), so it takes the focus and closes once the password changed.
 */
export function PasswordForm({ onDone }: { onDone: () => void }) {
  const form = useForm({
    resolver: zodResolver(changePasswordBody),
    defaultValues: { currentPassword: '', newPassword: '' },
  });
  const change = useChangePassword(onDone);
  const { errors } = form.formState;
  useEffect(() => form.setFocus('currentPassword'), [form]);
  return (
    <form
      noValidate
      className="grid gap-4 sm:grid-cols-2"
      onSubmit={form.handleSubmit((body) =>
        change.mutate(body, {
          onError: (error) => {
            if (error instanceof ApiError && error.code === 'weak_password')
              form.setError('newPassword', { message: error.message });
          },
        }),
      )}
    >
      <TextField
        id="current-password"
        label="Current password"
        type="password"
        autoComplete="current-password"
        error={errors.currentPassword?.message}
        {...form.register('currentPassword')}
      />
      <TextField
        id="new-password"
        label="New password"
        type="password"
        autoComplete="new-password"
        error={errors.newPassword?.message}
        {...form.register('newPassword')}
      />
      <p className="text-sm text-muted-foreground sm:col-span-2">
        Changing your password signs you out everywhere else.
      </p>
      <div className="flex flex-wrap gap-2 sm:col-span-2">
        <Button type="submit" disabled={change.isPending}>
          {change.isPending ? 'Changing…' : 'Change password'}
        </Button>
        <Button type="button" variant="outline" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
