import type { PlanStep, RowCondition } from '@shared/contracts/plan';
import type { Piece } from './pieces';
import { ident, literal, publicTable } from './sql';

/** Row changes as plan pieces: the step carries values as data, the command is for reading only. */

type RowStep = Extract<PlanStep, { kind: `data.${string}` }>;

const sqlValue = (value: unknown): string =>
  value === null || value === undefined
    ? 'null'
    : typeof value === 'number' || typeof value === 'boolean'
      ? String(value)
      : literal(String(value));

const AGO = /^(\d+ \w+) ago$/;

function conditionSql({ column, op, value }: RowCondition): string {
  const col = ident(column);
  const ago = typeof value === 'string' ? value.match(AGO) : null;
  const rhs = ago ? `now() - interval '${ago[1]}'` : sqlValue(value);
  switch (op) {
    case 'ticked':
      return `${col} is true`;
    case 'notTicked':
      return `${col} is not true`;
    case 'empty':
      return `${col} is null`;
    case 'filled':
      return `${col} is not null`;
    case 'contains':
      return `${col} ilike ${literal(`%${String(value)}%`)}`;
    case 'startsWith':
      return `${col} ilike ${literal(`${String(value)}%`)}`;
    case 'endsWith':
      return `${col} ilike ${literal(`%${String(value)}`)}`;
    case 'isNot':
      return `${col} is distinct from ${rhs}`;
    case 'lt':
      return `${col} < ${rhs}`;
    case 'le':
      return `${col} <= ${rhs}`;
    case 'gt':
      return `${col} > ${rhs}`;
    case 'ge':
      return `${col} >= ${rhs}`;
    default:
      return `${col} = ${rhs}`;
  }
}

const whereSql = (where: readonly RowCondition[]): string =>
  where.length ? ` where ${where.map(conditionSql).join(' and ')}` : '';

const setSql = (values: Record<string, unknown>): string =>
  Object.entries(values)
    .map(([column, value]) => `${ident(column)} = ${sqlValue(value)}`)
    .join(', ');

/** The statement a founder reads for a row step. */
export function readableCommand(step: RowStep): string[] {
  const table = publicTable(step.table);
  switch (step.kind) {
    case 'data.insertRows':
      return step.rows.map((row) => {
        const entries = Object.entries(row);
        return `insert into ${table} (${entries.map(([c]) => ident(c)).join(', ')}) values (${entries.map(([, v]) => sqlValue(v)).join(', ')});`;
      });
    case 'data.updateWhere': {
      const adjusted = Object.entries(step.adjust ?? {}).map(
        ([c, a]) => `${ident(c)} = ${ident(c)} ${a.op === 'add' ? '+' : '*'} ${a.by}`,
      );
      const set = [setSql(step.values), ...adjusted].filter(Boolean).join(', ');
      return [`update ${table} set ${set}${whereSql(step.where)};`];
    }
    case 'data.deleteWhere':
      return [`delete from ${table}${whereSql(step.where)};`];
    case 'data.updateRows':
      return step.rows.map(
        (row) =>
          `update ${table} set ${setSql(row.values)}${whereSql(Object.entries(row.key).map(([column, value]) => ({ column, op: 'is' as const, value: value as string })))};`,
      );
    case 'data.deleteRows':
      return step.keys.map(
        (key) =>
          `delete from ${table}${whereSql(Object.entries(key).map(([column, value]) => ({ column, op: 'is' as const, value: value as string })))};`,
      );
  }
}

export function rowPiece(
  step: RowStep,
  piece: Omit<Piece, 'service' | 'steps' | 'commands'>,
): Piece {
  return { ...piece, service: 'backend', steps: [step], commands: readableCommand(step) };
}
