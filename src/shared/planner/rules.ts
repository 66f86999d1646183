import type { Service } from '@shared/contracts/plan';
import { matchAccess } from './access';
import { matchAccessFact } from './access-facts';
import { matchSoftDelete } from './soft-delete';
import { matchAddColumns } from './add-columns';
import { appQuestion, matchAppSentence } from './app-sentences';
import { matchRotateApiSecret } from './api-secret';
import { matchAttribute } from './attributes';
import { matchAuthSetting } from './auth-settings';
import { matchPasswordLength } from './password-rules';
import { matchDropColumn, matchDropTable } from './drop';
import {
  matchCollaborator,
  matchCommitFile,
  matchCreateBranch,
  matchDeleteBranch,
  matchMerge,
  matchPullRequest,
  matchPush,
  matchRebase,
  matchReset,
} from './git';
import { matchBranchFile, matchCommitPending } from './git-files';
import { matchGitQuestion } from './git-questions';
import { matchGitWords } from './git-words';
import { matchForcePush, matchRevert, matchShowHistory, matchTag } from './git-history';
import {
  matchChangeDomain,
  matchDeleteSite,
  matchDeploy,
  matchDomain,
  matchPointIt,
  matchRollback,
  matchSetEnv,
  matchUnsetEnv,
} from './hosting';
import { matchAddIndex } from './indexes';
import type { ClauseResult } from './pieces';
import { matchPastedRows } from './pasted-rows';
import { matchProjectQuestion } from './project-questions';
import { matchDataQuestion } from './questions';
import { matchRename } from './rename';
import { matchSiteContent, matchSiteText } from './site-content';
import { matchRlsOff } from './rls-off';
import { matchInsertRows } from './row-inserts';
import { matchUpdateRows } from './row-updates';
import { matchAdjustRows } from './row-arithmetic';
import { matchDeleteRows } from './rows';
import { matchSweepingDelete } from './sweeping';
import {
  matchBucket,
  matchBucketDelete,
  matchBucketLimit,
  matchBucketVisibility,
  matchProfiles,
} from './storage';
import { matchBucketTypes } from './bucket-types';
import { matchCreateTables, matchRelationship } from './tables';
import { matchUndo } from './undo';
import { matchValueFix } from './value-fixes';
import type { Workspace } from './workspace';

/** One way of reading a clause: null when it does not apply, else understood or a problem. */
export interface Rule {
  name: string;
  service: Service;
  /** Lower is tried first; the first rule that answers wins. See docs/planner.md. */
  priority: number;
  match: (clause: string, ws: Workspace) => ClauseResult;
}

/**
 * Every planner rule with its priority. Whole fixed sentences (under 1000: undo, questions about
 * the project, sign-in switches) go first; then git (1000s) and hosting (2000s): their verbs and objects are
 * distinctive, the backend's (3000s) are broad. Within a service, specific readings
 * come before broad ones, so "create a table" is last. Gaps of 10 leave room for new rules.
 */
const TABLE: readonly Rule[] = [
  // Before undo, which would read "throw away my uncommitted changes" as taking back the last change.
  { priority: 5, service: 'git', name: 'git said loosely', match: matchGitWords },
  { priority: 10, service: 'backend', name: 'undo the last change', match: matchUndo },
  { priority: 15, service: 'git', name: 'question about the repository', match: matchGitQuestion },
  {
    priority: 20,
    service: 'backend',
    name: 'question about the project',
    match: matchProjectQuestion,
  },
  // Before sign-in settings, which would read "the bullet about signing up" as sign-up itself.
  { priority: 25, service: 'git', name: 'site text said by what it shows', match: matchSiteText },
  // Before git and hosting, whose words ("github", "enable") would read "turn on github login".
  { priority: 30, service: 'backend', name: 'sign-in setting', match: matchAuthSetting },
  { priority: 1000, service: 'git', name: 'push', match: matchPush },
  { priority: 1005, service: 'git', name: 'change the site', match: matchSiteContent },
  { priority: 1010, service: 'git', name: 'commit pending changes', match: matchCommitPending },
  { priority: 1020, service: 'git', name: 'commit a file', match: matchCommitFile },
  { priority: 1030, service: 'git', name: 'file on a branch', match: matchBranchFile },
  { priority: 1040, service: 'git', name: 'show history', match: matchShowHistory },
  { priority: 1050, service: 'git', name: 'revert a commit', match: matchRevert },
  { priority: 1060, service: 'git', name: 'tag', match: matchTag },
  { priority: 1070, service: 'git', name: 'force push', match: matchForcePush },
  { priority: 1080, service: 'git', name: 'pull request', match: matchPullRequest },
  { priority: 1090, service: 'git', name: 'create a branch', match: matchCreateBranch },
  { priority: 1100, service: 'git', name: 'delete a branch', match: matchDeleteBranch },
  { priority: 1110, service: 'git', name: 'merge', match: matchMerge },
  { priority: 1120, service: 'git', name: 'reset', match: matchReset },
  { priority: 1130, service: 'git', name: 'rebase', match: matchRebase },
  { priority: 1140, service: 'git', name: 'collaborator', match: matchCollaborator },
  { priority: 2000, service: 'hosting', name: 'delete the site', match: matchDeleteSite },
  { priority: 2010, service: 'hosting', name: 'change a domain', match: matchChangeDomain },
  { priority: 2020, service: 'hosting', name: 'point a domain at it', match: matchPointIt },
  { priority: 2030, service: 'hosting', name: 'domain', match: matchDomain },
  { priority: 2040, service: 'hosting', name: 'remove a setting', match: matchUnsetEnv },
  { priority: 2050, service: 'hosting', name: 'set a setting', match: matchSetEnv },
  { priority: 2060, service: 'hosting', name: 'roll back', match: matchRollback },
  { priority: 2070, service: 'hosting', name: 'deploy', match: matchDeploy },
  { priority: 3000, service: 'backend', name: 'question about the data', match: matchDataQuestion },
  {
    priority: 3001,
    service: 'backend',
    name: 'minimum password length',
    match: matchPasswordLength,
  },
  {
    priority: 3005,
    service: 'backend',
    name: 'new API secret',
    match: matchRotateApiSecret,
  },
  { priority: 3007, service: 'backend', name: 'bucket visibility', match: matchBucketVisibility },
  { priority: 3006, service: 'backend', name: 'delete a bucket', match: matchBucketDelete },
  { priority: 3008, service: 'backend', name: 'bucket size limit', match: matchBucketLimit },
  { priority: 3009, service: 'backend', name: 'bucket file types', match: matchBucketTypes },
  { priority: 3010, service: 'backend', name: 'storage bucket', match: matchBucket },
  { priority: 3020, service: 'backend', name: 'profiles', match: matchProfiles },
  { priority: 3022, service: 'backend', name: 'soft delete', match: matchSoftDelete },
  { priority: 3024, service: 'backend', name: 'access said as a fact', match: matchAccessFact },
  { priority: 3025, service: 'backend', name: 'row level security off', match: matchRlsOff },
  { priority: 3026, service: 'backend', name: 'app too vague', match: appQuestion },
  { priority: 3028, service: 'backend', name: 'app in a sentence', match: matchAppSentence },
  { priority: 3030, service: 'backend', name: 'access rules', match: matchAccess },
  { priority: 3040, service: 'backend', name: 'relationship', match: matchRelationship },
  { priority: 3045, service: 'backend', name: 'delete everything', match: matchSweepingDelete },
  { priority: 3050, service: 'backend', name: 'drop a table', match: matchDropTable },
  { priority: 3060, service: 'backend', name: 'drop columns', match: matchDropColumn },
  { priority: 3068, service: 'backend', name: 'change numbers', match: matchAdjustRows },
  { priority: 3070, service: 'backend', name: 'delete rows', match: matchDeleteRows },
  { priority: 3072, service: 'backend', name: 'add pasted rows', match: matchPastedRows },
  { priority: 3073, service: 'backend', name: 'add rows', match: matchInsertRows },
  { priority: 3075, service: 'backend', name: 'fix a misspelt value', match: matchValueFix },
  { priority: 3076, service: 'backend', name: 'change rows', match: matchUpdateRows },
  { priority: 3080, service: 'backend', name: 'rename', match: matchRename },
  { priority: 3090, service: 'backend', name: 'add an index', match: matchAddIndex },
  { priority: 3100, service: 'backend', name: 'column attribute', match: matchAttribute },
  { priority: 3110, service: 'backend', name: 'add columns', match: matchAddColumns },
  { priority: 3900, service: 'backend', name: 'create tables', match: matchCreateTables },
];

/** The rules in the order they are tried. */
export const RULES: readonly Rule[] = [...TABLE].sort((a, b) => a.priority - b.priority);
