import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { LoaderCircle } from 'lucide-react';
import { signinBody } from '@shared/contracts/auth';
import { Button } from '@client/components/ui/button';
import { TextField } from '@client/components/ui/text-field';
import { useSignIn } from '../hooks/use-sign-in';

export function SignInForm() {
  const signIn = useSignIn();
  const form = useForm({
    resolver: zodResolver(signinBody),
    defaultValues: { email: '', password: '' },
  });
  const { errors } = form.formState;

  return (
    <form
      noValidate
      className="grid gap-4"
      onSubmit={form.handleSubmit((body) => signIn.mutate(body))}
    >
      <TextField
        id="signin-email"
        label="Email"
        type="email"
        autoComplete="email"
        inputMode="email"
        error={errors.email?.message}
        {...form.register('email')}
      />
      <TextField
        id="signin-password"
        label="Password"
        type="password"
        autoComplete="current-password"
        error={errors.password?.message}
        {...form.register('password')}
      />
      <Button
        type="submit"
        disabled={signIn.isPending}
        aria-busy={signIn.isPending}
        className="w-full"
      >
        {signIn.isPending ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : null}
        Sign In
      </Button>
    </form>
  );
}
