import type { TableInfo } from '../../services/project-db';
import { quoteIdent } from '../../services/project-db/sql-ident';
import type { Finding, FixDraft } from './findings';

/** The words for any row-level security finding on profiles, the table every founder's sign-in uses. */
export const PROFILES_RLS_DESCRIPTION = 'RLS policy issue detected on profiles table';

const OWNER_NAMES = ['user_id', 'owner_id', 'created_by', 'author_id'];

/** The column that says whose row it is: a link to auth.users, or a uuid named like one. */
export function ownerColumn(table: TableInfo): string | null {
  const linked = table.foreignKeys.find(
    (fk) =>
      fk.columns.length === 1 && fk.references.schema === 'auth' && fk.references.table === 'users',
  );
  if (linked) return linked.columns[0] ?? null;
  return table.columns.find((c) => c.type === 'uuid' && OWNER_NAMES.includes(c.name))?.name ?? null;
}

const name = (table: TableInfo) => `${quoteIdent(table.schema)}.${quoteIdent(table.name)}`;

function ownerPolicy(table: TableInfo, owner: string, command = 'all'): string {
  const check = `(select auth.uid()) = ${quoteIdent(owner)}`;
  const policy = quoteIdent(`${table.name}_owner_${command}`);
  const withCheck = command === 'select' || command === 'delete' ? '' : ` with check (${check})`;
  const using = command === 'insert' ? '' : ` using (${check})`;
  return `create policy ${policy} on ${name(table)} for ${command} to authenticated${using}${withCheck}`;
}

const signedInReadPolicy = (table: TableInfo) =>
  `create policy ${quoteIdent(`${table.name}_signed_in_read`)} on ${name(table)} for select to authenticated using (true)`;

function enableRlsFix(table: TableInfo, owner: string | null): FixDraft {
  const enable = `alter table ${name(table)} enable row level security`;
  if (owner) {
    return {
      explanation: `Turn on row-level security for ${table.name} and let each signed-in user reach only the rows they own (the ${owner} column).`,
      sql: [enable, ownerPolicy(table, owner)],
    };
  }
  return {
    explanation: `Turn on row-level security for ${table.name} and let signed-in users read its rows; changes then go through your server only.`,
    sql: [enable, signedInReadPolicy(table)],
  };
}

const describe = (table: TableInfo, text: string) =>
  table.name === 'profiles' ? PROFILES_RLS_DESCRIPTION : text;

function rlsFindings(table: TableInfo): Finding[] {
  const owner = ownerColumn(table);
  const base = { table: table.name, source: 'advisor' as const, type: 'warning' as const };
  if (!table.rls && table.policies.length === 0) {
    return [
      {
        ...base,
        key: `rls_disabled_in_public:${table.schema}.${table.name}`,
        code: 'rls_disabled_in_public',
        severity: 'medium',
        description: describe(table, `Row-level security is off on the ${table.name} table`),
        impact: `Anyone who has your app's public key can read, change and delete every row in ${table.name}.`,
        remedy: owner
          ? `Turn on row-level security and add a policy so each signed-in user reaches only their own rows.`
          : `Turn on row-level security and let signed-in users only read the rows.`,
        fix: enableRlsFix(table, owner),
      },
    ];
  }
  if (!table.rls) {
    return [
      {
        ...base,
        key: `policy_exists_rls_disabled:${table.schema}.${table.name}`,
        code: 'policy_exists_rls_disabled',
        severity: 'medium',
        description: describe(
          table,
          `The ${table.name} table has access rules, but they are switched off`,
        ),
        impact: `Its ${table.policies.length === 1 ? 'policy is' : 'policies are'} ignored while row-level security is off, so anyone with your app's public key reaches every row.`,
        remedy: 'Turn row-level security on so the rules you already wrote apply.',
        fix: {
          explanation: `Turn on row-level security for ${table.name} so its existing policies apply.`,
          sql: [`alter table ${name(table)} enable row level security`],
        },
      },
    ];
  }
  const findings: Finding[] = [];
  if (table.policies.length === 0) {
    findings.push({
      ...base,
      key: `rls_enabled_no_policy:${table.schema}.${table.name}`,
      code: 'rls_enabled_no_policy',
      severity: 'low',
      description: describe(
        table,
        `The ${table.name} table is locked: security is on but no rule lets anyone in`,
      ),
      impact: `Your app's users cannot read or change ${table.name}; only your own server can.`,
      remedy: owner
        ? 'Add a policy so each signed-in user reaches only their own rows.'
        : `Add a policy that says who may use ${table.name}; if only your server should, dismiss this.`,
      fix: owner
        ? {
            explanation: `Let each signed-in user reach only the ${table.name} rows they own.`,
            sql: [ownerPolicy(table, owner)],
          }
        : {
            explanation: `Let signed-in users read ${table.name}; adding, changing and deleting rows still goes through your server only.`,
            sql: [signedInReadPolicy(table)],
          },
    });
  }
  for (const policy of table.policies) {
    const alwaysTrue =
      policy.command !== 'SELECT' && (policy.using === 'true' || policy.withCheck === 'true');
    if (!alwaysTrue) continue;
    const command = policy.command.toLowerCase();
    findings.push({
      ...base,
      key: `rls_policy_always_true:${table.schema}.${table.name}:${policy.name}`,
      code: 'rls_policy_always_true',
      severity: 'medium',
      description: describe(table, `The rule "${policy.name}" on ${table.name} lets everyone in`),
      impact: `It allows ${command === 'all' ? 'every change' : `every ${command}`} on ${table.name} for ${policy.roles.join(', ')}, whoever owns the row.`,
      remedy: owner
        ? 'Replace it with a rule that checks the row belongs to the signed-in user.'
        : `Rewrite the rule so it says whose rows may be changed.`,
      fix: owner
        ? {
            explanation: `Replace "${policy.name}" with a rule that lets signed-in users ${command === 'all' ? 'change' : command} only their own ${table.name} rows.`,
            sql: [
              `drop policy ${quoteIdent(policy.name)} on ${name(table)}`,
              ownerPolicy(table, owner, command),
            ],
          }
        : null,
    });
  }
  return findings;
}

const covers = (indexColumns: string[], fkColumns: string[]) =>
  fkColumns.every(
    (column, i) => indexColumns[i] === quoteIdent(column) || indexColumns[i] === column,
  );

function performanceFindings(table: TableInfo, hasPrimaryKey: boolean): Finding[] {
  const findings: Finding[] = [];
  const base = {
    table: table.name,
    source: 'advisor' as const,
    type: 'performance' as const,
    severity: 'low' as const,
  };
  for (const fk of table.foreignKeys) {
    if (table.indexes.some((index) => covers(index.columns, fk.columns))) continue;
    const columns = fk.columns.join(', ');
    findings.push({
      ...base,
      key: `unindexed_foreign_keys:${table.schema}.${table.name}:${fk.columns.join(',')}`,
      code: 'unindexed_foreign_keys',
      description: `The link from ${table.name} (${columns}) to ${fk.references.table} has no index`,
      impact: `Looking up ${table.name} rows by ${fk.references.table}, and deleting ${fk.references.table} rows, gets slower as ${table.name} grows.`,
      remedy: `Add an index on ${columns}.`,
      fix: {
        explanation: `Add an index on ${table.name} (${columns}) so lookups through the link stay fast.`,
        sql: [
          `create index ${quoteIdent(`${table.name}_${fk.columns.join('_')}_idx`.slice(0, 63))} on ${name(table)} (${fk.columns.map(quoteIdent).join(', ')})`,
        ],
      },
    });
  }
  if (!hasPrimaryKey) {
    const canAddId = !table.columns.some((c) => c.name === 'id');
    findings.push({
      ...base,
      key: `no_primary_key:${table.schema}.${table.name}`,
      code: 'no_primary_key',
      description: `The ${table.name} table has no primary key`,
      impact: `Rows in ${table.name} cannot be told apart reliably, so editing or deleting one row may touch others, and large tables get slow.`,
      remedy: canAddId
        ? 'Add an id column that numbers each row.'
        : 'Make a column that is unique for every row the primary key.',
      fix: canAddId
        ? {
            explanation: `Add an id column to ${table.name} that numbers every row, and make it the primary key.`,
            sql: [
              `alter table ${name(table)} add column id bigint generated by default as identity primary key`,
            ],
          }
        : null,
    });
  }
  return findings;
}

/** Supabase-style advisor lints (splinter's names) over every table in `public`. */
export function advisorFindings(
  tables: TableInfo[],
  withPrimaryKey: ReadonlySet<string>,
): Finding[] {
  return tables
    .filter((t) => t.schema === 'public')
    .flatMap((t) => [...rlsFindings(t), ...performanceFindings(t, withPrimaryKey.has(t.name))]);
}
