/** Project databases (DESIGN.md sections 4-5): what the operation engine and the routes call. */
export {
  ProjectDatabases,
  PROJECT_DB_DEFAULTS,
  openExternalDatabase,
  type ProjectDatabasesOptions,
} from './project-databases';
export { TARGET_CHANGED_MESSAGE } from './project-database';
export type {
  Actor,
  DryRunResult,
  ExecuteOptions,
  ExecuteResult,
  ProjectDatabase,
  ProjectRole,
  QueryResult,
  RunFailure,
  RunSuccess,
  StatementOutcome,
  TxStep,
} from './project-database';
export type {
  ColumnInfo,
  DatabaseSchema,
  DatabaseUsage,
  ForeignKeyInfo,
  IndexInfo,
  IntrospectOptions,
  PolicyInfo,
  TableInfo,
  TableUsage,
} from './introspect';
export { ProjectDbError, type ProjectDbErrorCode } from './errors';
export { guardSql, type GuardResult, type Refusal } from './sql-guard';
export { parseSql, type ParsedStatement } from './sql-parser';
export { classifySqlRisk, maxRisk, type SqlRisk, type StatementRisk } from './sql-risk';
export { deriveReverseSql, type ReverseSql, type StatementReverse } from './reverse-sql';
export { pgErrorInWords, type PgErrorFields } from './pg-error-words';
export type { Timers } from './timers';
