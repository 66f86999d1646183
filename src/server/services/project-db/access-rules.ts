import type { SqlStep, StepResult } from './sql-engine';

/** One policy as Postgres holds it: its command, the roles it names and its two expressions. */
export interface PolicyRule {
  /** `r` read, `a` add, `w` change, `d` delete, `*` all. */
  cmd: 'r' | 'a' | 'w' | 'd' | '*';
  permissive: boolean;
  roles: string[];
  using: string | null;
  check: string | null;
}

/** What decides who reaches one public table: row level security, the app roles' grants, its policies. */
export interface TableRules {
  table: string;
  rls: boolean;
  /** SELECT, INSERT, UPDATE, DELETE granted to each app role. */
  grants: { anon: boolean[]; authenticated: boolean[] };
  policies: PolicyRule[];
}

const PRIVILEGES = ['SELECT', 'INSERT', 'UPDATE', 'DELETE'];
const grantsOf = (role: string) =>
  `json_build_array(${PRIVILEGES.map((p) => `has_table_privilege('${role}', c.oid, '${p}')`).join(', ')})`;

/** Reads every public table's rules; run before and after a dry run's statements, in its transaction. */
export const ACCESS_RULES_STEP: SqlStep = {
  sql: `select c.relname as "table", c.relrowsecurity as rls,
    json_build_object('anon', ${grantsOf('anon')}, 'authenticated', ${grantsOf('authenticated')}) as grants,
    coalesce((select json_agg(json_build_object(
        'cmd', p.polcmd, 'permissive', p.polpermissive,
        'roles', (select coalesce(json_agg(case when r = 0 then 'public' else pg_get_userbyid(r) end), '[]') from unnest(p.polroles) r),
        'using', pg_get_expr(p.polqual, p.polrelid), 'check', pg_get_expr(p.polwithcheck, p.polrelid)))
      from pg_policy p where p.polrelid = c.oid), '[]') as policies
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'public' and c.relkind in ('r', 'p')
    order by c.relname`,
  keepRows: true,
};

export function tableRulesFrom(step: StepResult | undefined): TableRules[] {
  return (step?.rows ?? []) as unknown as TableRules[];
}
