import { SLOW_QUERY_MS } from '@shared/constants/timings';
import { AppError } from '../../lib/errors';
import { ProjectDbError, type ProjectDatabase } from '../../services/project-db';
import { ensureSqlParser } from '../../services/project-db/sql-parser';
import { advisorFindings } from './advisor-lints';
import type { CheckPart, Finding } from './findings';

export interface CheckOptions {
  /** The monotonic clock (ms) the probe is timed with; injectable so tests never sleep. */
  clock: () => number;
  /** Test hook: runs inside the timed probe (a test moves the clock to make it slow). */
  probeHook?: () => Promise<void> | void;
}

export interface CheckOutcome {
  findings: Finding[];
  /** The parts that ran to the end; only their issues may close. */
  ran: CheckPart[];
  probeMs: number | null;
}

/** A count, then all columns, of one row of profiles: the probe a founder's app makes most. */
const PROBE = [
  'select count(*) from public.profiles limit 1',
  'select * from public.profiles limit 1',
];

const PRIMARY_KEYS = `
  select c.relname::text as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
  where n.nspname = 'public' and c.relkind in ('r', 'p')
    and exists (select 1 from pg_constraint k where k.conrelid = c.oid and k.contype = 'p')`;

/** Down, closed, or at an address the outbound guard refuses (src/server/services/net/address-guard.ts). */
const unreachable = (error: unknown) =>
  (error instanceof ProjectDbError &&
    (error.code === 'unavailable' ||
      error.code === 'closed' ||
      error.code === 'connection_limit')) ||
  (error instanceof AppError &&
    (error.code === 'address_not_allowed' || error.code === 'host_not_found'));
const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

export function connectivityFinding(error: unknown): Finding {
  const base = {
    table: null,
    source: 'database' as const,
    type: 'error' as const,
    severity: 'high' as const,
    fix: null,
  };
  if (unreachable(error)) {
    return {
      ...base,
      key: 'database_unreachable',
      code: 'database_unreachable',
      description: 'Database connectivity issue detected',
      impact: `Your app cannot reach its database, so sign-ins and data do not load. ${messageOf(error)}`,
      remedy:
        'Check that the database is running and that its connection settings are right; the monitor checks again every 30 seconds.',
    };
  }
  return {
    ...base,
    key: 'health_check_failed',
    code: 'health_check_failed',
    description: `Health check failed: ${messageOf(error)}`,
    impact:
      'The database answered, but reading the profiles table failed, so signed-in pages may not load.',
    remedy:
      'Make sure the profiles table exists and can be read; recent changes to it are the usual cause.',
  };
}

/** One full check of a project's database: reachability, the profiles probe and its speed, then the advisor lints. */
export async function runChecks(db: ProjectDatabase, options: CheckOptions): Promise<CheckOutcome> {
  try {
    await db.query('select 1');
  } catch (error) {
    return { findings: [connectivityFinding(error)], ran: ['connectivity'], probeMs: null };
  }
  const findings: Finding[] = [];
  const ran: CheckPart[] = [];
  let probeMs: number | null = null;
  const started = options.clock();
  try {
    await db.runInTransaction(
      PROBE.map((sql) => ({ sql })),
      { finish: 'rollback' },
    );
    await options.probeHook?.();
    probeMs = Math.round(options.clock() - started);
    ran.push('connectivity', 'performance');
    if (probeMs > SLOW_QUERY_MS) findings.push(slowQueryFinding(probeMs));
  } catch (error) {
    findings.push(connectivityFinding(error));
    if (unreachable(error)) return { findings, ran, probeMs };
    ran.push('connectivity');
  }
  await ensureSqlParser();
  const [schema, keys] = await Promise.all([
    db.introspect(),
    db.runInTransaction([{ sql: PRIMARY_KEYS }], { finish: 'rollback' }),
  ]);
  const withPrimaryKey = new Set((keys[0]?.rows ?? []).map((row) => String(row.name)));
  findings.push(...advisorFindings(schema.tables, withPrimaryKey));
  ran.push('advisor');
  return { findings, ran, probeMs };
}

export function slowQueryFinding(ms: number): Finding {
  return {
    key: 'slow_query',
    code: 'slow_query',
    type: 'performance',
    severity: 'medium',
    table: null,
    source: 'database',
    description: `Slow query detected: ${ms}ms`,
    impact: `Reading one row of profiles took ${ms} ms (more than ${SLOW_QUERY_MS} ms), so your app feels slow to its users.`,
    remedy:
      'Look for large tables without indexes (see the other findings) or a busy database; the monitor measures again every 30 seconds.',
    fix: null,
  };
}
