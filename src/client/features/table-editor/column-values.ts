import type { PlanStep } from '@shared/contracts/plan';
import type { TableColumn } from '@shared/contracts/table-data';

/** What a cell shows: NULL for no value, JSON for objects and lists, the text for the rest. */
export function cellText(value: unknown): string {
  if (value === null || value === undefined) return 'NULL';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** A value as an editable field's text ('' for no value). */
export const fieldText = (value: unknown): string =>
  value === null || value === undefined ? '' : cellText(value);

const isJson = (type: string) => type === 'json' || type === 'jsonb';
const isList = (type: string) => type.endsWith('[]');

/** What to type into a column, in plain words. */
export function typeHint(type: string): string {
  if (isList(type)) return 'a list, written like ["first", "second"]';
  if (isJson(type)) return 'JSON, written like {"key": "value"}';
  if (/^(smallint|integer|bigint)$/.test(type)) return 'a whole number';
  if (/^(numeric|real|double precision|money)/.test(type)) return 'a number';
  if (type === 'boolean') return 'true or false';
  if (type === 'uuid') return 'an id like 123e4567-e89b-12d3-a456-426614174000';
  if (type.startsWith('timestamp')) return 'a date and time, like 2026-01-31 14:30';
  if (type === 'date') return 'a date, like 2026-01-31';
  if (type.startsWith('time')) return 'a time, like 14:30';
  return 'text';
}

export type Parsed = { ok: true; value: unknown } | { ok: false; error: string };

/**
 * A field's text as the value sent: JSON columns and lists are parsed, the rest is sent as text
 * and the database reads it as the column's type (and says so when it cannot).
 */
export function parseField(column: Pick<TableColumn, 'type'>, text: string): Parsed {
  const json = isJson(column.type) || (isList(column.type) && text.trim().startsWith('['));
  if (!json) return { ok: true, value: text };
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return {
      ok: false,
      error: isList(column.type)
        ? 'Write the list as JSON, like ["first", "second"].'
        : 'Write valid JSON, like {"key": "value"}.',
    };
  }
}

/** The values of the primary-key columns, which find a row to change or delete. */
export const rowKey = (columns: readonly TableColumn[], row: Record<string, unknown>) =>
  Object.fromEntries(columns.filter((c) => c.primaryKey).map((c) => [c.name, row[c.name]]));

/** A row's key in words, for labels: "id 7" or "org_id 1, id 7". */
export const keyWords = (key: Record<string, unknown>) =>
  Object.entries(key)
    .map(([name, value]) => `${name} ${cellText(value)}`)
    .join(', ');

/** How many rows a planned delete names. */
export const rowsToDelete = (steps: readonly PlanStep[]) =>
  steps.reduce((sum, step) => sum + (step.kind === 'data.deleteRows' ? step.keys.length : 0), 0);
