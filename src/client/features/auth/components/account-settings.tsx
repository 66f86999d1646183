import { lazy, type ReactNode } from 'react';
import { OpenOnIntent } from '@client/components/open-on-intent';
import { Button } from '@client/components/ui/button';
import { useSession } from '../hooks/use-session';
import { SessionList } from './session-list';

// The forms (react-hook-form, zod, and for deletion Radix's dialog) load when asked for.
const ProfileNameForm = lazy(() =>
  import('./profile-name-form').then((m) => ({ default: m.ProfileNameForm })),
);
const PasswordForm = lazy(() =>
  import('./password-form').then((m) => ({ default: m.PasswordForm })),
);
const DeleteAccountDialog = lazy(() =>
  import('./delete-account-dialog').then((m) => ({ default: m.DeleteAccountDialog })),
);

function Section({
  id,
  title,
  description,
  children,
}: {
  id: string;
  title: string;
  description: string;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={id}
      className="flex flex-col gap-4 rounded-xl border bg-card p-4 text-card-foreground sm:p-6"
    >
      <div className="flex flex-col gap-1">
        <h3 id={id} className="font-semibold">
          {title}
        </h3>
        <p className="text-sm text-muted-foreground">{description}</p>
      </div>
      {children}
    </section>
  );
}

/** The name as the studio shows it, and the address the user signs in with. */
function ProfileSummary() {
  const { user } = useSession();
  const name = [user?.firstName, user?.lastName].filter(Boolean).join(' ');
  return (
    <div className="grid gap-1 text-sm" data-testid="profile-summary">
      <p className="font-medium">{name || 'No name yet'}</p>
      <p className="text-muted-foreground">Signed in as {user?.email}</p>
    </div>
  );
}

/** The signed-in user's own account: name, password, signed-in browsers and deletion. */
export function AccountSettings() {
  return (
    <div className="flex flex-col gap-4">
      <Section
        id="account-profile"
        title="Profile"
        description="The name shown in the studio and to your team."
      >
        <ProfileSummary />
        <OpenOnIntent
          trigger={(open) => (
            <Button variant="outline" className="w-fit" onClick={open}>
              Edit name
            </Button>
          )}
        >
          {(close) => <ProfileNameForm onDone={close} />}
        </OpenOnIntent>
      </Section>
      <Section
        id="account-password"
        title="Password"
        description="Re-enter your current password to choose a new one."
      >
        <OpenOnIntent
          trigger={(open) => (
            <Button variant="outline" className="w-fit" onClick={open}>
              Change password
            </Button>
          )}
        >
          {(close) => <PasswordForm onDone={close} />}
        </OpenOnIntent>
      </Section>
      <Section
        id="account-sessions"
        title="Where you are signed in"
        description="Sign out a browser you no longer use or do not recognise."
      >
        <SessionList />
      </Section>
      <Section
        id="account-delete"
        title="Delete account"
        description="Remove your account, your projects and all your data."
      >
        <OpenOnIntent
          keepTrigger
          trigger={(open) => (
            <Button variant="destructive" className="w-fit" onClick={open}>
              Delete account
            </Button>
          )}
        >
          {(close, open) => <DeleteAccountDialog open={open} onClose={close} />}
        </OpenOnIntent>
      </Section>
    </div>
  );
}
