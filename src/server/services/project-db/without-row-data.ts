import type { PgErrorFields } from './pg-error-words';

/** Classes whose messages quote the values involved: data exceptions, integrity violations. */
const QUOTES_VALUES = /^(22|23)/;

/**
 * A Postgres error from a database we do not run, stripped of anything that can carry row data:
 * the detail ("Key (email)=(…)", "Failing row contains (…)"), quoted values and raised texts.
 * Object names stay, so the founder can still tell which table or column is at fault.
 */
export function withoutRowData(fields: PgErrorFields): PgErrorFields {
  const code = fields.code ?? '';
  let message = fields.message;
  if (QUOTES_VALUES.test(code))
    message = message.replace(/: ".*"$/s, '').replace(/value "[^"]*"/g, 'a value');
  if (code.startsWith('P0')) message = 'a function or trigger in the database raised an error';
  return {
    ...fields,
    message,
    // Dependency lists name objects, not rows; every other detail may quote a row.
    detail: code === '2BP01' ? fields.detail : undefined,
  };
}
