/** What the SQL guard refuses about sign-up data: reading its secrets, and copying it out of auth and storage. */
import type { Node, RangeVar } from 'libpg-query';
import { namesOf, walkTree, type NodeOf } from './sql-ast';

/** GoTrue's auth tables whose rows sign someone in: sessions, refresh and one-time tokens, factors. */
const SECRET_TABLES = new Set([
  'refresh_tokens',
  'one_time_tokens',
  'sessions',
  'mfa_amr_claims',
  'mfa_factors',
  'mfa_challenges',
  'flow_state',
  'saml_relay_states',
]);

/** Columns of auth.users that hold a password hash or a token that signs someone in. */
const SECRET_USER_COLUMNS = new Set([
  'encrypted_password',
  'confirmation_token',
  'recovery_token',
  'email_change_token_new',
  'email_change_token_current',
  'phone_change_token',
  'reauthentication_token',
]);

const SECRETS_WHY =
  "your users' password hashes, sessions and sign-in tokens; plans may not read them.";

/** Rows a plan may never copy: every auth table, and the records of stored files. */
const isProtectedRows = (schema: string | undefined, name: string | undefined) =>
  schema === 'auth' || (schema === 'storage' && name === 'objects');

/** Relations a statement reads from (targets of INSERT, UPDATE and CREATE are not wrapped as RangeVar nodes). */
function readRelations(node: Node): RangeVar[] {
  const found: RangeVar[] = [];
  walkTree(node, (key, body) => {
    if (key === 'RangeVar') found.push(body as RangeVar);
  });
  return found;
}

/** Where a statement puts what it reads: a view, a new table, or rows of a table. */
function copyTarget(key: string, body: unknown): RangeVar | undefined {
  switch (key) {
    case 'ViewStmt':
      return (body as NodeOf<'ViewStmt'>).view;
    case 'CreateTableAsStmt':
      return (body as NodeOf<'CreateTableAsStmt'>).into?.rel;
    case 'SelectStmt':
      return (body as NodeOf<'SelectStmt'>).intoClause?.rel;
    case 'InsertStmt':
      return (body as NodeOf<'InsertStmt'>).relation;
    case 'UpdateStmt':
      return (body as NodeOf<'UpdateStmt'>).relation;
    default:
      return undefined;
  }
}

const qualified = (rv: RangeVar) => `${rv.schemaname ?? 'public'}.${rv.relname ?? ''}`;

/** Why a statement reads secrets of sign-in: a secret table, a secret column, or every column of auth.users. */
function secretsReason(node: Node, reads: RangeVar[]): string | undefined {
  const secretTable = reads.find(
    (rv) => rv.schemaname === 'auth' && SECRET_TABLES.has(rv.relname ?? ''),
  );
  if (secretTable) return `reads ${qualified(secretTable)}, which holds ${SECRETS_WHY}`;
  const users = reads.filter((rv) => rv.schemaname === 'auth' && rv.relname === 'users');
  if (users.length === 0) return undefined;
  // auth.users goes by its alias, or its own name, in whole-row references such as to_jsonb(u).
  const rowNames = new Set(users.map((rv) => rv.alias?.aliasname ?? 'users'));
  let reason: string | undefined;
  walkTree(node, (key, body) => {
    if (reason) return;
    if (key === 'String' && SECRET_USER_COLUMNS.has((body as { sval?: string }).sval ?? '')) {
      reason = `reads ${(body as { sval: string }).sval} of auth.users, one of ${SECRETS_WHY}`;
    } else if (key === 'ColumnRef') {
      const fields = (body as NodeOf<'ColumnRef'>).fields ?? [];
      const names = namesOf(fields);
      const wholeRow = names.length === 1 && fields.length === 1 && rowNames.has(names[0] ?? '');
      if (wholeRow || fields.some((f) => 'A_Star' in f)) {
        reason = `reads every column of auth.users, which include ${SECRETS_WHY} Name the columns you need, such as id and email.`;
      }
    }
  });
  return reason;
}

/**
 * Why a statement copies sign-up data or stored files' records somewhere the project's API could
 * serve them: a view, a table, rows put into a table, or (inside a function) anything it reads.
 */
function copyReason(node: Node, reads: RangeVar[], inFunction: boolean): string | undefined {
  const source = reads.find((rv) => isProtectedRows(rv.schemaname, rv.relname));
  if (!source) return undefined;
  // A function's body, written inline (BEGIN ATOMIC, RETURN) or as text, runs for whoever calls it.
  if (inFunction || 'CreateFunctionStmt' in node) {
    return `reads ${qualified(source)}; a function hands what it reads to whoever calls it, a view in public included, so functions may not read auth tables or storage.objects.`;
  }
  let target: RangeVar | undefined;
  walkTree(node, (key, body) => {
    target ??= copyTarget(key, body);
  });
  if (!target) return undefined;
  return `copies rows of ${qualified(source)} into ${qualified(target)}; a copy or a view does not keep their protection, so your app's visitors could read them. Plans may not copy sign-up data or stored files' records out of auth and storage.`;
}

/** Why a statement (at the top level, or in a function body) may not touch sign-up data as it does. */
export function signUpDataReason(node: Node, inFunction: boolean): string | undefined {
  const reads = readRelations(node);
  return secretsReason(node, reads) ?? copyReason(node, reads, inFunction);
}

/** The same for a PL/pgSQL expression, read word by word: any auth table or storage.objects. */
export function expressionSignUpDataReason(words: readonly string[]): string | undefined {
  for (const [i, word] of words.entries()) {
    const name = words[i + 2] ?? '';
    if (words[i + 1] === '.' && words[i + 3] !== '(' && isProtectedRows(word, name)) {
      return `reads ${word}.${name} in an expression; functions may not read auth tables or storage.objects.`;
    }
  }
  return undefined;
}
