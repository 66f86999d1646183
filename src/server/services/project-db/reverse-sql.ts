import type { Node, ObjectType, RangeVar } from 'libpg-query';
import {
  namesOf,
  nodeAs,
  objectNames,
  objectTypeWords,
  stringOf,
  typeNameText,
  type NodeOf,
} from './sql-ast';
import { qualifiedName, qualifiedRangeVar, quoteIdent, quoteLiteral } from './sql-ident';
import type { ParsedStatement } from './sql-parser';

export interface StatementReverse {
  statement: number;
  label: string;
  /** Statements that undo this one (empty when it changes nothing), or null when it cannot be undone. */
  sql: string[] | null;
  reason: string;
}

export interface ReverseSql {
  available: boolean;
  /** Plain English for the plan's undo line: what undo does, or why there is none. */
  reason: string;
  /** All reverse statements, last change first; null when any statement cannot be undone. */
  sql: string[] | null;
  statements: StatementReverse[];
}

type Reverse = { sql: string[]; reason?: string } | { sql: null; reason: string };

const none = (reason: string): Reverse => ({ sql: null, reason });
const undo = (...sql: string[]): Reverse => ({ sql });

const MAY_HAVE_EXISTED =
  'it may have found the object already there, and removing it could remove something older';

function withSchema(rv: RangeVar | undefined, name: string): string {
  return qualifiedName([rv?.schemaname ?? 'public', name]);
}

/** Names with `public` made explicit, so the undo never depends on a search path. */
function fullNames(names: string[]): string {
  return qualifiedName(names.length === 1 ? ['public', ...names] : names);
}

function signature(fn: NodeOf<'CreateFunctionStmt'>): string {
  const args = (fn.parameters ?? [])
    .map((p) => nodeAs(p, 'FunctionParameter'))
    .filter((p) => p && p.mode !== 'FUNC_PARAM_OUT' && p.mode !== 'FUNC_PARAM_TABLE')
    .map((p) => typeNameText(p?.argType));
  return `${fullNames(namesOf(fn.funcname))}(${args.join(', ')})`;
}

function alterTableReverse(alter: NodeOf<'AlterTableStmt'>): Reverse {
  const table = qualifiedRangeVar(alter.relation);
  const word =
    alter.objtype === 'OBJECT_TABLE' || !alter.objtype
      ? 'table'
      : objectTypeWords(alter.objtype).toLowerCase();
  const steps: string[] = [];
  for (const node of alter.cmds ?? []) {
    const cmd = nodeAs(node, 'AlterTableCmd');
    const column = quoteIdent(cmd?.name ?? '');
    let action: string | null = null;
    switch (cmd?.subtype) {
      case 'AT_AddColumn': {
        const def = nodeAs(cmd.def, 'ColumnDef');
        if (cmd.missing_ok || !def?.colname)
          return none(`adding a column "if not exists" ${MAY_HAVE_EXISTED}`);
        action = `drop column ${quoteIdent(def.colname)}`;
        break;
      }
      case 'AT_SetNotNull':
        action = `alter column ${column} drop not null`;
        break;
      case 'AT_DropNotNull':
        action = `alter column ${column} set not null`;
        break;
      case 'AT_AddConstraint': {
        const name = nodeAs(cmd.def, 'Constraint')?.conname;
        if (!name)
          return none('the new rule has no name of its own, so it cannot be picked out to remove');
        action = `drop constraint ${quoteIdent(name)}`;
        break;
      }
      case 'AT_EnableRowSecurity':
        action = 'disable row level security';
        break;
      case 'AT_DisableRowSecurity':
        action = 'enable row level security';
        break;
      case 'AT_ForceRowSecurity':
        action = 'no force row level security';
        break;
      case 'AT_NoForceRowSecurity':
        action = 'force row level security';
        break;
      case 'AT_EnableTrig':
        action = `disable trigger ${column}`;
        break;
      case 'AT_DisableTrig':
        action = `enable trigger ${column}`;
        break;
      case 'AT_DropColumn':
        return none('the removed column and its data are not kept');
      case 'AT_AlterColumnType':
        return none('the earlier type and the values before conversion are not kept');
      case 'AT_ColumnDefault':
        return none('the earlier default value is not kept');
      case 'AT_DropConstraint':
        return none("the removed rule's definition is not kept");
      default:
        return none('this kind of table change cannot be reversed automatically');
    }
    steps.unshift(`alter ${word} ${table} ${action}`);
  }
  return { sql: steps };
}

function renameReverse(rename: NodeOf<'RenameStmt'>): Reverse {
  const newName = rename.newname ?? '';
  const oldName = rename.subname ?? rename.relation?.relname ?? '';
  const on = qualifiedRangeVar(rename.relation);
  const relationWord = (type: ObjectType | undefined) =>
    objectTypeWords(type ?? 'OBJECT_TABLE').toLowerCase();
  switch (rename.renameType) {
    case 'OBJECT_TABLE':
    case 'OBJECT_VIEW':
    case 'OBJECT_MATVIEW':
    case 'OBJECT_SEQUENCE':
    case 'OBJECT_INDEX':
      return undo(
        `alter ${relationWord(rename.renameType)} ${withSchema(rename.relation, newName)} rename to ${quoteIdent(oldName)}`,
      );
    case 'OBJECT_COLUMN':
      return undo(
        `alter ${relationWord(rename.relationType)} ${on} rename column ${quoteIdent(newName)} to ${quoteIdent(oldName)}`,
      );
    case 'OBJECT_TABCONSTRAINT':
      return undo(
        `alter table ${on} rename constraint ${quoteIdent(newName)} to ${quoteIdent(oldName)}`,
      );
    case 'OBJECT_POLICY':
      return undo(`alter policy ${quoteIdent(newName)} on ${on} rename to ${quoteIdent(oldName)}`);
    case 'OBJECT_TRIGGER':
      return undo(`alter trigger ${quoteIdent(newName)} on ${on} rename to ${quoteIdent(oldName)}`);
    case 'OBJECT_SCHEMA':
      return undo(`alter schema ${quoteIdent(newName)} rename to ${quoteIdent(oldName)}`);
    case 'OBJECT_TYPE':
    case 'OBJECT_DOMAIN': {
      const names = objectNames(rename.object);
      const renamed = [...(names.length > 1 ? names.slice(0, -1) : ['public']), newName];
      return undo(
        `alter ${relationWord(rename.renameType)} ${qualifiedName(renamed)} rename to ${quoteIdent(names.at(-1) ?? '')}`,
      );
    }
    default:
      return none('this kind of rename cannot be reversed automatically');
  }
}

function grantReverse(grant: NodeOf<'GrantStmt'>): Reverse {
  const objectWord: Partial<Record<ObjectType, string>> = {
    OBJECT_TABLE: 'table',
    OBJECT_SEQUENCE: 'sequence',
    OBJECT_SCHEMA: 'schema',
  };
  const word = grant.objtype ? objectWord[grant.objtype] : undefined;
  if (!word) return none('rights on this kind of object cannot be handed back automatically');
  const privileges = (grant.privileges ?? []).map((p) => nodeAs(p, 'AccessPriv'));
  if (privileges.some((p) => !p?.priv_name || p.cols))
    return none('column rights cannot be handed back automatically');
  const what = privileges.length === 0 ? 'all' : privileges.map((p) => p?.priv_name).join(', ');
  const objects = (grant.objects ?? []).map((o) =>
    grant.objtype === 'OBJECT_SCHEMA' || grant.targtype === 'ACL_TARGET_ALL_IN_SCHEMA'
      ? quoteIdent(stringOf(o) ?? '')
      : qualifiedRangeVar(nodeAs(o, 'RangeVar')),
  );
  const target =
    grant.targtype === 'ACL_TARGET_ALL_IN_SCHEMA'
      ? `all ${word}s in schema ${objects.join(', ')}`
      : `${word} ${objects.join(', ')}`;
  const roles = (grant.grantees ?? [])
    .map((g) => quoteIdent(nodeAs(g, 'RoleSpec')?.rolename ?? ''))
    .join(', ');
  return undo(
    grant.is_grant
      ? `revoke ${what} on ${target} from ${roles}`
      : `grant ${what} on ${target} to ${roles}`,
  );
}

/**
 * Rows added to storage.buckets are picked out again by their ids; rows added to a table the same
 * change creates go when undo drops that table.
 */
function insertReverse(insert: NodeOf<'InsertStmt'>, created: ReadonlySet<string>): Reverse {
  const rel = insert.relation;
  if (created.has(qualifiedRangeVar(rel)))
    return { sql: [], reason: 'Its rows go when undo removes the table this change creates.' };
  const isBuckets = rel?.schemaname === 'storage' && rel.relname === 'buckets';
  if (!isBuckets) return none('the new rows cannot be told apart from the others afterwards');
  const columns = (insert.cols ?? []).map((c) => nodeAs(c, 'ResTarget')?.name);
  const idAt = columns.indexOf('id');
  const values = nodeAs(insert.selectStmt, 'SelectStmt')?.valuesLists ?? [];
  const ids = values.map(
    (row) => nodeAs(nodeAs(row, 'List')?.items?.[idAt], 'A_Const')?.sval?.sval,
  );
  if (idAt < 0 || values.length === 0 || ids.some((id) => id === undefined)) {
    return none(
      'the new buckets are not named by plain ids, so they cannot be picked out afterwards',
    );
  }
  return undo(
    `delete from storage.buckets where id in (${ids.map((id) => quoteLiteral(id ?? '')).join(', ')})`,
  );
}

function reverseOf(node: Node, created: ReadonlySet<string>): Reverse {
  const create = nodeAs(node, 'CreateStmt');
  if (create)
    return create.if_not_exists
      ? none(`creating a table "if not exists" ${MAY_HAVE_EXISTED}`)
      : undo(`drop table ${qualifiedRangeVar(create.relation)}`);
  const createAs = nodeAs(node, 'CreateTableAsStmt');
  if (createAs) {
    if (createAs.if_not_exists) return none(`creating "if not exists" ${MAY_HAVE_EXISTED}`);
    const word = createAs.objtype === 'OBJECT_MATVIEW' ? 'materialized view' : 'table';
    return undo(`drop ${word} ${qualifiedRangeVar(createAs.into?.rel)}`);
  }
  const select = nodeAs(node, 'SelectStmt');
  if (select)
    return select.intoClause
      ? undo(`drop table ${qualifiedRangeVar(select.intoClause.rel)}`)
      : undo();
  const index = nodeAs(node, 'IndexStmt');
  if (index) {
    if (!index.idxname)
      return none('the index has no name of its own, so it cannot be picked out to remove');
    if (index.if_not_exists) return none(`creating an index "if not exists" ${MAY_HAVE_EXISTED}`);
    return undo(`drop index ${withSchema(index.relation, index.idxname)}`);
  }
  const policy = nodeAs(node, 'CreatePolicyStmt');
  if (policy)
    return undo(
      `drop policy ${quoteIdent(policy.policy_name ?? '')} on ${qualifiedRangeVar(policy.table)}`,
    );
  if (nodeAs(node, 'AlterPolicyStmt')) return none("the policy's earlier rules are not kept");
  const alter = nodeAs(node, 'AlterTableStmt');
  if (alter) return alterTableReverse(alter);
  const rename = nodeAs(node, 'RenameStmt');
  if (rename) return renameReverse(rename);
  const trigger = nodeAs(node, 'CreateTrigStmt');
  if (trigger) {
    if (trigger.replace) return none('it may have replaced an earlier trigger, which is not kept');
    return undo(
      `drop trigger ${quoteIdent(trigger.trigname ?? '')} on ${qualifiedRangeVar(trigger.relation)}`,
    );
  }
  const fn = nodeAs(node, 'CreateFunctionStmt');
  if (fn) {
    if (fn.replace)
      return none('it may have replaced an earlier version of the function, which is not kept');
    return undo(`drop ${fn.is_procedure ? 'procedure' : 'function'} ${signature(fn)}`);
  }
  const view = nodeAs(node, 'ViewStmt');
  if (view)
    return view.replace
      ? none('it may have replaced an earlier view, which is not kept')
      : undo(`drop view ${qualifiedRangeVar(view.view)}`);
  const enumType = nodeAs(node, 'CreateEnumStmt');
  if (enumType) return undo(`drop type ${fullNames(namesOf(enumType.typeName))}`);
  const composite = nodeAs(node, 'CompositeTypeStmt');
  if (composite) return undo(`drop type ${qualifiedRangeVar(composite.typevar)}`);
  const domain = nodeAs(node, 'CreateDomainStmt');
  if (domain) return undo(`drop domain ${fullNames(namesOf(domain.domainname))}`);
  const enumChange = nodeAs(node, 'AlterEnumStmt');
  if (enumChange) {
    if (!enumChange.oldVal)
      return none('Postgres cannot remove a value from a list type once it is added');
    const type = fullNames(namesOf(enumChange.typeName));
    return undo(
      `alter type ${type} rename value ${quoteLiteral(enumChange.newVal ?? '')} to ${quoteLiteral(enumChange.oldVal)}`,
    );
  }
  const sequence = nodeAs(node, 'CreateSeqStmt');
  if (sequence)
    return sequence.if_not_exists
      ? none(`creating a sequence "if not exists" ${MAY_HAVE_EXISTED}`)
      : undo(`drop sequence ${qualifiedRangeVar(sequence.sequence)}`);
  if (nodeAs(node, 'AlterSeqStmt')) return none("the sequence's earlier settings are not kept");
  const extension = nodeAs(node, 'CreateExtensionStmt');
  if (extension)
    return extension.if_not_exists
      ? none(`installing "if not exists" ${MAY_HAVE_EXISTED}`)
      : undo(`drop extension ${quoteIdent(extension.extname ?? '')}`);
  const schema = nodeAs(node, 'CreateSchemaStmt');
  if (schema) {
    if (schema.if_not_exists) return none(`creating a schema "if not exists" ${MAY_HAVE_EXISTED}`);
    if (schema.schemaElts?.length) return none('the schema was created with objects inside it');
    return undo(`drop schema ${quoteIdent(schema.schemaname ?? '')}`);
  }
  if (nodeAs(node, 'CommentStmt')) return none('the earlier comment is not kept');
  const grant = nodeAs(node, 'GrantStmt');
  if (grant) return grantReverse(grant);
  const insert = nodeAs(node, 'InsertStmt');
  if (insert) return insertReverse(insert, created);
  if (nodeAs(node, 'UpdateStmt')) return none('the values it overwrites are not kept');
  if (nodeAs(node, 'DeleteStmt')) return none('the rows it deletes are not kept');
  if (nodeAs(node, 'TruncateStmt')) return none('the rows it deletes are not kept');
  if (nodeAs(node, 'DropStmt'))
    return none('what it removes is not kept, so it cannot be brought back');
  return none('this kind of statement cannot be reversed automatically');
}

/** Reverse SQL derived from the parsed statements, or why there can be none, before anything runs. */
export function deriveReverseSql(statements: readonly ParsedStatement[]): ReverseSql {
  // Tables this change creates (not "if not exists"), so far: undo drops them with their rows.
  const created = new Set<string>();
  const parts: StatementReverse[] = statements.map((statement) => {
    const reverse = reverseOf(statement.node, created);
    const table = nodeAs(statement.node, 'CreateStmt');
    if (table && !table.if_not_exists) created.add(qualifiedRangeVar(table.relation));
    const reason =
      reverse.sql === null
        ? reverse.reason
        : reverse.sql.length === 0
          ? (reverse.reason ?? 'It changes nothing.')
          : `Undo runs: ${reverse.sql.join('; ')}.`;
    return { statement: statement.index, label: statement.label, sql: reverse.sql, reason };
  });
  const blocked = parts.find((p) => p.sql === null);
  if (blocked) {
    return {
      available: false,
      reason: `This change cannot be undone automatically: statement ${blocked.statement} (${blocked.label}) cannot be reversed because ${blocked.reason}.`,
      sql: null,
      statements: parts,
    };
  }
  const sql = [...parts].reverse().flatMap((p) => p.sql ?? []);
  return {
    available: true,
    reason:
      sql.length === 0
        ? 'This change only reads data, so there is nothing to undo.'
        : `Undo runs ${sql.length} ${sql.length === 1 ? 'statement' : 'statements'} that reverse this change.`,
    sql,
    statements: parts,
  };
}
