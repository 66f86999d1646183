/** The fields of a Postgres error that PGlite and node-postgres both report. */
export interface PgErrorFields {
  code?: string | undefined;
  message: string;
  detail?: string | undefined;
  hint?: string | undefined;
  /** 1-based character position in the statement, for syntax errors. */
  position?: number | undefined;
  schema?: string | undefined;
  table?: string | undefined;
  column?: string | undefined;
  constraint?: string | undefined;
}

/** The error fields from whatever PGlite or node-postgres threw. */
export function pgErrorFields(error: unknown): PgErrorFields {
  const e = (error ?? {}) as Record<string, unknown>;
  const text = (key: string) => (typeof e[key] === 'string' ? (e[key] as string) : undefined);
  const position = Number(e.position);
  return {
    message: error instanceof Error ? error.message : String(error),
    code: text('code'),
    detail: text('detail'),
    hint: text('hint'),
    position: Number.isFinite(position) && position > 0 ? position : undefined,
    schema: text('schema'),
    table: text('table'),
    column: text('column'),
    constraint: text('constraint'),
  };
}

const quoted = (message: string, index = 0) =>
  [...message.matchAll(/"([^"]*)"/g)].map((m) => m[1])[index];

/** What kind of thing a CREATE statement makes, for "A table named tasks already exists." */
function objectWord(label: string | undefined): string {
  const match =
    /^CREATE (?:UNIQUE )?(INDEX|VIEW|MATERIALIZED VIEW|SEQUENCE|TYPE|SCHEMA|FUNCTION|TRIGGER|POLICY|DOMAIN|EXTENSION)/.exec(
      label ?? '',
    );
  return (match?.[1] ?? 'table').toLowerCase();
}

const article = (word: string) => (/^[aeiou]/.test(word) ? 'An' : 'A');

function lineAndColumn(sql: string, position: number): { line: number; column: number } {
  const before = sql.slice(0, Math.max(0, position - 1)).split('\n');
  return { line: before.length, column: (before.at(-1)?.length ?? 0) + 1 };
}

/** A Postgres error as a sentence a founder can act on; the statement's label and text sharpen it. */
export function pgErrorInWords(
  error: PgErrorFields,
  statement?: { label: string; sql: string },
): string {
  const m = error.message;
  switch (error.code) {
    case '42P07': {
      const word = objectWord(statement?.label);
      return `${article(word)} ${word} named ${quoted(m) ?? error.table ?? 'like that'} already exists.`;
    }
    case '42P06':
      return `A schema named ${quoted(m)} already exists.`;
    case '42710': {
      const policy = /^policy "([^"]*)" for table "([^"]*)" already exists/.exec(m);
      if (policy) return `A policy named ${policy[1]} already exists on ${policy[2]}.`;
      const trigger = /^trigger "([^"]*)" for relation "([^"]*)" already exists/.exec(m);
      if (trigger) return `A trigger named ${trigger[1]} already exists on ${trigger[2]}.`;
      return `${capitalise(m.replace(/"/g, ''))}.`;
    }
    case '42701': {
      const column = /^column "([^"]*)" of relation "([^"]*)" already exists/.exec(m);
      return column
        ? `The table ${column[2]} already has a column named ${column[1]}.`
        : `${capitalise(m.replace(/"/g, ''))}.`;
    }
    case '42703': {
      const ofRelation = /^column "([^"]*)" of relation "([^"]*)" does not exist/.exec(m);
      if (ofRelation) return `The table ${ofRelation[2]} has no column named ${ofRelation[1]}.`;
      const column = quoted(m);
      return column
        ? `There is no column named ${column.replace(/^.*\./, '')}${error.hint ? `. ${error.hint}` : '.'}`
        : `${capitalise(m)}.`;
    }
    case '42P01':
      return `There is no table named ${quoted(m) ?? error.table}.`;
    case '3F000':
      return `There is no schema named ${quoted(m)}.`;
    case '42704': {
      const what = /^(\w+) "([^"]*)"/.exec(m);
      return what ? `There is no ${what[1]} named ${what[2]}.` : `${capitalise(m)}.`;
    }
    case '42883': {
      const name = /function (\S+?)\(/.exec(m)?.[1];
      return name
        ? `There is no function ${name} that takes these arguments.`
        : `${capitalise(m.replace(/"/g, ''))}.`;
    }
    case '42601': {
      const near = /at or near "(.*)"$/.exec(m)?.[1];
      const where =
        error.position && statement
          ? ` (line ${lineAndColumn(statement.sql, error.position).line}, character ${lineAndColumn(statement.sql, error.position).column})`
          : '';
      if (near !== undefined) return `The SQL has a mistake near "${near}"${where}.`;
      if (/at end of input/.test(m)) return `The SQL stops before it is complete${where}.`;
      return `The SQL has a mistake${where}: ${m}.`;
    }
    case '23505': {
      const key = /^Key \((.*)\)=\((.*)\) already exists/.exec(error.detail ?? '');
      return key
        ? `A row with ${key[1]} ${key[2]} already exists, and ${key[1]} must be unique.`
        : `Two rows would have the same value where values must be unique${error.table ? ` in ${error.table}` : ''}.`;
    }
    case '23502': {
      const existing = /^column "([^"]*)" of relation "([^"]*)" contains null values/.exec(m);
      if (existing)
        return `Some rows of ${existing[2]} have no value in ${existing[1]}, so it cannot be made required.`;
      return `The column ${error.column ?? quoted(m)}${error.table ? ` in ${error.table}` : ''} needs a value, but a row has none.`;
    }
    case '23503':
      // A bucket with files in it: storage.objects still refers to it.
      if (/^update or delete on table "buckets"/.test(m) && error.table === 'objects')
        return 'Files are still in this bucket; delete them first, then the bucket.';
      return /is still referenced/.test(error.detail ?? '') || /^update or delete on table/.test(m)
        ? `Other rows still refer to this row${error.table ? ` (in ${error.table})` : ''}; change or remove them first.`
        : `A row refers to something that does not exist${error.detail ? `: ${error.detail.replace(/^Key /, '')}` : '.'}`;
    case '23514':
      return `A row breaks the rule ${error.constraint ?? quoted(m, 1) ?? ''}${error.table ? ` on ${error.table}` : ''}.`;
    case '22P02':
    case '42804':
    case '22007':
    case '22008':
      return `A value is not of the right type: ${m}.`;
    case '42501':
      return `The database did not allow this: ${m}.`;
    case '2BP01':
      return `Other objects depend on this one${error.detail ? ` (${error.detail.split('\n')[0]})` : ''}; remove them first.`;
    case '42P16':
    case '42P17':
    case '42830':
    case '42P10':
      return `The table definition does not work: ${m}.`;
    case '55P03':
      return 'Another change was holding the same table; try again in a moment.';
    case '40P01':
      return 'Two changes were waiting on each other; try again in a moment.';
    case '57014':
      return 'The statement was stopped because it took too long.';
    case '53100':
    case '53200':
      return 'The database ran out of space or memory for this change.';
    default:
      return `The database refused this: ${m}${error.hint ? `. ${error.hint}` : ''}.`;
  }
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
