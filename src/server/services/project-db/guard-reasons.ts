/** The reasons the SQL guard gives; each finishes a sentence "Statement N (LABEL) ...". */
import type { NodeTag } from './sql-ast';

export const NOT_ALLOWED = 'is not among the statements projects may run here.';
export const FILES = 'reads or writes files on the server, which projects may not do.';
export const SETTINGS = 'changes database roles or session settings, which projects may not do.';
export const SERVER = 'controls the database server itself, which projects may not do.';
export const ROLES = 'creates, changes or hands out database roles, which projects may not do.';
export const TRANSACTION =
  'controls the transaction itself; Bridge Studio runs every change in its own transaction, so leave out BEGIN, COMMIT, ROLLBACK and SAVEPOINT.';
export const NOTIFY =
  'sends or listens for notifications between connections, which projects may not do.';
export const PREPARED =
  'prepares or runs saved statements, which projects may not do; write the statement out in full.';
export const OTHER_DATABASES = 'connects to another database or server, which projects may not do.';
export const DYNAMIC =
  'runs SQL built from text at run time, which cannot be checked before it runs.';
export const TABLESPACE = 'places data in a tablespace, which projects may not do.';
export const PUBLICATIONS = 'sets up replication publications, which projects may not do here.';
export const CONNECTIONS =
  'stops or signals other database connections, which projects may not do.';
export const LOCKS = 'takes a lock that outlives the change, which projects may not do.';
export const LARGE_OBJECTS =
  'uses large objects, which projects may not do; store files in a storage bucket instead.';

/** Statements refused whatever they contain, with the reason that fits them best. */
export const REFUSED: Partial<Record<NodeTag, string>> = {
  CopyStmt: FILES,
  LoadStmt: 'loads a code library into the database server, which projects may not do.',
  VariableSetStmt: SETTINGS,
  VariableShowStmt: SETTINGS,
  DiscardStmt: SETTINGS,
  ConstraintsSetStmt: SETTINGS,
  TransactionStmt: TRANSACTION,
  DoStmt:
    'runs an anonymous code block that cannot be checked before it runs, which projects may not do.',
  AlterSystemStmt: SERVER,
  VacuumStmt: SERVER,
  CheckPointStmt: SERVER,
  ClusterStmt: SERVER,
  ReindexStmt: SERVER,
  CreatedbStmt: SERVER,
  AlterDatabaseStmt: SERVER,
  AlterDatabaseSetStmt: SERVER,
  AlterDatabaseRefreshCollStmt: SERVER,
  DropdbStmt: SERVER,
  CreateTableSpaceStmt: SERVER,
  DropTableSpaceStmt: SERVER,
  AlterTableSpaceOptionsStmt: SERVER,
  AlterTableMoveAllStmt: SERVER,
  CreateEventTrigStmt: SERVER,
  AlterEventTrigStmt: SERVER,
  CreatePLangStmt: SERVER,
  CreateAmStmt: SERVER,
  CreateCastStmt: SERVER,
  CreateTransformStmt: SERVER,
  CreateConversionStmt: SERVER,
  CreateOpClassStmt: SERVER,
  CreateOpFamilyStmt: SERVER,
  AlterExtensionStmt: SERVER,
  AlterExtensionContentsStmt: SERVER,
  ListenStmt: NOTIFY,
  NotifyStmt: NOTIFY,
  UnlistenStmt: NOTIFY,
  PrepareStmt: PREPARED,
  ExecuteStmt: PREPARED,
  DeallocateStmt: PREPARED,
  CreateRoleStmt: ROLES,
  AlterRoleStmt: ROLES,
  AlterRoleSetStmt: ROLES,
  DropRoleStmt: ROLES,
  GrantRoleStmt: ROLES,
  ReassignOwnedStmt: ROLES,
  DropOwnedStmt: ROLES,
  AlterOwnerStmt: 'changes who owns an object, which projects may not do.',
  AlterDefaultPrivilegesStmt: ROLES,
  SecLabelStmt: ROLES,
  AlterFunctionStmt:
    'changes the settings of an existing function; use CREATE OR REPLACE FUNCTION instead.',
  CallStmt: 'runs a procedure, which projects may not do from a plan.',
  CreateFdwStmt: OTHER_DATABASES,
  AlterFdwStmt: OTHER_DATABASES,
  CreateForeignServerStmt: OTHER_DATABASES,
  AlterForeignServerStmt: OTHER_DATABASES,
  CreateForeignTableStmt: OTHER_DATABASES,
  CreateUserMappingStmt: OTHER_DATABASES,
  AlterUserMappingStmt: OTHER_DATABASES,
  DropUserMappingStmt: OTHER_DATABASES,
  ImportForeignSchemaStmt: OTHER_DATABASES,
  CreatePublicationStmt: PUBLICATIONS,
  AlterPublicationStmt: PUBLICATIONS,
  CreateSubscriptionStmt: OTHER_DATABASES,
  AlterSubscriptionStmt: OTHER_DATABASES,
  DropSubscriptionStmt: OTHER_DATABASES,
};
