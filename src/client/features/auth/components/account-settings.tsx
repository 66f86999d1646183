import type { ReactNode } from 'react';
import { DeleteAccountDialog } from './delete-account-dialog';
import { PasswordForm } from './password-form';
import { ProfileNameForm } from './profile-name-form';
import { SessionList } from './session-list';

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

/** The signed-in user's own account: name, password, signed-in browsers and deletion. */
export function AccountSettings() {
  return (
    <div className="flex flex-col gap-4">
      <Section
        id="account-profile"
        title="Profile"
        description="The name shown in the studio and to your team."
      >
        <ProfileNameForm />
      </Section>
      <Section
        id="account-password"
        title="Password"
        description="Re-enter your current password to choose a new one."
      >
        <PasswordForm />
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
        <DeleteAccountDialog />
      </Section>
    </div>
  );
}
