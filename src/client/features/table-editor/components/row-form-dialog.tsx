import { useState, type FormEvent } from 'react';
import type { TableColumn, TableRowsResponse } from '@shared/contracts/table-data';
import { Button } from '@client/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@client/components/ui/dialog';
import { Input } from '@client/components/ui/input';
import { Label } from '@client/components/ui/label';
import { NativeSelect } from '@client/components/ui/native-select';
import { fieldText, parseField, typeHint } from '../column-values';

export interface RowFormProps {
  table: string;
  columns: TableColumn[];
  /** The app users an owner column can name. */
  owners?: TableRowsResponse['owners'];
  /** The row being edited; absent to add a new one. */
  row?: Record<string, unknown>;
  onOpenChange: (open: boolean) => void;
  /** Sends the values (only those given, or changed when editing); rejects with the reason. */
  onSubmit: (values: Record<string, unknown>) => Promise<void>;
}

const fieldId = (index: number) => `row-field-${index}`;

/** One labelled input per column the founder may fill in, with what each expects. */
export function RowFormDialog({
  table,
  columns,
  owners = [],
  row,
  onOpenChange,
  onSubmit,
}: RowFormProps) {
  const editable = columns.filter((c) => !c.readOnly);
  const initial = Object.fromEntries(editable.map((c) => [c.name, fieldText(row?.[c.name])]));
  const [texts, setTexts] = useState<Record<string, string>>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const values: Record<string, unknown> = {};
    const found: Record<string, string> = {};
    for (const column of editable) {
      const text = texts[column.name] ?? '';
      if (row ? text === initial[column.name] : text === '') continue;
      // A cleared field is no value when the column allows none, else empty text.
      if (text === '' && column.nullable) {
        values[column.name] = null;
        continue;
      }
      const parsed = parseField(column, text);
      if (parsed.ok) values[column.name] = parsed.value;
      else found[column.name] = parsed.error;
    }
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    if (row && Object.keys(values).length === 0) {
      setFailure('Nothing was changed.');
      return;
    }
    setSaving(true);
    setFailure(null);
    try {
      await onSubmit(values);
      onOpenChange(false);
    } catch (error) {
      setFailure(error instanceof Error ? error.message : 'The change failed.');
    } finally {
      setSaving(false);
    }
  }

  const title = row ? `Edit a row of ${table}` : `Add a row to ${table}`;
  return (
    <Dialog open onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto" data-testid="row-form">
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>
            {row
              ? 'Change the values you want; the others stay as they are. You can undo it afterwards.'
              : 'Fields you leave empty get their default value, or no value.'}
          </DialogDescription>
        </DialogHeader>
        <form id="row-form" className="grid gap-4" onSubmit={(e) => void submit(e)} noValidate>
          {editable.map((column, index) => {
            const id = fieldId(index);
            const hintId = `${id}-hint`;
            const error = errors[column.name];
            // From the studio nobody is signed in to the app, so an owner is picked, not defaulted.
            const hint = [
              column.owner ? 'the app user this row belongs to' : typeHint(column.type),
              column.default && !row && !column.owner ? `empty uses ${column.default}` : null,
              column.nullable ? null : 'required',
            ]
              .filter(Boolean)
              .join(' · ');
            const common = {
              id,
              value: texts[column.name] ?? '',
              'aria-describedby': error ? `${hintId} ${id}-error` : hintId,
              'aria-invalid': error ? true : undefined,
            } as const;
            return (
              <div key={column.name} className="grid gap-1.5">
                <Label htmlFor={id}>{column.name}</Label>
                {column.owner ? (
                  <NativeSelect
                    {...common}
                    onChange={(e) => setTexts({ ...texts, [column.name]: e.target.value })}
                  >
                    <option value="">{row ? 'No owner' : 'Nobody yet'}</option>
                    {owners.map((user) => (
                      <option key={user.id} value={user.id}>
                        {user.email ?? user.id}
                      </option>
                    ))}
                  </NativeSelect>
                ) : column.type === 'boolean' ? (
                  <NativeSelect
                    {...common}
                    onChange={(e) => setTexts({ ...texts, [column.name]: e.target.value })}
                  >
                    <option value="">{row ? 'No value' : 'Default'}</option>
                    <option value="true">true</option>
                    <option value="false">false</option>
                  </NativeSelect>
                ) : (
                  <Input
                    {...common}
                    onChange={(e) => setTexts({ ...texts, [column.name]: e.target.value })}
                  />
                )}
                <p id={hintId} className="text-xs text-muted-foreground">
                  {column.type} — {hint}
                </p>
                {error ? (
                  <p id={`${id}-error`} className="text-sm text-destructive">
                    {error}
                  </p>
                ) : null}
              </div>
            );
          })}
          {failure ? (
            <p role="alert" className="text-sm text-destructive">
              {failure}
            </p>
          ) : null}
        </form>
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button type="submit" form="row-form" disabled={saving}>
            {saving ? 'Saving…' : row ? 'Save changes' : 'Add row'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
