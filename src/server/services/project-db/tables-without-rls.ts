import type { RangeVar } from 'libpg-query';
import { nodeAs, objectNames, rangeVarNames, schemaOfNames, schemaOfRangeVar } from './sql-ast';
import type { ParsedStatement } from './sql-parser';

/** Schemas the project's API serves to the app's visitors: what is there, they may read and change. */
const EXPOSED_SCHEMAS = new Set(['public']);

const keyOf = (names: string[]) => `${schemaOfNames(names)}.${names.at(-1) ?? ''}`;

/** The table a statement makes, when it makes a lasting one: CREATE TABLE, CREATE TABLE AS, SELECT INTO. */
function madeTable(statement: ParsedStatement): RangeVar | undefined {
  const node = statement.node;
  const copy = nodeAs(node, 'CreateTableAsStmt');
  const made =
    nodeAs(node, 'CreateStmt')?.relation ??
    (copy?.objtype === 'OBJECT_TABLE' ? copy.into?.rel : undefined) ??
    nodeAs(node, 'SelectStmt')?.intoClause?.rel;
  // Temporary tables live in the session's own schema, which the API never serves.
  return made && made.relpersistence !== 't' ? made : undefined;
}

/**
 * Tables the statements make in an exposed schema and never turn row-level security on for (nor
 * drop), by the statement that makes each: the API's default grants let anyone use every row. A
 * table renamed before RLS is turned on stays counted, which errs on the careful side.
 */
export function tablesWithoutRls(statements: readonly ParsedStatement[]): Map<number, RangeVar> {
  const open = new Map<string, { statement: number; table: RangeVar }>();
  for (const statement of statements) {
    const made = madeTable(statement);
    if (made && EXPOSED_SCHEMAS.has(schemaOfRangeVar(made)))
      open.set(keyOf(rangeVarNames(made)), { statement: statement.index, table: made });
    const alter = nodeAs(statement.node, 'AlterTableStmt');
    const enables = (alter?.cmds ?? []).some(
      (cmd) => nodeAs(cmd, 'AlterTableCmd')?.subtype === 'AT_EnableRowSecurity',
    );
    if (enables) open.delete(keyOf(rangeVarNames(alter?.relation)));
    const drop = nodeAs(statement.node, 'DropStmt');
    if (drop?.removeType === 'OBJECT_TABLE')
      for (const object of drop.objects ?? []) open.delete(keyOf(objectNames(object)));
  }
  return new Map([...open.values()].map(({ statement, table }) => [statement, table]));
}
