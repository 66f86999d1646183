import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { LoaderCircle } from 'lucide-react';
import { PASSWORD_MIN } from '@shared/constants/auth';
import { signupBody } from '@shared/contracts/auth';
import { Button } from '@client/components/ui/button';
import { ApiError } from '@client/lib/api-client';
import { TextField } from '@client/components/ui/text-field';
import { useSignUp } from '../hooks/use-sign-up';

/** `onConfirmationSent` runs when the account waits for its e-mail confirmation. */
export function SignUpForm({ onConfirmationSent }: { onConfirmationSent: () => void }) {
  const signUp = useSignUp();
  const form = useForm({
    resolver: zodResolver(signupBody),
    defaultValues: { firstName: '', lastName: '', email: '', password: '' },
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit((body) =>
    signUp.mutate(body, {
      onSuccess: ({ confirmationRequired }) => {
        if (!confirmationRequired) return;
        form.reset();
        onConfirmationSent();
      },
      onError: (error) => {
        if (error instanceof ApiError && error.code === 'weak_password')
          form.setError('password', { message: error.message });
      },
    }),
  );

  return (
    <form noValidate className="grid gap-4" onSubmit={submit}>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          id="signup-first-name"
          label="First name"
          autoComplete="given-name"
          error={errors.firstName?.message}
          {...form.register('firstName')}
        />
        <TextField
          id="signup-last-name"
          label="Last name"
          autoComplete="family-name"
          error={errors.lastName?.message}
          {...form.register('lastName')}
        />
      </div>
      <TextField
        id="signup-email"
        label="Email"
        type="email"
        autoComplete="email"
        inputMode="email"
        error={errors.email?.message}
        {...form.register('email')}
      />
      <TextField
        id="signup-password"
        label="Password"
        type="password"
        autoComplete="new-password"
        minLength={PASSWORD_MIN}
        error={errors.password?.message}
        {...form.register('password')}
      />
      <p className="-mt-2 text-xs text-muted-foreground">
        Use at least {PASSWORD_MIN} characters that are hard to guess: a phrase of unrelated words
        works well.
      </p>
      <Button
        type="submit"
        disabled={signUp.isPending}
        aria-busy={signUp.isPending}
        className="w-full"
      >
        {signUp.isPending ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : null}
        Create Account
      </Button>
    </form>
  );
}
