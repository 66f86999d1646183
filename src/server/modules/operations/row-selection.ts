import {
  isRowSelection,
  type Clarification,
  type PlanDraft,
  type PlanStep,
  type RowCondition,
  type RowSelectionStep,
} from '@shared/contracts/plan';
import { AppError } from '../../lib/errors';
import type { ProjectDatabase } from '../../services/project-db';
import { qualifiedName, quoteIdent, quoteLiteral } from '../../services/project-db/sql-ident';
import { ensureSqlParser } from '../../services/project-db/sql-parser';
import {
  primaryKeyOf,
  publicTableColumns,
  type CatalogColumn,
} from '../../services/project-db/table-catalog';

/**
 * Rows a plan picks by what the founder said ("the tasks that are done") become the keys of the
 * rows found now, so the stored plan is an ordinary keyed row change that undo can reverse
 * (docs/decisions/030-row-plans-and-questions.md). The search runs and is rolled back.
 */

/** The most rows one instruction may change: undo keeps them all. */
export const MAX_SELECTED = 5000;
/** The data steps' own limit per step. */
const PER_STEP = 500;
const AGO = /^(\d+) (minute|hour|day|week|month|year)s ago$/;
const TEXT = /^(?:text|character varying|character|citext|varchar)/;

const rowsWord = (n: number) => `${n} ${n === 1 ? 'row' : 'rows'}`;

interface Found {
  keys: Record<string, unknown>[];
  rows: Record<string, unknown>[];
  total: number;
  key: CatalogColumn[];
  columns: CatalogColumn[];
}

/** The SQL test for one condition; values travel as parameters typed by the table itself. */
function test(
  table: string,
  columns: CatalogColumn[],
  c: RowCondition,
  param: (value: unknown) => string,
  from: string[],
  words = false,
): string {
  const column = columns.find((x) => x.name === c.column);
  if (!column)
    throw new AppError(422, 'not_understood', `The table has no column called "${c.column}".`);
  const col = `t.${quoteIdent(c.column)}`;
  const text = TEXT.test(column.type);
  const typed = () => {
    const alias = `c${from.length}`;
    from.push(
      `jsonb_populate_record(null::${table}, ${param(JSON.stringify({ [c.column]: c.value }))}::jsonb) as ${alias}`,
    );
    return `${alias}.${quoteIdent(c.column)}`;
  };
  const pattern = (p: string) => param(p.replace(/[%_\\]/g, '\\$&'));
  const value = String(c.value ?? '');
  switch (c.op) {
    case 'ticked':
      return `${col} is true`;
    case 'notTicked':
      return `${col} is not true`;
    case 'empty':
      return text ? `(${col} is null or ${col} = '')` : `${col} is null`;
    case 'filled':
      return text ? `(${col} is not null and ${col} <> '')` : `${col} is not null`;
    case 'contains':
      return `${col}::text ilike '%' || ${pattern(value)} || '%'`;
    case 'startsWith':
      return `${col}::text ilike ${pattern(value)} || '%'`;
    case 'endsWith':
      return `${col}::text ilike '%' || ${pattern(value)}`;
    case 'is':
      // "Grace" finds "Grace Murray" once no row is exactly "Grace": every word said is a word of the cell.
      if (text && words) {
        const cell = `(' ' || regexp_replace(lower(${col}), '[^[:alnum:]@.]+', ' ', 'g') || ' ')`;
        const said = value
          .toLowerCase()
          .replace(/[^\p{L}\p{N}@.]+/gu, ' ')
          .trim();
        // "anns city": a possessive written without its apostrophe names Ann.
        const bare = said.replace(/s$/, '');
        const like = (w: string) => `${cell} like ('% ' || ${pattern(w)} || ' %')`;
        return bare !== said && bare ? `(${like(said)} or ${like(bare)})` : like(said);
      }
      // Founders name rows as they remember them: "buy milk" finds "Buy milk".
      return text ? `lower(${col}) = lower(${typed()})` : `${col} = ${typed()}`;
    case 'isNot':
      return text
        ? `lower(${col}) is distinct from lower(${typed()})`
        : `${col} is distinct from ${typed()}`;
    default: {
      const op = { lt: '<', le: '<=', gt: '>', ge: '>=' }[c.op];
      const ago = value.match(AGO);
      const rhs = ago ? `now() - ${param(`${ago[1]} ${ago[2]}s`)}::interval` : typed();
      return `${col} ${op} ${rhs}`;
    }
  }
}

async function find(db: ProjectDatabase, step: RowSelectionStep, words = false): Promise<Found> {
  await ensureSqlParser();
  const columns = await publicTableColumns(db, step.table).catch(() => {
    throw new AppError(
      422,
      'not_understood',
      `There is no table called "${step.table}" in this project's database.`,
    );
  });
  const key = primaryKeyOf(columns);
  if (key.length === 0)
    throw new AppError(
      422,
      'not_understood',
      `Rows of ${step.table} cannot be picked one by one: the table has no primary key to find them by.`,
    );
  const table = qualifiedName(['public', step.table]);
  const params: unknown[] = [];
  const param = (value: unknown) => (params.push(value), `$${params.length}`);
  const from = [`${table} as t`];
  const tests = step.where.map((c) => test(table, columns, c, param, from, words));
  // Exact numbers (bigint, numeric) travel as text, which the row change reads back exactly.
  const keyJson = `jsonb_build_object(${key
    .map((k) => `${quoteLiteral(k.name)}, t.${quoteIdent(k.name)}${k.exactAsText ? '::text' : ''}`)
    .join(', ')})::text`;
  const sql = `select ${keyJson} as key, to_jsonb(t.*)::text as row, count(*) over () as total
    from ${from.join(', ')}${tests.length ? ` where ${tests.join(' and ')}` : ''}
    order by ${key.map((k) => `t.${quoteIdent(k.name)}`).join(', ')} limit ${MAX_SELECTED + 1}`;
  const [result] = await db.runInTransaction([{ sql, params }], { finish: 'rollback' });
  const found = (result?.rows ?? []) as { key: string; row: string; total: string | number }[];
  return {
    keys: found.map((r) => JSON.parse(r.key) as Record<string, unknown>),
    rows: found.map((r) => JSON.parse(r.row) as Record<string, unknown>),
    total: Number(found[0]?.total ?? 0),
    key,
    columns,
  };
}

const INTEGER = /^(?:smallint|integer|bigint)$/;
const decimals = (n: number) => (String(n).split('.')[1] ?? '').length;

/**
 * One row's new numbers from its old ones: whole-number columns stay whole, an addition keeps the
 * decimals said, and a percentage is rounded to cents ("raise prices by 10%": 9.99 becomes 10.99).
 */
function adjusted(
  step: RowSelectionStep,
  row: Record<string, unknown>,
  columns: CatalogColumn[],
): Record<string, unknown> {
  if (step.kind !== 'data.updateWhere' || !step.adjust) return {};
  const values: Record<string, unknown> = {};
  for (const [name, { op, by }] of Object.entries(step.adjust)) {
    const old = row[name] === null || row[name] === undefined ? null : Number(row[name]);
    if (old === null && op === 'multiply') continue;
    const raw = op === 'add' ? (old ?? 0) + by : (old ?? 0) * by;
    const whole = INTEGER.test(columns.find((c) => c.name === name)?.type ?? '');
    const places = op === 'add' ? Math.max(decimals(old ?? 0), decimals(by)) : 2;
    values[name] = whole ? Math.round(raw) : Number(raw.toFixed(places));
  }
  return values;
}

const spoken = (value: unknown) =>
  typeof value === 'string' ? `'${value.replace(/'/g, "''")}'` : String(value);

const WORDS: Record<RowCondition['op'], string> = {
  is: 'is',
  isNot: 'is not',
  lt: 'is less than',
  le: '<=',
  gt: 'is more than',
  ge: '>=',
  contains: 'contains',
  startsWith: 'starts with',
  endsWith: 'ends with',
  empty: 'is empty',
  filled: 'is not empty',
  ticked: 'is true',
  notTicked: 'is not true',
};
const conditionWords = (where: readonly RowCondition[]) =>
  where
    .map((c) => `${c.column} ${WORDS[c.op]}${c.value === undefined ? '' : ` ${spoken(c.value)}`}`)
    .join(' and ');

/** The instruction that does the step's change to the rows a condition picks. */
const redo = (step: RowSelectionStep, where: string): string => {
  if (step.kind === 'data.deleteWhere') return `delete ${step.table} where ${where}`;
  const set = [
    ...Object.entries(step.values).map(([c, v]) => `${c} to ${spoken(v)}`),
    ...Object.entries(step.adjust ?? {}).map(
      ([c, a]) => `${c} to ${c} ${a.op === 'add' ? '+' : '*'} ${a.by}`,
    ),
  ].join(', ');
  return `update ${step.table} set ${set}${where ? ` where ${where}` : ''}`;
};

/** "which one?" when a founder named one row and several match: each row, or all of them. */
function whichOne(step: RowSelectionStep, found: Found): Clarification {
  const single = found.key.length === 1 ? found.key[0] : undefined;
  const rows = single
    ? found.rows.slice(0, 4).map((row) => {
        const id = row[single.name];
        const extra = Object.entries(row)
          .filter(([c, v]) => c !== single.name && v !== null && typeof v !== 'object')
          .slice(0, 2)
          .map(([c, v]) => `${c} ${String(v)}`)
          .join(', ');
        return {
          label: `The one with ${single.name} ${String(id)}${extra ? ` (${extra})` : ''}`,
          instruction: redo(step, `${single.name} is ${spoken(id)}`),
        };
      })
    : [];
  const matching = step.where.length ? ` match ${conditionWords(step.where)}` : '';
  return {
    question: `${found.total} rows of ${step.table}${matching}. Which one do you mean?`,
    choices: [
      ...rows,
      {
        label: `All ${found.total} of them`,
        instruction: redo(step, conditionWords(step.where)),
      },
    ],
  };
}

/** Rows that are there, offered when the one named is not: the same change to each of them. */
async function rowsThere(
  db: ProjectDatabase,
  step: RowSelectionStep,
): Promise<{ label: string; instruction: string }[]> {
  const named = step.where.find((c) => c.op === 'is' && typeof c.value === 'string');
  if (!named) return [];
  const column = quoteIdent(named.column);
  const [result] = await db.runInTransaction(
    [
      {
        sql: `select distinct ${column}::text as v from ${qualifiedName(['public', step.table])} where ${column} is not null order by 1 limit 4`,
        params: [],
      },
    ],
    { finish: 'rollback' },
  );
  return ((result?.rows ?? []) as { v: string }[]).map(({ v }) => ({
    label: v,
    instruction: redo(
      step,
      conditionWords(step.where.map((c) => (c === named ? { ...c, value: v } : c))),
    ),
  }));
}

/** What a founder may have meant when no row matched and no row was named: never a dead end. */
function otherWays(step: RowSelectionStep): { label: string; instruction: string }[] {
  return step.where.length
    ? [{ label: `Show the rows of ${step.table}`, instruction: `show all ${step.table}` }]
    : [];
}

const chunks = <T>(items: T[]): T[][] =>
  Array.from({ length: Math.ceil(items.length / PER_STEP) }, (_, i) =>
    items.slice(i * PER_STEP, (i + 1) * PER_STEP),
  );

/**
 * The plan with every row selection replaced by keyed row changes and the count in its
 * explanation; a question when one named row matches several; a 422 when nothing matches.
 */
export async function resolveRowSelections(
  db: () => Promise<ProjectDatabase>,
  draft: PlanDraft,
): Promise<{ draft: PlanDraft } | { clarification: Clarification }> {
  if (!draft.steps.some(isRowSelection)) return { draft };
  const steps: PlanStep[] = [];
  const counted: string[] = [];
  for (const step of draft.steps) {
    if (!isRowSelection(step)) {
      steps.push(step);
      continue;
    }
    const named = step.where.some((c) => c.op === 'is' && typeof c.value === 'string');
    let found = await find(await db(), step);
    // Only a row named as one ("Grace") is looked for by its words; "city is York" never finds New York.
    if (found.total === 0 && named && step.one) found = await find(await db(), step, true);
    const which = step.where.length ? ` where ${conditionWords(step.where)}` : '';
    // "delete all rows of notes" on an empty table still plans: rows may arrive before it runs.
    if (found.total === 0 && !step.where.length && step.kind === 'data.deleteWhere') {
      steps.push({
        kind: 'sql',
        sql: `delete from ${qualifiedName(['public', step.table])}`,
        description: `Delete every row of ${step.table}`,
      });
      counted.push(`no row of ${step.table}, so nothing is deleted unless rows are added first`);
      continue;
    }
    if (found.total === 0)
      throw new AppError(
        422,
        'not_understood',
        `No row of ${step.table}${which ? ` matches${which.replace(' where', '')}` : ' exists yet'}, so there is nothing to change.`,
        {
          understood: draft.explanation,
          examples: [`Add a row to ${step.table} with …`, `Delete ${step.table} where …`],
          alternatives: named ? await rowsThere(await db(), step) : otherWays(step),
        },
      );
    if (found.total > MAX_SELECTED)
      throw new AppError(
        422,
        'not_understood',
        `That is ${rowsWord(found.total)} of ${step.table}; one change can cover at most ${MAX_SELECTED}, so that all of it can be undone. Pick fewer rows.`,
        {
          understood: draft.explanation,
          examples: [`Delete ${step.table} older than 1 year`, `Delete ${step.table} where …`],
        },
      );
    if (step.one && found.total > 1) return { clarification: whichOne(step, found) };
    if (step.kind === 'data.deleteWhere')
      for (const keys of chunks(found.keys))
        steps.push({ kind: 'data.deleteRows', table: step.table, keys });
    else {
      // A row whose number is empty has nothing to multiply: it is left as it is.
      const changes = found.keys
        .map((key, i) => ({
          key,
          values: { ...step.values, ...adjusted(step, found.rows[i] ?? {}, found.columns) },
        }))
        .filter((change) => Object.keys(change.values).length > 0);
      if (changes.length === 0)
        throw new AppError(
          422,
          'not_understood',
          `Those rows of ${step.table} have no ${Object.keys(step.adjust ?? {}).join(' or ')} yet, so there is nothing to work it out from.`,
          { understood: draft.explanation, examples: [redo(step, conditionWords(step.where))] },
        );
      for (const rows of chunks(changes))
        steps.push({ kind: 'data.updateRows', table: step.table, rows });
    }
    counted.push(`${rowsWord(found.total)} of ${step.table}`);
  }
  return {
    draft: {
      ...draft,
      steps,
      explanation: `${draft.explanation} Right now that is ${counted.join(' and ')}.`,
    },
  };
}
