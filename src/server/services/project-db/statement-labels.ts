import type { Node } from 'libpg-query';
import { nodeAs, objectTypeWords, tagOf, type NodeTag } from './sql-ast';

const FIXED_LABELS: Partial<Record<NodeTag, string>> = {
  CreateStmt: 'CREATE TABLE',
  AlterTableStmt: 'ALTER TABLE',
  IndexStmt: 'CREATE INDEX',
  CreatePolicyStmt: 'CREATE POLICY',
  AlterPolicyStmt: 'ALTER POLICY',
  InsertStmt: 'INSERT',
  UpdateStmt: 'UPDATE',
  DeleteStmt: 'DELETE',
  MergeStmt: 'MERGE',
  SelectStmt: 'SELECT',
  TruncateStmt: 'TRUNCATE',
  CommentStmt: 'COMMENT',
  CreateTrigStmt: 'CREATE TRIGGER',
  ViewStmt: 'CREATE VIEW',
  CreateEnumStmt: 'CREATE TYPE',
  AlterEnumStmt: 'ALTER TYPE',
  CompositeTypeStmt: 'CREATE TYPE',
  CreateDomainStmt: 'CREATE DOMAIN',
  CreateSeqStmt: 'CREATE SEQUENCE',
  AlterSeqStmt: 'ALTER SEQUENCE',
  CreateExtensionStmt: 'CREATE EXTENSION',
  AlterExtensionStmt: 'ALTER EXTENSION',
  CreateSchemaStmt: 'CREATE SCHEMA',
  CreateTableAsStmt: 'CREATE TABLE AS',
  CopyStmt: 'COPY',
  DoStmt: 'DO',
  AlterSystemStmt: 'ALTER SYSTEM',
  ListenStmt: 'LISTEN',
  NotifyStmt: 'NOTIFY',
  UnlistenStmt: 'UNLISTEN',
  LoadStmt: 'LOAD',
  VacuumStmt: 'VACUUM',
  CheckPointStmt: 'CHECKPOINT',
  PrepareStmt: 'PREPARE',
  ExecuteStmt: 'EXECUTE',
  DeallocateStmt: 'DEALLOCATE',
  CreateRoleStmt: 'CREATE ROLE',
  AlterRoleStmt: 'ALTER ROLE',
  AlterRoleSetStmt: 'ALTER ROLE',
  DropRoleStmt: 'DROP ROLE',
  GrantRoleStmt: 'GRANT ROLE',
  CreatedbStmt: 'CREATE DATABASE',
  AlterDatabaseStmt: 'ALTER DATABASE',
  AlterDatabaseSetStmt: 'ALTER DATABASE',
  DropdbStmt: 'DROP DATABASE',
  CreateTableSpaceStmt: 'CREATE TABLESPACE',
  DropTableSpaceStmt: 'DROP TABLESPACE',
  VariableShowStmt: 'SHOW',
  DiscardStmt: 'DISCARD',
  CallStmt: 'CALL',
  ExplainStmt: 'EXPLAIN',
  AlterOwnerStmt: 'ALTER OWNER',
  AlterFunctionStmt: 'ALTER FUNCTION',
  AlterDefaultPrivilegesStmt: 'ALTER DEFAULT PRIVILEGES',
  AlterObjectSchemaStmt: 'ALTER SET SCHEMA',
  CreateEventTrigStmt: 'CREATE EVENT TRIGGER',
  RuleStmt: 'CREATE RULE',
  CreateFdwStmt: 'CREATE FOREIGN DATA WRAPPER',
  CreateForeignServerStmt: 'CREATE SERVER',
  CreateForeignTableStmt: 'CREATE FOREIGN TABLE',
  CreateUserMappingStmt: 'CREATE USER MAPPING',
  ImportForeignSchemaStmt: 'IMPORT FOREIGN SCHEMA',
  CreatePublicationStmt: 'CREATE PUBLICATION',
  CreateSubscriptionStmt: 'CREATE SUBSCRIPTION',
  LockStmt: 'LOCK',
  ClusterStmt: 'CLUSTER',
  ReindexStmt: 'REINDEX',
  RefreshMatViewStmt: 'REFRESH MATERIALIZED VIEW',
  SecLabelStmt: 'SECURITY LABEL',
  ReassignOwnedStmt: 'REASSIGN OWNED',
  DropOwnedStmt: 'DROP OWNED',
  DeclareCursorStmt: 'DECLARE CURSOR',
  FetchStmt: 'FETCH',
  ClosePortalStmt: 'CLOSE',
  ConstraintsSetStmt: 'SET CONSTRAINTS',
  CreateCastStmt: 'CREATE CAST',
  CreateOpClassStmt: 'CREATE OPERATOR CLASS',
  CreatePLangStmt: 'CREATE LANGUAGE',
  CreateConversionStmt: 'CREATE CONVERSION',
  CreateTransformStmt: 'CREATE TRANSFORM',
  CreateAmStmt: 'CREATE ACCESS METHOD',
  CreateStatsStmt: 'CREATE STATISTICS',
  AlterTypeStmt: 'ALTER TYPE',
  AlterDomainStmt: 'ALTER DOMAIN',
};

/** What a statement is, in the SQL words a reader recognises (`CREATE TABLE`, `COPY`, `SET ROLE`). */
export function statementLabel(node: Node): string {
  const tag = tagOf(node);
  if (!tag) return 'STATEMENT';
  const drop = nodeAs(node, 'DropStmt');
  if (drop) return `DROP ${objectTypeWords(drop.removeType)}`;
  const rename = nodeAs(node, 'RenameStmt');
  if (rename)
    return `ALTER ${objectTypeWords(rename.renameType === 'OBJECT_COLUMN' ? rename.relationType : rename.renameType)} RENAME`;
  const set = nodeAs(node, 'VariableSetStmt');
  if (set) {
    const reset = set.kind === 'VAR_RESET' || set.kind === 'VAR_RESET_ALL';
    const special: Record<string, string> = {
      role: 'ROLE',
      session_authorization: 'SESSION AUTHORIZATION',
    };
    const name = set.kind === 'VAR_RESET_ALL' ? 'ALL' : (special[set.name ?? ''] ?? set.name ?? '');
    return `${reset ? 'RESET' : 'SET'} ${name}`.trim();
  }
  const tx = nodeAs(node, 'TransactionStmt');
  if (tx) return transactionLabel(tx.kind);
  const grant = nodeAs(node, 'GrantStmt');
  if (grant) return grant.is_grant ? 'GRANT' : 'REVOKE';
  const fn = nodeAs(node, 'CreateFunctionStmt');
  if (fn) return fn.is_procedure ? 'CREATE PROCEDURE' : 'CREATE FUNCTION';
  const define = nodeAs(node, 'DefineStmt');
  if (define) return `CREATE ${objectTypeWords(define.kind)}`;
  const select = nodeAs(node, 'SelectStmt');
  if (select?.intoClause) return 'SELECT INTO';
  return (
    FIXED_LABELS[tag] ??
    tag
      .replace(/Stmt$/, '')
      .replace(/([a-z])([A-Z])/g, '$1 $2')
      .toUpperCase()
  );
}

function transactionLabel(kind: string | undefined): string {
  switch (kind) {
    case 'TRANS_STMT_BEGIN':
      return 'BEGIN';
    case 'TRANS_STMT_START':
      return 'START TRANSACTION';
    case 'TRANS_STMT_COMMIT':
      return 'COMMIT';
    case 'TRANS_STMT_ROLLBACK':
      return 'ROLLBACK';
    case 'TRANS_STMT_SAVEPOINT':
      return 'SAVEPOINT';
    case 'TRANS_STMT_RELEASE':
      return 'RELEASE SAVEPOINT';
    case 'TRANS_STMT_ROLLBACK_TO':
      return 'ROLLBACK TO SAVEPOINT';
    case 'TRANS_STMT_PREPARE':
      return 'PREPARE TRANSACTION';
    case 'TRANS_STMT_COMMIT_PREPARED':
      return 'COMMIT PREPARED';
    case 'TRANS_STMT_ROLLBACK_PREPARED':
      return 'ROLLBACK PREPARED';
    default:
      return 'TRANSACTION';
  }
}
