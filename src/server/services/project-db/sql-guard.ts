import type { AlterTableType, Node, ObjectType, RangeVar, RoleSpec } from 'libpg-query';
import { parsePlPgSQLSync, scanSync } from 'libpg-query';
import {
  ALLOWED_EXTENSIONS,
  ALLOWED_LANGUAGES,
  PRIVATE_RELATIONS,
  PROJECT_ROLES,
  PROJECT_STORAGE_TABLES,
  forbiddenFunctionReason,
  isReservedSchema,
} from './guard-lists';
import {
  DYNAMIC,
  NOT_ALLOWED,
  OTHER_DATABASES,
  REFUSED,
  ROLES,
  SERVER,
  TABLESPACE,
  TRANSACTION,
} from './guard-reasons';
import {
  namesOf,
  nodeAs,
  objectNames,
  rangeVarNames,
  schemaOfNames,
  schemaOfRangeVar,
  stringOf,
  tagOf,
  walkTree,
  type NodeOf,
  type NodeTag,
} from './sql-ast';
import { expressionSignUpDataReason, signUpDataReason } from './sign-up-data';
import {
  ensureSqlParser,
  parseSqlSync,
  type ParsedStatement,
  type SqlSyntaxProblem,
} from './sql-parser';

/** One statement the guard will not let run, with the plain-English sentence shown to the user. */
export interface Refusal {
  /** 1-based statement number; 0 when the text as a whole could not be read. */
  statement: number;
  label: string;
  reason: string;
  message: string;
}

export type GuardResult =
  | { ok: true; statements: ParsedStatement[] }
  | {
      ok: false;
      statements: ParsedStatement[];
      refusals: Refusal[];
      message: string;
      syntax?: SqlSyntaxProblem;
    };

/** Longest SQL text and most statements one plan may carry. */
export const MAX_SQL_CHARS = 500_000;
export const MAX_STATEMENTS = 500;

/** What projects may do to the platform's schemas: read them, and manage bucket rows and policies. */
function reservedReason(schema: string, name?: string): string {
  const what = name ? `${schema}.${name}` : `the ${schema} schema`;
  if (schema === 'auth')
    return `changes ${what}, which sign-up and sign-in manage; projects may read it but not change it.`;
  if (schema === 'storage')
    return `changes ${what}, which file storage manages; projects may add buckets and policies but not change its structure.`;
  return `changes ${what}, which belongs to the database itself; projects may not change it.`;
}

function relationReason(rv: RangeVar | undefined): string | undefined {
  const schema = schemaOfRangeVar(rv);
  return isReservedSchema(schema) ? reservedReason(schema, rv?.relname) : undefined;
}

function namesReason(names: string[], nameParts = 1): string | undefined {
  const schema = schemaOfNames(names, nameParts);
  return isReservedSchema(schema)
    ? reservedReason(schema, names[names.length - nameParts])
    : undefined;
}

const isProjectStorageTable = (rv: RangeVar | undefined) =>
  PROJECT_STORAGE_TABLES.has(`${schemaOfRangeVar(rv)}.${rv?.relname ?? ''}`);

function rolesReason(roles: Node[] | undefined, allowPublic: boolean): string | undefined {
  for (const node of roles ?? []) {
    const role = nodeAs(node, 'RoleSpec') as RoleSpec | undefined;
    if (!role) continue;
    if (role.roletype === 'ROLESPEC_PUBLIC' && allowPublic) continue;
    if (role.roletype === 'ROLESPEC_CSTRING' && role.rolename && PROJECT_ROLES.has(role.rolename))
      continue;
    const who =
      role.roletype === 'ROLESPEC_PUBLIC'
        ? 'everyone (PUBLIC)'
        : (role.rolename ?? 'the current role');
    return `names the role ${who}; only anon, authenticated and service_role may be named.`;
  }
  return undefined;
}

/** How many trailing names belong to the object itself (a column sits below its table, a policy on one). */
function namePartsFor(type: ObjectType | undefined): number {
  switch (type) {
    case 'OBJECT_COLUMN':
    case 'OBJECT_POLICY':
    case 'OBJECT_TRIGGER':
    case 'OBJECT_TABCONSTRAINT':
    case 'OBJECT_RULE':
      return 2;
    default:
      return 1;
  }
}

/** The reason an object named by DROP, COMMENT or RENAME may not be touched, if any. */
function objectReason(type: ObjectType | undefined, object: Node | undefined): string | undefined {
  if (type === 'OBJECT_SCHEMA') {
    const name = stringOf(object) ?? '';
    if (isReservedSchema(name)) return reservedReason(name);
    if (name === 'public')
      return 'changes the public schema, which holds every table of the project; change the tables one by one instead.';
    return undefined;
  }
  const names = objectNames(object);
  const parts = namePartsFor(type);
  const reason = namesReason(names, parts);
  if (!reason) return undefined;
  // Bucket policies live on storage tables: the one thing there a project may manage.
  if (type === 'OBJECT_POLICY') {
    const table = names.slice(0, -1);
    if (PROJECT_STORAGE_TABLES.has(`${table[0]}.${table[1]}`)) return undefined;
  }
  return reason;
}

const DROPPABLE = new Set<ObjectType>([
  'OBJECT_TABLE',
  'OBJECT_VIEW',
  'OBJECT_MATVIEW',
  'OBJECT_INDEX',
  'OBJECT_SEQUENCE',
  'OBJECT_FUNCTION',
  'OBJECT_PROCEDURE',
  'OBJECT_ROUTINE',
  'OBJECT_TRIGGER',
  'OBJECT_POLICY',
  'OBJECT_TYPE',
  'OBJECT_DOMAIN',
  'OBJECT_SCHEMA',
  'OBJECT_EXTENSION',
]);

const RENAMABLE = new Set<ObjectType>([
  ...DROPPABLE,
  'OBJECT_COLUMN',
  'OBJECT_TABCONSTRAINT',
  'OBJECT_ATTRIBUTE',
  'OBJECT_DOMCONSTRAINT',
]);

const GRANTABLE = new Set<ObjectType>([
  'OBJECT_TABLE',
  'OBJECT_SEQUENCE',
  'OBJECT_FUNCTION',
  'OBJECT_PROCEDURE',
  'OBJECT_ROUTINE',
  'OBJECT_SCHEMA',
  'OBJECT_TYPE',
  'OBJECT_DOMAIN',
]);

const DENIED_ALTER: Partial<Record<AlterTableType, string>> = {
  AT_ChangeOwner: 'changes who owns a table, which projects may not do.',
  AT_SetTableSpace: TABLESPACE,
  AT_SetAccessMethod: SERVER,
  AT_GenericOptions: OTHER_DATABASES,
  AT_AlterColumnGenericOptions: OTHER_DATABASES,
  AT_EnableRule: NOT_ALLOWED,
  AT_EnableAlwaysRule: NOT_ALLOWED,
  AT_EnableReplicaRule: NOT_ALLOWED,
  AT_DisableRule: NOT_ALLOWED,
  AT_EnableReplicaTrig: SERVER,
  AT_ReplicaIdentity: SERVER,
};

interface CheckContext {
  /** The statement's own text, needed to read PL/pgSQL bodies. */
  sql: string | undefined;
  depth: number;
}

type Rule<K extends NodeTag> = (body: NodeOf<K>, ctx: CheckContext) => string | undefined;
type Rules = { [K in NodeTag]?: Rule<K> };

/** Checks of the statement itself; the walk over its whole tree follows in `statementReason`. */
const RULES: Rules = {
  CreateStmt: (s) => (s.tablespacename ? TABLESPACE : relationReason(s.relation)),
  AlterTableStmt: (s) => {
    const reserved = relationReason(s.relation);
    if (reserved) return reserved;
    for (const cmd of s.cmds ?? []) {
      const denied = DENIED_ALTER[nodeAs(cmd, 'AlterTableCmd')?.subtype ?? 'AT_AddColumn'];
      if (denied) return denied;
    }
    return undefined;
  },
  IndexStmt: (s) => (s.tableSpace ? TABLESPACE : relationReason(s.relation)),
  CreatePolicyStmt: (s) =>
    (isProjectStorageTable(s.table) ? undefined : relationReason(s.table)) ??
    rolesReason(s.roles, true),
  AlterPolicyStmt: (s) =>
    (isProjectStorageTable(s.table) ? undefined : relationReason(s.table)) ??
    rolesReason(s.roles, true),
  DropStmt: (s) => {
    if (!s.removeType || !DROPPABLE.has(s.removeType)) return NOT_ALLOWED;
    for (const object of s.objects ?? []) {
      if (s.removeType === 'OBJECT_EXTENSION') {
        const name = stringOf(object) ?? '';
        if (!ALLOWED_EXTENSIONS.has(name))
          return `removes the ${name} extension, which projects may not do.`;
        continue;
      }
      const reason = objectReason(s.removeType, object);
      if (reason) return reason;
    }
    return undefined;
  },
  RenameStmt: (s) => {
    if (!s.renameType || !RENAMABLE.has(s.renameType) || s.renameType === 'OBJECT_EXTENSION') {
      return s.renameType === 'OBJECT_ROLE'
        ? ROLES
        : s.renameType === 'OBJECT_DATABASE'
          ? SERVER
          : NOT_ALLOWED;
    }
    if (s.renameType === 'OBJECT_SCHEMA') {
      return (
        objectReason('OBJECT_SCHEMA', { String: { sval: s.subname ?? '' } }) ??
        schemaNameReason(s.newname ?? '')
      );
    }
    if (s.renameType === 'OBJECT_POLICY' && isProjectStorageTable(s.relation)) return undefined;
    if (s.relation) return relationReason(s.relation);
    return objectReason(s.renameType, s.object);
  },
  InsertStmt: (s) => (isProjectStorageTable(s.relation) ? undefined : relationReason(s.relation)),
  UpdateStmt: (s) => (isProjectStorageTable(s.relation) ? undefined : relationReason(s.relation)),
  DeleteStmt: (s) => (isProjectStorageTable(s.relation) ? undefined : relationReason(s.relation)),
  SelectStmt: (s) => (s.intoClause ? relationReason(s.intoClause.rel) : undefined),
  ReturnStmt: () => undefined,
  TruncateStmt: (s) => {
    for (const rel of s.relations ?? []) {
      const reason = relationReason(nodeAs(rel, 'RangeVar'));
      if (reason) return reason;
    }
    return undefined;
  },
  CommentStmt: (s) => objectReason(s.objtype, s.object),
  CreateFunctionStmt: (s, ctx) => functionReason(s, ctx),
  CreateTrigStmt: (s) => relationReason(s.relation),
  ViewStmt: (s) => relationReason(s.view),
  CreateTableAsStmt: (s) => relationReason(s.into?.rel),
  GrantStmt: (s) => {
    if (s.targtype === 'ACL_TARGET_DEFAULTS') return ROLES;
    if (!s.objtype || !GRANTABLE.has(s.objtype)) return NOT_ALLOWED;
    if (s.grantor) return ROLES;
    const grantees = rolesReason(s.grantees, false);
    if (grantees) return grantees;
    for (const object of s.objects ?? []) {
      const reason =
        s.objtype === 'OBJECT_SCHEMA' || s.targtype === 'ACL_TARGET_ALL_IN_SCHEMA'
          ? schemaNameReason(stringOf(object) ?? '')
          : objectReason(s.objtype, object);
      if (reason) return reason;
    }
    return undefined;
  },
  CreateEnumStmt: (s) => namesReason(namesOf(s.typeName)),
  AlterEnumStmt: (s) => namesReason(namesOf(s.typeName)),
  CompositeTypeStmt: (s) => relationReason(s.typevar),
  CreateDomainStmt: (s) => namesReason(namesOf(s.domainname)),
  CreateSeqStmt: (s) => relationReason(s.sequence),
  AlterSeqStmt: (s) => relationReason(s.sequence),
  CreateExtensionStmt: (s) => {
    const name = s.extname ?? '';
    if (!ALLOWED_EXTENSIONS.has(name)) {
      return `installs the ${name} extension; only pgcrypto, uuid-ossp, citext and pg_trgm are available.`;
    }
    for (const option of s.options ?? []) {
      const def = nodeAs(option, 'DefElem');
      if (def?.defname === 'schema') return schemaNameReason(stringOf(def.arg) ?? '');
    }
    return undefined;
  },
  CreateSchemaStmt: (s) => {
    if (s.authrole) return ROLES;
    const name = s.schemaname ?? '';
    if (isReservedSchema(name)) return reservedReason(name);
    return undefined;
  },
};

function schemaNameReason(schema: string): string | undefined {
  return isReservedSchema(schema) ? reservedReason(schema) : undefined;
}

/** Only SQL and PL/pgSQL functions that run with the caller's rights, whose bodies pass the same guard. */
function functionReason(fn: NodeOf<'CreateFunctionStmt'>, ctx: CheckContext): string | undefined {
  const reserved = namesReason(namesOf(fn.funcname));
  if (reserved) return reserved;
  let language = fn.sql_body ? 'sql' : undefined;
  let body: string | undefined;
  let compiled = false;
  for (const option of fn.options ?? []) {
    const def = nodeAs(option, 'DefElem');
    if (!def) continue;
    if (def.defname === 'language') language = (stringOf(def.arg) ?? '').toLowerCase();
    if (def.defname === 'security' && nodeAs(def.arg, 'Boolean')?.boolval) {
      return 'creates a SECURITY DEFINER function, which would run with more rights than the person calling it; projects may not do this.';
    }
    if (def.defname === 'set') {
      const set = nodeAs(def.arg, 'VariableSetStmt');
      if (set?.name !== 'search_path') {
        return `sets ${set?.name ?? 'a setting'} for the function, which projects may not do; only search_path may be set.`;
      }
    }
    if (def.defname === 'as') {
      const parts = namesOf(nodeAs(def.arg, 'List')?.items);
      compiled = parts.length !== 1;
      body = parts[0];
    }
  }
  language ??= 'sql';
  if (!ALLOWED_LANGUAGES.has(language)) {
    return `creates a function in the ${language} language; only SQL and PL/pgSQL functions are allowed.`;
  }
  if (compiled) return 'creates a function from compiled code, which projects may not do.';
  if (ctx.depth > 3) return 'nests functions too deeply to be checked.';
  if (language === 'sql')
    return body === undefined ? undefined : nestedSqlReason(body, ctx.depth + 1);
  if (!ctx.sql) return 'has a PL/pgSQL body that could not be checked.';
  return plpgsqlReason(ctx.sql, ctx.depth + 1);
}

/** A function body's statements must pass the guard exactly as top-level statements do. */
function nestedSqlReason(sql: string, depth: number): string | undefined {
  const parsed = parseSqlSync(sql);
  if (!parsed.ok) return `has a body that could not be read: ${parsed.problem.message}.`;
  for (const statement of parsed.statements) {
    const reason = statementReason(statement.node, { sql: statement.sql, depth });
    if (reason) return `has a body whose ${statement.label} statement ${reason}`;
  }
  return undefined;
}

function plpgsqlReason(createSql: string, depth: number): string | undefined {
  let tree: unknown;
  try {
    tree = parsePlPgSQLSync(createSql);
  } catch (error) {
    return `has a PL/pgSQL body that could not be read: ${error instanceof Error ? error.message : String(error)}.`;
  }
  let reason: string | undefined;
  walkTree(tree, (key, body) => {
    if (reason) return;
    if (key.startsWith('PLpgSQL_stmt_dyn') || key === 'dynquery') {
      reason = `has a body that ${DYNAMIC}`;
    } else if (key === 'PLpgSQL_stmt_commit' || key === 'PLpgSQL_stmt_rollback') {
      reason = `has a body that ${TRANSACTION}`;
    } else if (key === 'PLpgSQL_expr') {
      const expr = body as { query?: string; parseMode?: number };
      const query = expr.query ?? '';
      reason = expr.parseMode ? tokenReason(query) : nestedSqlReason(query, depth);
    }
  });
  return reason;
}

/** PL/pgSQL expressions and assignments are not whole statements: their words are checked instead. */
function tokenReason(text: string): string | undefined {
  let tokens;
  try {
    tokens = scanSync(text).tokens;
  } catch {
    return 'has a PL/pgSQL expression that could not be read.';
  }
  const words = tokens.map((token) => token.text.replace(/^"|"$/g, '').toLowerCase());
  const signUpData = expressionSignUpDataReason(words);
  if (signUpData) return `has a body that ${signUpData}`;
  for (const [i, word] of words.entries()) {
    if (tokens[i + 1]?.text === '(') {
      const forbidden = forbiddenFunctionReason(word);
      if (forbidden) return `has a body that calls ${word}(): it ${forbidden}`;
    }
    if (PRIVATE_RELATIONS.has(word)) return `has a body that ${privateRelationReason(word)}`;
  }
  return undefined;
}

const privateRelationReason = (name: string) =>
  `reads ${name}, which holds passwords or other private server data; projects may not read it.`;

/** Why a statement (with everything nested in it) may not run, or undefined when it may. */
function statementReason(node: Node, ctx: CheckContext): string | undefined {
  const tag = tagOf(node);
  if (!tag) return NOT_ALLOWED;
  // Inside a function body (depth above 0), any read of sign-up data is one the caller gets.
  const own = ruleReason(tag, node, ctx) ?? signUpDataReason(node, ctx.depth > 0);
  if (own) return own;
  let found: string | undefined;
  walkTree(node[tag as keyof Node], (key, body) => {
    if (found) return;
    if (key === 'FuncCall') {
      const name = namesOf((body as NodeOf<'FuncCall'>).funcname).at(-1) ?? '';
      const reason = forbiddenFunctionReason(name);
      if (reason) found = `calls ${name.toLowerCase()}(): it ${reason}`;
    } else if (key === 'RangeVar') {
      const rv = body as RangeVar;
      const [schema, name] =
        rangeVarNames(rv).length === 2 ? rangeVarNames(rv) : ['pg_catalog', rv.relname ?? ''];
      if (schema === 'pg_catalog' && PRIVATE_RELATIONS.has(name ?? ''))
        found = privateRelationReason(name ?? '');
    } else if (/^[A-Z]\w*Stmt$/.test(key)) {
      // Statements nested in this one (CTEs, schema elements, function options) pass the same rules.
      const nested = { [key]: body } as unknown as Node;
      if (key === 'VariableSetStmt' && (body as NodeOf<'VariableSetStmt'>).name === 'search_path')
        return;
      found = ruleReason(key as NodeTag, nested, { sql: undefined, depth: ctx.depth });
    }
  });
  return found;
}

function ruleReason(tag: NodeTag, node: Node, ctx: CheckContext): string | undefined {
  const rule = RULES[tag] as Rule<typeof tag> | undefined;
  if (!rule) return REFUSED[tag] ?? NOT_ALLOWED;
  return rule(nodeAs(node, tag) as NodeOf<typeof tag>, ctx);
}

/** Parses SQL and refuses anything outside the allow-list before it reaches a database. */
export async function guardSql(sql: string | readonly string[]): Promise<GuardResult> {
  await ensureSqlParser();
  return guardSqlSync(sql);
}

/** As `guardSql`, once `ensureSqlParser` has resolved. */
export function guardSqlSync(sql: string | readonly string[]): GuardResult {
  const texts = typeof sql === 'string' ? [sql] : [...sql];
  const total = texts.reduce((n, t) => n + t.length, 0);
  if (total > MAX_SQL_CHARS) {
    return refused(
      [],
      [whole(`The SQL is too long (${total} characters); keep it under ${MAX_SQL_CHARS}.`)],
    );
  }
  const statements: ParsedStatement[] = [];
  for (const text of texts) {
    if (text.trim() === '') continue;
    const parsed = parseSqlSync(text);
    if (!parsed.ok) {
      const where = parsed.problem.line
        ? ` (line ${parsed.problem.line}, character ${parsed.problem.column})`
        : '';
      return refused(
        statements,
        [whole(`The SQL could not be read: ${parsed.problem.message}${where}.`)],
        parsed.problem,
      );
    }
    for (const statement of parsed.statements)
      statements.push({ ...statement, index: statements.length + 1 });
  }
  if (statements.length === 0) return refused([], [whole('There is no SQL statement to run.')]);
  if (statements.length > MAX_STATEMENTS) {
    return refused(statements, [
      whole(
        `There are ${statements.length} statements; one change may carry at most ${MAX_STATEMENTS}.`,
      ),
    ]);
  }
  const refusals: Refusal[] = [];
  for (const statement of statements) {
    const reason = statementReason(statement.node, { sql: statement.sql, depth: 0 });
    if (reason) {
      refusals.push({
        statement: statement.index,
        label: statement.label,
        reason,
        message: `Statement ${statement.index} (${statement.label}) ${reason}`,
      });
    }
  }
  return refusals.length === 0 ? { ok: true, statements } : refused(statements, refusals);
}

function whole(message: string): Refusal {
  return { statement: 0, label: 'SQL', reason: message, message };
}

function refused(
  statements: ParsedStatement[],
  refusals: Refusal[],
  syntax?: SqlSyntaxProblem,
): GuardResult {
  const first = refusals[0]?.message ?? 'The SQL was refused.';
  const more =
    refusals.length > 1
      ? ` ${refusals.length - 1} more ${refusals.length === 2 ? 'statement was' : 'statements were'} refused too.`
      : '';
  return { ok: false, statements, refusals, message: first + more, ...(syntax ? { syntax } : {}) };
}
