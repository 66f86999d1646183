import type { Node, RangeVar } from 'libpg-query';
import type { Risk } from '@shared/contracts/plan';
import {
  namesOf,
  nodeAs,
  objectNames,
  objectTypeWords,
  rangeVarNames,
  type NodeOf,
} from './sql-ast';
import type { ParsedStatement } from './sql-parser';
import { tablesWithoutRls } from './tables-without-rls';

export interface StatementRisk {
  statement: number;
  label: string;
  risk: Risk;
  /** A plain-English sentence saying what the statement does that raises the risk. */
  reason: string;
}

export interface SqlRisk {
  /** The highest risk any statement carries; `low` when none raises it. */
  risk: Risk;
  reasons: string[];
  statements: StatementRisk[];
}

const RANK: Record<Risk, number> = { low: 0, medium: 1, high: 2 };

/** The higher of two risks: a plan's risk may be raised by what its SQL does, never lowered. */
export const maxRisk = (a: Risk, b: Risk): Risk => (RANK[b] > RANK[a] ? b : a);

/** Names as a reader knows them: `tasks`, or `storage.objects` outside the public schema. */
function display(names: string[]): string {
  return (names[0] === 'public' ? names.slice(1) : names).join('.');
}

const relation = (rv: RangeVar | undefined) => display(rangeVarNames(rv));

type Finding = [Risk, string];

function dropFindings(drop: NodeOf<'DropStmt'>): Finding[] {
  const words = objectTypeWords(drop.removeType).toLowerCase();
  return (drop.objects ?? []).map((object): Finding => {
    const names = objectNames(object);
    if (drop.removeType === 'OBJECT_TABLE')
      return ['high', `removes the table ${display(names)} and every row in it.`];
    if (drop.removeType === 'OBJECT_POLICY' || drop.removeType === 'OBJECT_TRIGGER') {
      return ['high', `removes the ${words} ${names.at(-1)} from ${display(names.slice(0, -1))}.`];
    }
    const cascade = drop.behavior === 'DROP_CASCADE' ? ', and everything that depends on it' : '';
    return ['high', `removes the ${words} ${display(names)}${cascade}.`];
  });
}

function alterFindings(alter: NodeOf<'AlterTableStmt'>, empty: ReadonlySet<string>): Finding[] {
  const table = relation(alter.relation);
  // Requiring a value cannot fail, nor leave rows behind, on a table that has no rows.
  const hasRows = !empty.has(table);
  const findings: Finding[] = [];
  for (const node of alter.cmds ?? []) {
    const cmd = nodeAs(node, 'AlterTableCmd');
    switch (cmd?.subtype) {
      case 'AT_DropColumn':
        findings.push([
          'high',
          `removes the column ${cmd.name} from ${table}, with the data in it.`,
        ]);
        break;
      case 'AT_AlterColumnType':
        findings.push([
          'medium',
          `changes the type of the column ${cmd.name} in ${table}; existing values must convert, and code that reads them may need changes.`,
        ]);
        break;
      case 'AT_SetNotNull':
        if (hasRows)
          findings.push([
            'medium',
            `makes the column ${cmd.name} in ${table} required; this fails if an existing row has no value there.`,
          ]);
        break;
      case 'AT_AddColumn': {
        const column = nodeAs(cmd.def, 'ColumnDef');
        if (hasRows && column && isRequiredWithoutDefault(column.constraints, column.is_not_null)) {
          findings.push([
            'medium',
            `adds the required column ${column.colname} to ${table} without a default; this fails if ${table} already has rows.`,
          ]);
        }
        break;
      }
      case 'AT_DropConstraint':
        findings.push([
          'medium',
          `removes the rule ${cmd.name} from ${table}, so the data it kept in check is no longer checked.`,
        ]);
        break;
      case 'AT_DisableRowSecurity':
        findings.push([
          'medium',
          `widens access: it turns off row-level security on ${table}, so its policies stop protecting the rows and anyone with your app's public key can reach every row.`,
        ]);
        break;
      default:
        break;
    }
  }
  return findings;
}

function isRequiredWithoutDefault(
  constraints: Node[] | undefined,
  isNotNull: boolean | undefined,
): boolean {
  const types = (constraints ?? []).map((c) => nodeAs(c, 'Constraint')?.contype);
  const required =
    isNotNull || types.includes('CONSTR_NOTNULL') || types.includes('CONSTR_PRIMARY');
  const filled =
    types.includes('CONSTR_DEFAULT') ||
    types.includes('CONSTR_IDENTITY') ||
    types.includes('CONSTR_GENERATED');
  return required && !filled;
}

function renameFinding(rename: NodeOf<'RenameStmt'>): Finding {
  const type = rename.renameType;
  const words = objectTypeWords(type).toLowerCase();
  const old =
    type === 'OBJECT_COLUMN' ||
    type === 'OBJECT_POLICY' ||
    type === 'OBJECT_TRIGGER' ||
    type === 'OBJECT_TABCONSTRAINT'
      ? `${rename.subname} in ${relation(rename.relation)}`
      : type === 'OBJECT_SCHEMA'
        ? (rename.subname ?? '')
        : rename.relation
          ? relation(rename.relation)
          : display(objectNames(rename.object));
  return [
    'medium',
    `renames the ${words} ${old} to ${rename.newname}; anything that uses the old name stops working.`,
  ];
}

/** A new table the API serves with row-level security off: the default grants open every row to anyone. */
const withoutRlsFinding = (table: string): Finding => [
  'high',
  `makes the table ${table} without row-level security, so anyone with your app's public key, even people who are not signed in, can read, change and delete every row of it. Turn it on with "alter table ${table} enable row level security" and add policies for who may use it.`,
];

/** Who a role list lets in, in plain words: anyone (`anon`, `public` or no role named) or signed-in users. */
function audienceOf(roles: Node[] | undefined): 'anyone' | 'signed-in' | 'named' {
  const specs = (roles ?? []).map((r) => nodeAs(r, 'RoleSpec'));
  if (specs.length === 0) return 'anyone';
  if (specs.some((r) => r?.roletype === 'ROLESPEC_PUBLIC' || r?.rolename === 'anon'))
    return 'anyone';
  return specs.some((r) => r?.rolename === 'authenticated') ? 'signed-in' : 'named';
}

const isTrue = (node: Node | undefined) => nodeAs(node, 'A_Const')?.boolval?.boolval === true;

const POLICY_VERBS: Record<string, string> = {
  select: 'read',
  insert: 'add',
  update: 'change',
  delete: 'delete',
  all: 'read, add, change and delete',
};

/**
 * A policy that lets more people in: one for anyone (`anon`, `public`, or no role at all), or one
 * whose rule is `true`, so it covers every row instead of each user's own. Restrictive policies
 * only ever narrow access, so they raise nothing.
 */
function policyFindings(
  policy: NodeOf<'CreatePolicyStmt'> | NodeOf<'AlterPolicyStmt'>,
  command: string | undefined,
): Finding[] {
  const table = relation(policy.table);
  const verb = POLICY_VERBS[command ?? ''] ?? 'use';
  const everyRow = isTrue(policy.qual) || isTrue(policy.with_check);
  // Altering a policy without naming roles keeps its roles: only a new rule of `true` widens it.
  const audience = policy.roles ? audienceOf(policy.roles) : 'named';
  if (audience === 'anyone') {
    return [
      [
        'medium',
        `widens access: anyone, even people who are not signed in, can ${verb} ${everyRow ? 'every row' : 'rows'} of ${table}.`,
      ],
    ];
  }
  if (!everyRow) return [];
  const who = audience === 'signed-in' ? 'every signed-in user' : 'everyone the policy lets in';
  return [
    ['medium', `widens access: ${who} can ${verb} every row of ${table}, not only their own.`],
  ];
}

/** A grant to `anon` or `public` hands a table straight to people who are not signed in. */
function grantFindings(grant: NodeOf<'GrantStmt'>): Finding[] {
  if (!grant.is_grant || audienceOf(grant.grantees) !== 'anyone' || !grant.grantees?.length)
    return [];
  const privileges = (grant.privileges ?? [])
    .map((p) => nodeAs(p, 'AccessPriv')?.priv_name)
    .filter((p): p is string => Boolean(p));
  const what =
    grant.targtype === 'ACL_TARGET_ALL_IN_SCHEMA'
      ? `everything in ${namesOf(grant.objects).join(', ') || 'the schema'}`
      : (grant.objects ?? [])
          .map((o) => {
            const rv = nodeAs(o, 'RangeVar');
            return rv ? relation(rv) : display(objectNames(o));
          })
          .join(', ');
  return [
    [
      'medium',
      `widens access: people who are not signed in get ${privileges.length ? privileges.join(', ') : 'all'} rights on ${what}.`,
    ],
  ];
}

function findingsFor(node: Node, empty: ReadonlySet<string>): Finding[] {
  const policy = nodeAs(node, 'CreatePolicyStmt');
  if (policy) return policy.permissive ? policyFindings(policy, policy.cmd_name) : [];
  const alterPolicy = nodeAs(node, 'AlterPolicyStmt');
  if (alterPolicy) return policyFindings(alterPolicy, undefined);
  const grant = nodeAs(node, 'GrantStmt');
  if (grant) return grantFindings(grant);
  const drop = nodeAs(node, 'DropStmt');
  if (drop) return dropFindings(drop);
  const truncate = nodeAs(node, 'TruncateStmt');
  if (truncate) {
    const tables = (truncate.relations ?? [])
      .map((r) => relation(nodeAs(r, 'RangeVar')))
      .join(', ');
    return [['high', `empties ${tables}: every row in it is deleted.`]];
  }
  const del = nodeAs(node, 'DeleteStmt');
  if (del && !del.whereClause) return [['high', `deletes every row in ${relation(del.relation)}.`]];
  const update = nodeAs(node, 'UpdateStmt');
  if (update && !update.whereClause)
    return [['high', `changes every row in ${relation(update.relation)}.`]];
  const alter = nodeAs(node, 'AlterTableStmt');
  if (alter) return alterFindings(alter, empty);
  const rename = nodeAs(node, 'RenameStmt');
  if (rename) return [renameFinding(rename)];
  const enumChange = nodeAs(node, 'AlterEnumStmt');
  if (enumChange?.oldVal) {
    return [
      [
        'medium',
        `renames the value ${enumChange.oldVal} of ${display(namesOf(enumChange.typeName))}; rows keep it under the new name.`,
      ],
    ];
  }
  return [];
}

export interface SqlRiskOptions {
  /** Tables known to hold no rows (`tasks`, or `schema.table` outside public). */
  emptyTables?: ReadonlySet<string>;
}

/**
 * What each statement really does that makes the plan riskier, in plain English. Tables the
 * statements create, and tables known to be empty, have no rows a required column could fail on.
 */
export function classifySqlRisk(
  statements: readonly ParsedStatement[],
  options: SqlRiskOptions = {},
): SqlRisk {
  const numbered = statements.length > 1;
  const found: StatementRisk[] = [];
  const empty = new Set(options.emptyTables);
  const withoutRls = tablesWithoutRls(statements);
  for (const statement of statements) {
    const created = nodeAs(statement.node, 'CreateStmt');
    if (created) empty.add(relation(created.relation));
    const open = withoutRls.get(statement.index);
    const findings = findingsFor(statement.node, empty);
    if (open) findings.push(withoutRlsFinding(relation(open)));
    for (const [risk, text] of findings) {
      const reason = numbered
        ? `Statement ${statement.index} ${text}`
        : text.charAt(0).toUpperCase() + text.slice(1);
      found.push({ statement: statement.index, label: statement.label, risk, reason });
    }
  }
  const risk = found.reduce<Risk>((acc, f) => maxRisk(acc, f.risk), 'low');
  return { risk, reasons: found.map((f) => f.reason), statements: found };
}
