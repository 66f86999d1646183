import type { Service } from '@shared/contracts/plan';
import { matchAccess } from './access';
import { matchRotateApiSecret } from './api-secret';
import {
  matchAddColumns,
  matchAddIndex,
  matchAttribute,
  matchDropColumn,
  matchDropTable,
  matchRename,
} from './changes';
import { GIT_MATCHERS } from './git';
import { HOSTING_MATCHERS } from './hosting';
import type { Workspace } from './model';
import type { ClauseResult } from './pieces';
import { matchDeleteRows } from './rows';
import { matchBucket, matchProfiles } from './storage';
import { matchCreateTables, matchRelationship } from './tables';

type Matcher = (clause: string, ws: Workspace) => ClauseResult;

/** Backend clause matchers: specific changes before the broad "create a table" reading. */
const BACKEND_MATCHERS: readonly Matcher[] = [
  matchRotateApiSecret,
  matchBucket,
  matchProfiles,
  matchAccess,
  matchRelationship,
  matchDropTable,
  matchDropColumn,
  matchDeleteRows,
  matchRename,
  matchAddIndex,
  matchAttribute,
  matchAddColumns,
  matchCreateTables,
];

/** Git and hosting go first: their verbs and objects are distinctive, the backend's are broad. */
const ORDER: ReadonlyArray<readonly [Service, readonly Matcher[]]> = [
  ['git', GIT_MATCHERS],
  ['hosting', HOSTING_MATCHERS],
  ['backend', BACKEND_MATCHERS],
];

/** Words the backend matchers never need: "in the database", "on supabase". */
const BACKEND_TAIL =
  /\s+(?:in|to|inside|on|into)\s+(?:the|my|our)\s+(?:database|db|backend|supabase(?: project)?)$|\s+(?:in|on|to|into)\s+supabase$/i;

/** The first matcher that recognises the clause answers it: understood, a problem, or null. */
export function matchClause(clause: string, ws: Workspace): ClauseResult {
  const trimmed = clause.replace(BACKEND_TAIL, '').trim();
  for (const [, matchers] of ORDER) {
    for (const matcher of matchers) {
      const result = matcher(trimmed, ws);
      if (result) return result;
    }
  }
  return null;
}
