import type { IssueCode, IssueSeverity, MonitorIssue } from '@shared/contracts/monitor';

/** Which part of a check produced a finding: an issue closes only when its part ran again and did not find it. */
export type CheckPart = 'connectivity' | 'performance' | 'advisor';

/** A prepared fix: the SQL the user approves, and why. */
export interface FixDraft {
  explanation: string;
  sql: string[];
}

/** One thing a check found, before it is stored as an issue. */
export interface Finding {
  /** Identity across checks, e.g. `rls_disabled_in_public:public.customers`. */
  key: string;
  code: IssueCode;
  type: MonitorIssue['type'];
  severity: IssueSeverity;
  description: string;
  impact: string;
  remedy: string;
  table: string | null;
  source: MonitorIssue['source'];
  fix: FixDraft | null;
}

export const PART_OF: Record<IssueCode, CheckPart | null> = {
  database_unreachable: 'connectivity',
  health_check_failed: 'connectivity',
  slow_query: 'performance',
  rls_disabled_in_public: 'advisor',
  policy_exists_rls_disabled: 'advisor',
  rls_enabled_no_policy: 'advisor',
  rls_policy_always_true: 'advisor',
  unindexed_foreign_keys: 'advisor',
  no_primary_key: 'advisor',
  // A failed operation is closed by the user, never by a check.
  operation_failed: null,
};
