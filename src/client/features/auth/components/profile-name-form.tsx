import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { signupBody } from '@shared/contracts/auth';
import { Button } from '@client/components/ui/button';
import { TextField } from '@client/components/ui/text-field';
import { useSession } from '../hooks/use-session';
import { useUpdateProfile } from '../hooks/use-update-profile';

const nameBody = signupBody.pick({ firstName: true, lastName: true });

/**
 * First and last name; saving updates the profile (and its updated_at) and the header at once.
 * It opens on request (account-settings.tsx), so it takes the focus and closes when saved.
 */
export function ProfileNameForm({ onDone }: { onDone: () => void }) {
  const { user } = useSession();
  const update = useUpdateProfile();
  const form = useForm({
    resolver: zodResolver(nameBody),
    values: { firstName: user?.firstName ?? '', lastName: user?.lastName ?? '' },
  });
  const { errors, isDirty } = form.formState;
  useEffect(() => form.setFocus('firstName'), [form]);
  return (
    <form
      noValidate
      className="grid gap-4 sm:grid-cols-2"
      onSubmit={form.handleSubmit((body) => update.mutate(body, { onSuccess: onDone }))}
    >
      <TextField
        id="profile-first-name"
        label="First name"
        autoComplete="given-name"
        error={errors.firstName?.message}
        {...form.register('firstName')}
      />
      <TextField
        id="profile-last-name"
        label="Last name"
        autoComplete="family-name"
        error={errors.lastName?.message}
        {...form.register('lastName')}
      />
      <div className="flex flex-wrap gap-2 sm:col-span-2">
        <Button type="submit" disabled={!isDirty || update.isPending}>
          {update.isPending ? 'Saving…' : 'Save name'}
        </Button>
        <Button type="button" variant="outline" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
