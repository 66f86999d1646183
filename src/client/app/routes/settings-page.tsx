import { PageLayout } from '@client/components/page-layout';
import { AccountSettings } from '@client/features/auth/components/account-settings';
import { StatusDot, dotStatusFor } from '@client/features/connection/components/status-dot';
import { useConnection } from '@client/features/connection/hooks/use-connection';
import { SubscriptionSettings } from '@client/features/billing/components/subscription-settings';
import { ContactInboxLink } from '@client/features/contact/components/contact-inbox';
import { SettingsCards } from '@client/features/settings/components/settings-cards';
import { SettingsStatusLine } from '@client/features/settings/components/settings-status-line';

/** The hub's own connection dot, beside the heading (the header keeps the page's live status). */
function HubConnectionDot() {
  const { state, label } = useConnection();
  return (
    <span
      data-demo="connection-status"
      data-testid="settings-connection"
      data-state={state}
      className="flex items-center gap-2 text-sm"
    >
      <StatusDot status={dotStatusFor(state)} />
      {label}
    </span>
  );
}

export function SettingsPage() {
  return (
    <PageLayout
      title="Control Panel"
      description="Settings for your studio: advanced options, database, notifications and appearance."
      eyebrow="CH 4 · Settings"
      documentTitle="Settings"
      actions={<HubConnectionDot />}
    >
      <SettingsStatusLine />
      <SettingsCards />
      <ContactInboxLink />
      <section aria-labelledby="account-heading" className="flex flex-col gap-4">
        <h2 id="account-heading" className="text-xl font-semibold">
          Your account
        </h2>
        <SubscriptionSettings />
        <AccountSettings />
      </section>
    </PageLayout>
  );
}
