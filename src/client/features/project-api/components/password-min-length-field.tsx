import { useId, useState, type FormEvent } from 'react';
import {
  PASSWORD_MIN_LENGTH_HIGHEST,
  PASSWORD_MIN_LENGTH_LOWEST,
} from '@shared/contracts/project-auth';
import { Button } from '@client/components/ui/button';
import { Input } from '@client/components/ui/input';
import { Label } from '@client/components/ui/label';

const RANGE_ERROR = `Choose a whole number from ${PASSWORD_MIN_LENGTH_LOWEST} to ${PASSWORD_MIN_LENGTH_HIGHEST}.`;

/** The typed value as a length, or the plain reason it cannot be one. */
function readLength(text: string): { length: number } | { error: string } {
  const trimmed = text.trim();
  if (!trimmed) return { error: `Type a number of characters. ${RANGE_ERROR}` };
  const length = Number(trimmed);
  if (
    !/^\d+$/.test(trimmed) ||
    length < PASSWORD_MIN_LENGTH_LOWEST ||
    length > PASSWORD_MIN_LENGTH_HIGHEST
  )
    return { error: RANGE_ERROR };
  return { length };
}

/**
 * The shortest password the app's users may choose (GoTrue's PASSWORD_MIN_LENGTH): the same
 * setting chat changes ("make passwords at least 10 characters"), saved with its own button.
 */
export function PasswordMinLengthField({
  value,
  canChange,
  saving,
  readOnlyId,
  onSave,
}: {
  /** The saved length. */
  value: number;
  canChange: boolean;
  saving: boolean;
  readOnlyId: string;
  onSave: (length: number) => void;
}) {
  const inputId = useId();
  const hintId = useId();
  const errorId = useId();
  // What is being typed; null shows the saved value (so a save or a refresh is seen at once).
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const text = draft ?? String(value);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!canChange || saving) return;
    const read = readLength(text);
    if ('error' in read) {
      setError(read.error);
      return;
    }
    setError(null);
    setDraft(null);
    if (read.length !== value) onSave(read.length);
  };

  const describedBy = [hintId, error ? errorId : null, canChange ? null : readOnlyId]
    .filter(Boolean)
    .join(' ');

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-2">
      <Label htmlFor={inputId}>Minimum password length</Label>
      <p id={hintId} className="text-sm text-muted-foreground">
        {`The fewest characters a password can have when people sign up to your app or change their password. It can be ${PASSWORD_MIN_LENGTH_LOWEST} to ${PASSWORD_MIN_LENGTH_HIGHEST}; passwords people already have keep working.`}
      </p>
      <div className="flex items-center gap-2">
        <Input
          id={inputId}
          type="number"
          inputMode="numeric"
          min={PASSWORD_MIN_LENGTH_LOWEST}
          max={PASSWORD_MIN_LENGTH_HIGHEST}
          step={1}
          value={text}
          disabled={!canChange}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          onChange={(event) => {
            setDraft(event.target.value);
            if (error) setError(null);
          }}
          className="w-24"
        />
        <span className="text-sm text-muted-foreground" aria-hidden="true">
          characters
        </span>
        {canChange ? (
          <Button
            type="submit"
            variant="outline"
            aria-disabled={saving || undefined}
            className="ml-auto"
          >
            Save length
          </Button>
        ) : null}
      </div>
      {error ? (
        <p id={errorId} role="alert" className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </form>
  );
}
