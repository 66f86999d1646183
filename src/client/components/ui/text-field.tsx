import type { ComponentProps } from 'react';
import { cn } from '@client/lib/utils';
import { Input } from './input';
import { Label } from './label';

export type TextFieldProps = ComponentProps<'input'> & {
  id: string;
  label: string;
  /** Shown under the input and linked to it for screen readers. */
  error?: string;
};

/** A labelled input with its validation message (react-hook-form's `register` spreads onto it). */
export function TextField({ id, label, error, className, ...props }: TextFieldProps) {
  const errorId = `${id}-error`;
  return (
    <div className={cn('grid gap-2', className)}>
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        {...props}
      />
      {error ? (
        <p id={errorId} className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}
