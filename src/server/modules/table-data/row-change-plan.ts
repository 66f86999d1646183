import type { PlanDraft } from '@shared/contracts/plan';
import type { RowChangeBody } from '@shared/contracts/table-data';
import { qualifiedName, quoteIdent, quoteLiteral } from '../../services/project-db/sql-ident';

/** A value as SQL text, for the plan's readable commands only: the steps carry values as data. */
function literal(value: unknown): string {
  if (value === null || value === undefined) return 'NULL';
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return quoteLiteral(typeof value === 'string' ? value : JSON.stringify(value));
}

const where = (key: Record<string, unknown>) =>
  Object.entries(key)
    .map(([column, value]) => `${quoteIdent(column)} = ${literal(value)}`)
    .join(' AND ');

const rowsWord = (n: number) => `${n} ${n === 1 ? 'row' : 'rows'}`;

/** The plan for one change made in the Data view (needs the SQL parser loaded, for quoting). */
export function rowChangeDraft(table: string, body: RowChangeBody): PlanDraft {
  const from = qualifiedName(['public', table]);
  const base: Pick<PlanDraft, 'service' | 'type' | 'risk' | 'riskReasons' | 'warnings' | 'source'> =
    {
      service: 'backend',
      type: 'data',
      risk: 'low',
      riskReasons: [],
      warnings: [],
      source: 'deterministic',
    };
  if ('insert' in body) {
    const entries = Object.entries(body.insert.values);
    const command =
      entries.length === 0
        ? `INSERT INTO ${from} DEFAULT VALUES;`
        : `INSERT INTO ${from} (${entries.map(([c]) => quoteIdent(c)).join(', ')}) VALUES (${entries.map(([, v]) => literal(v)).join(', ')});`;
    return {
      ...base,
      instruction: `Add a row to ${table}`,
      explanation: `Adds one row to ${table} with the values you entered. Columns you left out get their default value.`,
      commands: [command],
      steps: [{ kind: 'data.insertRows', table, rows: [body.insert.values] }],
    };
  }
  if ('update' in body) {
    const { key, values } = body.update;
    const set = Object.entries(values)
      .map(([column, value]) => `${quoteIdent(column)} = ${literal(value)}`)
      .join(', ');
    return {
      ...base,
      instruction: `Change a row in ${table}`,
      explanation: `Changes ${Object.keys(values).join(', ')} in the row of ${table} where ${where(key)}. The previous values are kept, so you can undo it.`,
      commands: [`UPDATE ${from} SET ${set} WHERE ${where(key)};`],
      steps: [{ kind: 'data.updateRows', table, rows: [{ key, values }] }],
    };
  }
  const { keys } = body.delete;
  return {
    ...base,
    instruction: `Delete ${rowsWord(keys.length)} from ${table}`,
    explanation: `Deletes the ${rowsWord(keys.length)} you chose from ${table}. The deleted rows are kept with this change, so you can undo it from Activity.`,
    commands: keys.map((key) => `DELETE FROM ${from} WHERE ${where(key)};`),
    steps: [{ kind: 'data.deleteRows', table, keys }],
  };
}
