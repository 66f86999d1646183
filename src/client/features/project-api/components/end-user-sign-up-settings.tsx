import { useId } from 'react';
import type { AuthSetting, ProjectAuthSettings } from '@shared/contracts/project-auth';
import { Button } from '@client/components/ui/button';
import { useProjectAuthSettingsQuery } from '@client/data/project-api/project-auth-settings-query';
import { useUpdateProjectAuthSettings } from '../hooks/use-update-project-auth-settings';
import { PasswordMinLengthField } from './password-min-length-field';

/** Each switch of the project's own app's sign-in, as the founder reads it. */
const SWITCHES: ReadonlyArray<{ setting: AuthSetting; label: string; hint: string }> = [
  {
    setting: 'emailPassword',
    label: 'Sign in with e-mail and password',
    hint: 'The way people sign up and sign in to your app. When it is off, nobody can sign up or sign in.',
  },
  {
    setting: 'signups',
    label: 'Let new people sign up',
    hint: 'When this is off, people who already have an account can still sign in, but nobody new can sign up.',
  },
  {
    setting: 'confirmEmail',
    label: 'Ask new users to confirm their e-mail',
    hint: 'When this is on, people who sign up to your app get an e-mail with a link and can sign in only after following it; when it is off, they can sign in straight away.',
  },
];

/**
 * How people sign up and in to the founder's app: the same switches chat changes ("turn off sign
 * ups"). Owners and admins change them; other members see them read-only.
 */
export function EndUserSignUpSettings({
  projectId,
  canChange,
}: {
  projectId: string;
  /** Owners and admins (the server's `manageSettings`); everyone else sees the value only. */
  canChange: boolean;
}) {
  const query = useProjectAuthSettingsQuery(projectId);
  const save = useUpdateProjectAuthSettings(projectId);
  const titleId = useId();
  const readOnlyId = useId();

  return (
    <section
      aria-labelledby={titleId}
      data-testid="end-user-sign-up"
      className="flex min-w-0 flex-col gap-3 rounded-xl border bg-card p-4 text-card-foreground sm:p-5"
    >
      <h2 id={titleId} className="font-semibold">
        Signing up to your app
      </h2>
      {query.isPending ? (
        <p className="text-sm" role="status">
          Getting your app’s sign-up setting…
        </p>
      ) : query.isError ? (
        <div role="alert" className="flex flex-col items-start gap-2">
          <p className="text-sm">
            {`Your app’s sign-up setting could not be loaded: ${query.error.message}`}
          </p>
          <Button variant="outline" onClick={() => void query.refetch()}>
            Try again
          </Button>
        </div>
      ) : (
        <div className="flex flex-col gap-4">
          {SWITCHES.map((item) => (
            <SettingSwitch
              key={item.setting}
              {...item}
              settings={query.data}
              canChange={canChange}
              saving={save.isPending}
              readOnlyId={readOnlyId}
              onChange={(enabled) => {
                if (save.isPending) return;
                save.mutate({ [item.setting]: enabled });
              }}
            />
          ))}
          <PasswordMinLengthField
            value={query.data.passwordMinLength}
            canChange={canChange}
            saving={save.isPending}
            readOnlyId={readOnlyId}
            onSave={(passwordMinLength) => save.mutate({ passwordMinLength })}
          />
          {save.isPending ? (
            <p className="text-sm text-muted-foreground" role="status">
              Saving…
            </p>
          ) : null}
          {save.isError ? (
            <p role="alert" className="text-sm text-destructive">
              {`The change was not saved, so the setting is as it was: ${save.error.message}`}
            </p>
          ) : null}
          {!canChange ? (
            <p id={readOnlyId} className="text-sm text-muted-foreground">
              Only the project’s owner and admins can change this.
            </p>
          ) : null}
        </div>
      )}
    </section>
  );
}

function SettingSwitch({
  setting,
  label,
  hint,
  settings,
  canChange,
  saving,
  readOnlyId,
  onChange,
}: {
  setting: AuthSetting;
  label: string;
  hint: string;
  settings: ProjectAuthSettings;
  canChange: boolean;
  saving: boolean;
  readOnlyId: string;
  onChange: (enabled: boolean) => void;
}) {
  const switchId = useId();
  const hintId = useId();
  return (
    <div className="flex items-start justify-between gap-4">
      <div className="flex min-w-0 flex-col gap-1">
        <label htmlFor={switchId} className="text-sm font-medium">
          {label}
        </label>
        <p id={hintId} className="text-sm text-muted-foreground">
          {hint}
        </p>
      </div>
      <input
        id={switchId}
        type="checkbox"
        role="switch"
        data-setting={setting}
        checked={settings[setting]}
        disabled={!canChange}
        // While saving it stays focusable (disabling would drop keyboard focus) but ignores changes.
        aria-disabled={saving || undefined}
        aria-busy={saving || undefined}
        aria-describedby={canChange ? hintId : `${hintId} ${readOnlyId}`}
        onChange={(event) => onChange(event.target.checked)}
        className="mt-0.5 size-5 shrink-0 accent-primary disabled:cursor-not-allowed disabled:opacity-60 aria-disabled:cursor-progress"
      />
    </div>
  );
}
