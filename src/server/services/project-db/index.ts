/** Project databases: what the operation engine and the routes call. */
export {
  ProjectDatabases,
  openExternalDatabase,
  type ProjectDatabasesOptions,
} from './project-databases';
export { TARGET_CHANGED_MESSAGE } from './project-database';
export type { ProjectDatabase } from './project-database';
export type { TableInfo } from './introspect';
export { ProjectDbError } from './errors';
export { guardSql } from './sql-guard';
export { parseSql } from './sql-parser';
export { classifySqlRisk, maxRisk } from './sql-risk';
export { deriveReverseSql } from './reverse-sql';
export type { Timers } from './timers';
