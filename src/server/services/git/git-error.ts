import { AppError } from '@server/lib/errors';

/** What went wrong; the error handler sends `{ error: { code, message } }` with `statusCode`. */
export type GitErrorCode =
  | 'invalid_name'
  | 'invalid_path'
  | 'branch_not_found'
  | 'commit_not_found'
  | 'branch_exists'
  | 'protected_branch'
  | 'merge_conflict'
  | 'merge_not_supported'
  | 'rebase_refused'
  | 'revert_refused'
  | 'tag_exists'
  | 'repository_exists'
  | 'repository_missing'
  | 'github_not_connected'
  | 'github_bad_credentials'
  | 'github_not_found'
  | 'github_conflict'
  | 'github_rejected'
  | 'github_unreachable';

export interface MergeConflict {
  path: string;
  /** Lines (1-based, in the common ancestor) where both sides changed; empty for whole-file conflicts. */
  lines: number[];
  reason: 'both-changed' | 'changed-and-deleted' | 'both-added' | 'binary';
}

export class GitServiceError extends AppError {
  constructor(
    override readonly code: GitErrorCode,
    message: string,
    statusCode: number,
    readonly conflicts: MergeConflict[] = [],
  ) {
    super(statusCode, code, message);
    this.name = 'GitServiceError';
  }
}
