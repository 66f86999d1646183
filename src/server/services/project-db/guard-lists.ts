/** The lists the SQL guard checks against. */
import {
  CONNECTIONS,
  DYNAMIC,
  FILES,
  LARGE_OBJECTS,
  LOCKS,
  NOTIFY,
  OTHER_DATABASES,
  SERVER,
  SETTINGS,
} from './guard-reasons';

/** Schemas the platform manages: projects read some of them but never change them. */
export const RESERVED_SCHEMAS = new Set([
  'auth',
  'storage',
  'pg_catalog',
  'information_schema',
  'pg_toast',
  'extensions',
  'realtime',
  'vault',
  'pgsodium',
  'graphql',
  'graphql_public',
  'supabase_functions',
  'net',
  'cron',
]);

export const isReservedSchema = (schema: string) =>
  RESERVED_SCHEMAS.has(schema) || schema.startsWith('pg_');

/** Storage tables whose rows and policies belong to the project (bucket plans), unlike their structure. */
export const PROJECT_STORAGE_TABLES = new Set(['storage.buckets', 'storage.objects']);

/** Roles a project may grant to and write policies for. */
export const PROJECT_ROLES = new Set(['anon', 'authenticated', 'service_role']);

/** Extensions a project may install; all are trusted extensions shipped with PGlite and Supabase. */
export const ALLOWED_EXTENSIONS = new Set(['pgcrypto', 'uuid-ossp', 'citext', 'pg_trgm']);

/** Function languages a project may use. */
export const ALLOWED_LANGUAGES = new Set(['sql', 'plpgsql']);

/** Functions refused wherever they appear in a statement, by exact (lower-case) name. */
export const FORBIDDEN_FUNCTIONS = new Map<string, string>([
  ['pg_read_file', FILES],
  ['pg_read_binary_file', FILES],
  ['pg_stat_file', FILES],
  ['pg_file_write', FILES],
  ['pg_file_rename', FILES],
  ['pg_file_unlink', FILES],
  ['pg_file_sync', FILES],
  ['pg_logdir_ls', FILES],
  ['pg_current_logfile', FILES],
  ['lo_import', FILES],
  ['lo_export', FILES],
  ['set_config', SETTINGS],
  ['pg_reload_conf', SERVER],
  ['pg_rotate_logfile', SERVER],
  ['pg_promote', SERVER],
  ['pg_switch_wal', SERVER],
  ['pg_create_restore_point', SERVER],
  ['pg_backup_start', SERVER],
  ['pg_backup_stop', SERVER],
  ['pg_start_backup', SERVER],
  ['pg_stop_backup', SERVER],
  ['pg_import_system_collations', SERVER],
  ['pg_log_backend_memory_contexts', SERVER],
  ['pg_terminate_backend', CONNECTIONS],
  ['pg_cancel_backend', CONNECTIONS],
  ['pg_signal_backend', CONNECTIONS],
  ['pg_notify', NOTIFY],
  ['query_to_xml', DYNAMIC],
  ['query_to_xmlschema', DYNAMIC],
  ['query_to_xml_and_xmlschema', DYNAMIC],
  ['cursor_to_xml', DYNAMIC],
  ['cursor_to_xmlschema', DYNAMIC],
  ['ts_stat', DYNAMIC],
  ['ts_rewrite', DYNAMIC],
  ['loread', LARGE_OBJECTS],
  ['lowrite', LARGE_OBJECTS],
]);

/** Function name prefixes refused in the same way (families such as dblink_* and pg_ls_*). */
export const FORBIDDEN_FUNCTION_PREFIXES: ReadonlyArray<readonly [string, string]> = [
  ['dblink', OTHER_DATABASES],
  ['pg_ls_', FILES],
  ['pg_read_', FILES],
  ['pg_file_', FILES],
  ['lo_', LARGE_OBJECTS],
  ['pg_advisory', LOCKS],
  ['pg_try_advisory', LOCKS],
  ['pg_replication_', SERVER],
  ['pg_logical_', SERVER],
  ['pg_create_', SERVER],
  ['pg_drop_replication', SERVER],
  ['pg_wal_replay', SERVER],
  ['pg_sync_replication', SERVER],
  ['binary_upgrade_', SERVER],
];

/** Why a function may not be called, or undefined when it may. */
export function forbiddenFunctionReason(name: string): string | undefined {
  const lower = name.toLowerCase();
  const exact = FORBIDDEN_FUNCTIONS.get(lower);
  if (exact) return exact;
  // Transaction-scoped advisory locks end with the change, so they stay allowed.
  if (lower.includes('_xact_')) return undefined;
  return FORBIDDEN_FUNCTION_PREFIXES.find(([prefix]) => lower.startsWith(prefix))?.[1];
}

/** System tables and views that hold passwords, server files or other sessions' data. */
export const PRIVATE_RELATIONS = new Set([
  'pg_authid',
  'pg_shadow',
  'pg_user_mapping',
  'pg_user_mappings',
  'pg_hba_file_rules',
  'pg_ident_file_mappings',
  'pg_file_settings',
  'pg_config',
  'pg_statistic',
  'pg_largeobject',
  'pg_largeobject_metadata',
  'pg_subscription',
  'pg_stat_activity',
]);
