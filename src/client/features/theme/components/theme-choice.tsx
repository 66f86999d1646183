import { Monitor, Moon, Sun, type LucideIcon } from 'lucide-react';
import { cn } from '@client/lib/utils';
import { useTheme } from '../hooks/use-theme';
import type { ThemePreference } from '../theme-storage';

const CHOICES: { value: ThemePreference; label: string; hint: string; icon: LucideIcon }[] = [
  { value: 'light', label: 'Light', hint: 'Dark text on a light background.', icon: Sun },
  { value: 'dark', label: 'Dark', hint: 'Light text on a dark background.', icon: Moon },
  {
    value: 'system',
    label: 'System',
    hint: "Follows your computer's setting, and changes when it does.",
    icon: Monitor,
  },
];

/** Light, Dark or System, as a radio group; the choice applies at once and is kept in this browser. */
export function ThemeChoice() {
  const { preference, theme, setPreference } = useTheme();
  return (
    <fieldset className="flex flex-col gap-3" data-testid="theme-choice">
      <legend className="mb-2 text-lg font-semibold">Theme</legend>
      <div className="grid gap-3 sm:grid-cols-3">
        {CHOICES.map(({ value, label, hint, icon: Icon }) => (
          <label
            key={value}
            className={cn(
              'flex cursor-pointer items-start gap-3 rounded-xl border bg-card p-4 text-card-foreground shadow-sm hover:bg-accent/40 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring',
              preference === value && 'border-primary ring-1 ring-primary',
            )}
          >
            <input
              type="radio"
              name="theme"
              value={value}
              checked={preference === value}
              onChange={() => setPreference(value)}
              aria-labelledby={`theme-${value}-label`}
              aria-describedby={`theme-${value}-hint`}
              className="mt-1 size-4 accent-primary"
            />
            <span className="flex flex-col gap-1">
              <span id={`theme-${value}-label`} className="flex items-center gap-2 font-medium">
                <Icon aria-hidden="true" className="size-4" />
                {label}
              </span>
              <span id={`theme-${value}-hint`} className="text-sm text-muted-foreground">
                {hint}
              </span>
            </span>
          </label>
        ))}
      </div>
      <p className="text-sm text-muted-foreground" role="status" data-testid="theme-in-use">
        Showing the {theme} theme{preference === 'system' ? ', as your computer prefers' : ''}.
      </p>
    </fieldset>
  );
}
