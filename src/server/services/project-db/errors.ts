import { AppError } from '@server/lib/errors';
import type { PgErrorFields } from './pg-error-words';

export type ProjectDbErrorCode =
  | 'sql_error'
  | 'timeout'
  | 'unavailable'
  | 'closed'
  | 'invalid_project'
  /** The project (or the whole server) holds every connection it may: a 503 that says so. */
  | 'connection_limit';

const STATUS: Record<ProjectDbErrorCode, number> = {
  sql_error: 422,
  timeout: 422,
  unavailable: 503,
  closed: 503,
  invalid_project: 400,
  connection_limit: 503,
};

/** A project database failure, with a message written for the user. */
export class ProjectDbError extends AppError {
  constructor(
    override readonly code: ProjectDbErrorCode,
    message: string,
    /** Which batch step failed and the raw Postgres error: for the engine, not sent to the client. */
    readonly failure: { step?: number; postgres?: PgErrorFields } = {},
  ) {
    super(STATUS[code], code, message);
    this.name = 'ProjectDbError';
  }
}

function seconds(ms: number): string {
  const s = Math.round(ms / 100) / 10;
  return `${s} ${s === 1 ? 'second' : 'seconds'}`;
}

/** What the user reads when the statement limit stops their SQL. */
export function timeoutMessage(limitMs: number, purpose: 'change' | 'query'): string {
  return purpose === 'change'
    ? `This change took longer than ${seconds(limitMs)} and was stopped. Nothing was changed.`
    : `This query took longer than ${seconds(limitMs)} and was stopped.`;
}
