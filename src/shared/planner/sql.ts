/** Writing SQL text safely: identifiers quoted only when Postgres needs it, literals escaped. */

/**
 * PostgreSQL 17 keywords that cannot stand bare as a column or table name where we use one
 * (reserved and type/function-name keywords; appendix C of the manual). Column-name keywords
 * such as `time` or `position` parse bare in every statement we write, so they stay unquoted.
 */
const KEYWORDS_NEEDING_QUOTES = new Set(
  (
    'all analyse analyze and any array as asc asymmetric both case cast check collate column ' +
    'constraint create current_catalog current_date current_role current_time current_timestamp ' +
    'current_user default deferrable desc distinct do else end except false fetch for foreign from ' +
    'grant group having in initially intersect into lateral leading limit localtime localtimestamp ' +
    'not null offset on only or order placing primary references returning select session_user ' +
    'some symmetric system_user table then to trailing true union unique user using variadic when ' +
    'where window with authorization binary collation concurrently cross current_schema freeze ' +
    'full ilike inner is isnull join left like natural notnull outer overlaps right similar ' +
    'tablesample verbose'
  ).split(' '),
);

/** Columns every Postgres table already has; a user column cannot take these names. */
export const SYSTEM_COLUMNS = new Set(['tableoid', 'xmin', 'xmax', 'cmin', 'cmax', 'ctid', 'oid']);

/** An identifier as Postgres wants it: bare when it is a plain lower-case name, else quoted. */
export function ident(name: string): string {
  if (/^[a-z_][a-z0-9_$]*$/.test(name) && !KEYWORDS_NEEDING_QUOTES.has(name)) return name;
  return `"${name.replace(/"/g, '""')}"`;
}

/** A table in the public schema ("public.tasks", `public."order"`). */
export const publicTable = (name: string): string => `public.${ident(name)}`;

/** A string literal with quotes doubled ("it's" → 'it''s'). */
export const literal = (value: string): string => `'${value.replace(/'/g, "''")}'`;

/** A name for a constraint or index, kept under Postgres's 63-byte limit. */
export function constraintName(table: string, columns: readonly string[], suffix: string): string {
  const base = `${table}_${columns.join('_')}`;
  const room = 63 - suffix.length - 1;
  return `${base.length > room ? base.slice(0, room).replace(/_+$/, '') : base}_${suffix}`;
}
