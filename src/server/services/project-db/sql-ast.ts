import type { Node, ObjectType, RangeVar, TypeName } from 'libpg-query';

/** Every tag a parse-tree node can carry (`CreateStmt`, `FuncCall`, ...). */
export type NodeTag = Node extends infer N
  ? N extends Record<infer K, unknown>
    ? K & string
    : never
  : never;
export type NodeOf<K extends NodeTag> = Extract<Node, Record<K, unknown>>[K];

/** The tag of a node: its single key. */
export function tagOf(node: Node | undefined): NodeTag | undefined {
  if (!node || typeof node !== 'object') return undefined;
  return Object.keys(node)[0] as NodeTag | undefined;
}

/** The body of a node when it carries the given tag. */
export function nodeAs<K extends NodeTag>(node: Node | undefined, tag: K): NodeOf<K> | undefined {
  if (!node || typeof node !== 'object' || !(tag in node)) return undefined;
  return (node as unknown as Record<K, NodeOf<K>>)[tag];
}

/** The text of a `String` node. */
export function stringOf(node: Node | undefined): string | undefined {
  return nodeAs(node, 'String')?.sval;
}

/** A list of `String` nodes as plain names (`['public', 'tasks']`). */
export function namesOf(nodes: Node[] | undefined): string[] {
  return (nodes ?? []).map((n) => stringOf(n)).filter((s): s is string => s !== undefined);
}

/** A qualified object name from a node that is a `List` of strings or a single `String`. */
export function objectNames(node: Node | undefined): string[] {
  const list = nodeAs(node, 'List');
  if (list) return namesOf(list.items);
  const single = stringOf(node);
  if (single !== undefined) return [single];
  const typeName = nodeAs(node, 'TypeName');
  if (typeName) return namesOf(typeName.names);
  const withArgs = nodeAs(node, 'ObjectWithArgs');
  if (withArgs) return namesOf(withArgs.objname);
  const rangeVar = nodeAs(node, 'RangeVar');
  if (rangeVar) return rangeVarNames(rangeVar);
  return [];
}

export function rangeVarNames(rv: RangeVar | undefined): string[] {
  if (!rv?.relname) return [];
  return rv.schemaname ? [rv.schemaname, rv.relname] : [rv.relname];
}

/** The schema a qualified name lives in; unqualified names land in `public` (search_path is never changed). */
export function schemaOfNames(names: string[], nameParts = 1): string {
  return names.length > nameParts ? (names[names.length - nameParts - 1] ?? 'public') : 'public';
}

export function schemaOfRangeVar(rv: RangeVar | undefined): string {
  return rv?.schemaname ?? 'public';
}

/** `OBJECT_MATVIEW` → `MATERIALIZED VIEW`. */
export function objectTypeWords(type: ObjectType | undefined): string {
  if (!type) return 'OBJECT';
  const special: Partial<Record<ObjectType, string>> = {
    OBJECT_MATVIEW: 'MATERIALIZED VIEW',
    OBJECT_TABCONSTRAINT: 'CONSTRAINT',
    OBJECT_FOREIGN_TABLE: 'FOREIGN TABLE',
    OBJECT_FDW: 'FOREIGN DATA WRAPPER',
    OBJECT_FOREIGN_SERVER: 'SERVER',
    OBJECT_EVENT_TRIGGER: 'EVENT TRIGGER',
    OBJECT_LARGEOBJECT: 'LARGE OBJECT',
  };
  return special[type] ?? type.replace(/^OBJECT_/, '').replace(/_/g, ' ');
}

/** Type name as Postgres accepts it back (`pg_catalog.int4`, `text[]`), used in generated signatures. */
export function typeNameText(type: TypeName | undefined): string {
  const names = namesOf(type?.names);
  const base = names.join('.');
  const arrays = '[]'.repeat(type?.arrayBounds?.length ?? 0);
  return `${type?.setof ? 'setof ' : ''}${base}${arrays}`;
}

/** Visits every object in a parse tree, depth first, with the key it sits under. */
export function walkTree(value: unknown, visit: (key: string, body: unknown) => void): void {
  if (Array.isArray(value)) {
    for (const item of value) walkTree(item, visit);
    return;
  }
  if (!value || typeof value !== 'object') return;
  for (const [key, child] of Object.entries(value)) {
    if (child && typeof child === 'object') {
      visit(key, child);
      walkTree(child, visit);
    }
  }
}
