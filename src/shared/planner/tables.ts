import { addColumns } from './add-columns';
import type { ContextTable } from './context';
import {
  columnDefinition,
  describeColumn,
  parseColumnList,
  type ColumnSpec,
  type ForeignTarget,
  type TargetResolver,
} from './columns';
import {
  describeColumns,
  describeTables,
  findTable,
  newTableName,
  tablesOf,
  type Workspace,
} from './workspace';
import { peopleTables, storedOf, theirWords } from './refs';
import {
  countOf,
  isPluralName,
  listWords,
  pluralName,
  singularName,
  stripLeadingFiller,
  toSnake,
  unquote,
} from './names';
import {
  ask,
  isProblem,
  problem,
  sqlPiece,
  together,
  type ClauseResult,
  type Piece,
  type Understood,
} from './pieces';
import {
  describeAccess,
  mergeRules,
  needsOwner,
  ownerColumnOf,
  policyStatements,
  type AccessRule,
} from './security';
import { constraintName, ident, publicTable } from './sql';
import { FORMAT_TYPE } from './types';
import { protect } from './text';

/** A table this instruction creates; later clauses add access rules and links to it. */
export interface TableDraft {
  name: string;
  columns: ColumnSpec[];
  access: AccessRule[];
  /** Whether the instruction said anything about who may use it. */
  secured: boolean;
  notes: string[];
}

const CREATE_VERBS =
  "create|add|make|set up|setup|build|start|give me|i need|we need|need|i want|we want|want|i'd like|we'd like|i would like|we would like|i'd love|we'd love|i would love|we would love|there should be|design|define|generate|new";
const STORE_VERBS = 'store|keep track of|track|save|record|manage|keep|log|hold';
const CREATE_PREFIX = new RegExp(
  `^\\s*(?:(?:${CREATE_VERBS}|${STORE_VERBS})\\s+)?(?:(?:me|us|for me)\\s+)?(?:(?:a|an|the|some|two|three|four|new|another|separate)\\s+)*$`,
  'i',
);
const CREATE_START = new RegExp(`^(?:${CREATE_VERBS})\\b\\s*`, 'i');
const STORE_START = new RegExp(`^(?:${STORE_VERBS})\\s+`, 'i');
const TABLE_WORDS = /\btables?\b/i;
/** Words that cannot be part of a table's name. */
const STOP = new Set(
  'a an the with for of to that which and or called named table tables having containing including in on from where each every column columns field fields so but then it them is are has have holding storing'.split(
    ' ',
  ),
);

interface Mention {
  start: number;
  end: number;
  names: { words: string; explicit: boolean; inline?: string }[];
}

const STOP_AHEAD = `(?!(?:${[...STOP].join('|')})\\b)`;
const NOUN = `${STOP_AHEAD}[a-z][\\w'-]*`;
const PLACE = '\\u0001\\d+\\u0002';
const NOUNS = `(?:${PLACE}|${NOUN}(?:\\s+${NOUN}){0,3})`;

/** Keeps the name-like words of a phrase ("simple customers" → "customers"), or undefined. */
function nameWords(phrase: string): string | undefined {
  const words = stripLeadingFiller(phrase.trim()).split(/\s+/).filter(Boolean);
  if (words.length === 0 || words.length > 4) return undefined;
  if (words.some((word) => STOP.has(word.toLowerCase()))) return undefined;
  return words.join(' ');
}

/** "posts ⟨(title, body)⟩, comments and tags" → names with their inline column lists. */
function splitNames(
  list: string,
  restore: (s: string) => string,
  explicit: boolean,
): Mention['names'] {
  const names: Mention['names'] = [];
  for (const part of list.split(/\s*(?:,\s*and\s+|,|\s+and\s+|&)\s*/)) {
    const hidden = part.match(new RegExp(`^(.*?)\\s*(${PLACE})\\s*$`));
    // A hidden quoted part is the name itself; a hidden (...) part is that table's column list.
    const inline = hidden && restore(hidden[2] ?? '').startsWith('(') ? hidden : null;
    const phrase = inline ? (inline[1] ?? '') : part;
    const restored = unquote(restore(phrase));
    const words = /^["'`]/.test(restore(phrase).trim()) ? restored : nameWords(restored);
    if (!words) continue;
    const group = inline?.[2] ? restore(inline[2]) : undefined;
    names.push({
      words,
      explicit: explicit || /^["'`]/.test(restore(phrase).trim()),
      inline: group?.startsWith('(') ? group.slice(1, -1) : undefined,
    });
  }
  return names;
}

/** Finds every table the clause names for creation, in order. */
const LINKED_BEFORE =
  /\b(?:referencing|references?|linked to|links to|link to|pointing to|points to|belongs? to|connected to)\s*$/i;

function findMentions(text: string, restore: (s: string) => string): Mention[] {
  const found: Mention[] = [];
  const add = (start: number, end: number, names: Mention['names']) => {
    if (names.length === 0 || found.some((m) => start < m.end && end > m.start)) return;
    found.push({ start, end, names });
  };
  const patterns: ReadonlyArray<readonly [RegExp, boolean]> = [
    [
      new RegExp(
        `\\btables?\\s+(?:called|named|titled)\\s+(${NOUNS}(?:\\s*(?:,|and)\\s*${NOUNS})*)`,
        'gi',
      ),
      true,
    ],
    [
      new RegExp(
        `^(?:${CREATE_VERBS})\\s+(?:a\\s+)?(?:new\\s+)?table\\s+(${NOUN})(?=\\s*(?:${PLACE}|with\\b|having\\b|:|$))`,
        'gi',
      ),
      true,
    ],
    [
      new RegExp(
        `(?<=(?:^|\\b(?:a|an|the|new|another|separate|one|some|two|three|create|make|add|need|want|up|me|us))\\s+|^)(?:tables?\\s+(?:for|of|to (?:store|hold|keep track of|track|save|list|record|log|manage))(?:\\s+(?:tracking|storing|keeping track of|keeping|saving|holding|listing|recording|managing|logging))?|tables\\s*[:,]?)\\s+(?:my\\s+|our\\s+|the\\s+|all\\s+)?(${NOUNS}(?:\\s*${PLACE})?(?:\\s*(?:,\\s*and|,|and|&)\\s*${NOUNS}(?:\\s*${PLACE})?)*)`,
        'gi',
      ),
      false,
    ],
    [
      new RegExp(
        `(?:\\b(?:a|an|one|another|new|the|two|three|four|some)\\s+|^(?:${CREATE_VERBS})\\s+)((?:${NOUNS})(?:\\s*(?:,\\s*and|,|and|&)\\s*${NOUNS})*)\\s+tables?\\b`,
        'gi',
      ),
      false,
    ],
  ];
  for (const [pattern, explicit] of patterns) {
    for (const match of text.matchAll(pattern)) {
      const list = match[1] ?? '';
      const start = match.index ?? 0;
      // "a user id referencing the users table": the table a column points to, never a new one.
      if (LINKED_BEFORE.test(text.slice(0, start))) continue;
      add(start, start + match[0].length, splitNames(list, restore, explicit));
    }
  }
  if (found.length === 0 && !TABLE_WORDS.test(text)) {
    // "store recipes: ..." and "create customers with ..." name a table without the word "table".
    const store = text.match(
      new RegExp(
        `^(?:${STORE_VERBS})\\s+(?:my\\s+|our\\s+|the\\s+|all\\s+(?:the\\s+|my\\s+|our\\s+)?|some\\s+)?(${NOUNS})`,
        'i',
      ),
    );
    const bare = text.match(
      new RegExp(
        `^(?:${CREATE_VERBS})\\s+(?:a\\s+|an\\s+|some\\s+)?(?:new\\s+)?(${NOUNS})(?=\\s*(?:${PLACE}|with\\b|having\\b|:|that (?:has|have|stores?|holds?)))`,
        'i',
      ),
    );
    const hit = store ?? bare;
    if (hit) {
      const words = nameWords(restore(hit[1] ?? ''));
      if (words && (store || isPluralName(toSnake(words))))
        add(0, hit[0].length, [{ words, explicit: false }]);
    }
  }
  // "..., and orders with total and status": another plural noun followed by its own list.
  const more = new RegExp(
    `(?:,\\s*(?:and\\s+)?|\\s+and\\s+|;\\s*)(?:an?\\s+|the\\s+)?(${NOUN}(?:\\s+${NOUN}){0,2})\\s*(?=${PLACE}|with\\b|having\\b|:)`,
    'gi',
  );
  if (found.length > 0) {
    for (const match of text.matchAll(more)) {
      const words = nameWords(match[1] ?? '');
      const start = (match.index ?? 0) + match[0].lastIndexOf(match[1] ?? '');
      if (!words || !isPluralName(toSnake(words)) || start < (found[0]?.end ?? 0)) continue;
      // "notes (required)" is a column with its settings, not a table with its columns.
      const group = text
        .slice(start + (match[1] ?? '').length)
        .match(new RegExp(`^\\s*(${PLACE})`));
      if (group && !looksLikeColumnList(restore(group[1] ?? ''))) continue;
      add(start, start + (match[1] ?? '').length, [{ words, explicit: false }]);
    }
  }
  return found.sort((a, b) => a.start - b.start);
}

const MODIFIER_WORDS =
  /^(?:required|mandatory|optional|unique|not null|checkbox|yes\/no|true\/false|text|number|whole number|integer|decimal|money|date|date and time|timestamp|json|default .+|defaults to .+|must be .+|from .+ to .+|between .+|at least .+|at most .+|one of .+|oneof .+|\d+\s*-\s*\d+|positive|fills in automatically|automatic)$/i;
const looksLikeColumnList = (group: string): boolean => {
  const items = group
    .replace(/^\(|\)$/g, '')
    .split(/\s*(?:,|\band\b)\s*/)
    .filter(Boolean);
  return items.length > 1 && !items.every((item) => MODIFIER_WORDS.test(item.trim()));
};

const LIST_INTRO = new RegExp(
  `^\\s*(?:,\\s*)?(?:(?:where|so that|so|that|which)\\b[^:,]{0,60}:\\s*|[-:]\\s+|(?:with|having|that (?:has|have|holds?|stores?|includes?|contains?|tracks?|keeps?|records?)|(?:that|which) (?:will|should|can|is going to|would) (?:have|hold|store|include|contain|track|keep|record)|which (?:has|have|holds?|stores?|includes?|contains?|tracks?|keeps?)|(?:to|for|in order to) (?:store|hold|keep|track|record|save|list|keep track of)|for storing|for keeping|containing|including|holding|storing|tracking|keeping|recording|where each (?:one|row|entry) has|where (?:i|we) (?:can )?(?:store|keep|track|save|record|list))\\s+(?:(?:the\\s+)?(?:following\\s+)?(?:columns?|fields?|properties|info)\\s*:?\\s*)?|:\\s*|(?:columns?|fields?)\\s*:?\\s*)`,
  'i',
);
const TRAILING_FILLER =
  /^\s*(?:(?:in|on|inside|to|for)\s+(?:the|my|our)\s+(?:database|db|backend|supabase|project|app)|please|for me|too|as well)?\s*[,.]?\s*(?:and\s*)?$/i;

const STATED =
  /^(?:the\s+|each\s+|every\s+|its\s+)?(?<column>[a-z][\w ]{0,40}?)\s+(?:must|should|has to|needs to|will|is|are|can)\s+(?:always\s+)?(?:be\s+)?(?<attribute>required|mandatory|unique|optional|not empty|filled in|a number|a whole number|a date|a checkbox|yes\/no|money|text)$/i;

/** "… where email must be unique and name is required": columns said as facts about them. */
function statedColumns(tail: string): string | undefined {
  const rest = tail.match(
    /^\s*,?\s*(?:where|in which|such that|so that|and)\s+(?<rest>.+?)[\s.]*$/i,
  )?.groups?.rest;
  if (!rest) return undefined;
  const items = rest.split(/\s*(?:,|;|\band\b)\s*/).filter(Boolean);
  const read = items.map((item) => item.match(STATED)?.groups);
  if (!read.length || read.some((g) => !g)) return undefined;
  return read
    .map((g) => {
      const attribute = (g?.attribute ?? '').toLowerCase();
      const plain = /^(?:not empty|filled in)$/.test(attribute)
        ? 'required'
        : attribute.replace(/^an?\s+/, '');
      return `${g?.column ?? ''} (${plain})`;
    })
    .join(', ');
}

/** Creates one or more tables: `create table`, owner column, foreign-key indexes, RLS, policies. */
/** Keeping something said without saying what: "track stuff", "store some data". */
export const VAGUE_KEEP =
  /^(?:(?:i|we)\s+(?:want|need|would like|'d like)\s+to\s+)?(?:track|keep track of|store|keep|save|record|log|manage)\s+(?:some\s+|my\s+|our\s+)?(?:stuff|things|data|info|information|everything|something)$/i;

export function matchCreateTables(input: string, ws: Workspace): ClauseResult {
  const clause = input.replace(/\b(?:database|supabase|db|sql)\s+(tables?)\b/gi, '$1');
  // "I need a blog: posts with title and body, and comments with body" names the tables after a colon.
  const themed = clause.match(
    new RegExp(
      `^(?:${CREATE_VERBS})\\s+(?:a|an|the|my)\\s+[\\w ]{1,30}?:\\s*(?<rest>(?:an?\\s+)?[a-z][\\w ]*?\\s+(?:with|having)\\b.*)$`,
      'i',
    ),
  );
  if (themed?.groups && !TABLE_WORDS.test(clause.slice(0, clause.indexOf(':'))))
    return matchCreateTables(`create ${themed.groups.rest}`, ws);
  // "i want to track what we pay suppliers - a payments table with …": the table after the dash.
  const dashed = clause.match(
    /^(?<lead>.+?)\s+-\s+(?<rest>(?:a|an)\s+[a-z_]+(?:\s+[a-z_]+)?\s+table\b.*)$/i,
  )?.groups;
  if (dashed?.rest && !TABLE_WORDS.test(dashed.lead ?? ''))
    return matchCreateTables(`create ${dashed.rest}`, ws);
  if (
    /^(?:create|add|make|set up|i need|we need|need)\s+(?:a|an|another|one more)\s+(?:new\s+)?table$/i.test(
      clause,
    )
  ) {
    return problem('You want a new table.', 'Say what it is for and which columns it has.', [
      'Create a tasks table with title, done (checkbox) and due date',
      'Add a table called customers with name, email and phone',
    ]);
  }
  // "i want to track stuff" names nothing to keep: asked about (vague-requests.ts), never a table "stuffs".
  if (VAGUE_KEEP.test(clause)) return null;
  // "store customers' phone numbers", "save the customers birthday": a column of a table there is.
  if (storedOf(ws, clause) || (theirWords(clause) && peopleTables(ws).length)) return null;
  const onSite = sitePart(clause);
  if (onSite) return onSite;
  const creating =
    CREATE_START.test(clause) ||
    STORE_START.test(clause) ||
    /^(?:an?|the|two|three)\s/i.test(clause);
  if (!creating) return null;
  const guarded = protect(clause);
  const mentions = findMentions(guarded.text, guarded.restore);
  if (mentions.length === 0) return null;
  // Only a create verb and small words may come before the first table ("create the tables ...").
  if (!CREATE_PREFIX.test(guarded.text.slice(0, mentions[0]?.start ?? 0))) return null;
  const drafts: { draft: TableDraft; list?: string }[] = [];
  for (const [index, mention] of mentions.entries()) {
    const tail = guarded.text.slice(mention.end, mentions[index + 1]?.start ?? guarded.text.length);
    const intro = tail.match(LIST_INTRO);
    const group = tail.match(new RegExp(`^\\s*(${PLACE})\\s*$`));
    // "a jobs table (name, budget) that hooks up to clients": the list, then what it links to.
    const linked = tail.match(
      new RegExp(
        `^\\s*(${PLACE})\\s+(?:that\\s+|which\\s+)?(?:hooks? up to|hooked up to|links? (?:up )?to|linked to|connected to|connects to|belongs? to|tied to|is tied to)\\s+(?:the\\s+|a\\s+|an\\s+)?([a-z][\\w ]*)$`,
        'i',
      ),
    );
    let list: string | undefined;
    if (linked && guarded.restore(linked[1] ?? '').startsWith('(')) {
      list = `${guarded.restore(linked[1] ?? '').slice(1, -1)}, a link to ${linked[2] ?? ''}`;
    } else if (group && guarded.restore(group[1] ?? '').startsWith('(')) {
      list = guarded.restore(group[1] ?? '').slice(1, -1);
    } else if (intro && tail.trim()) {
      list = guarded
        .restore(tail.slice(intro[0].length))
        .replace(/[\s,;]*(?:\b(?:and|plus|also|as well as))?\s*$/i, '')
        .trim();
    } else if (statedColumns(guarded.restore(tail))) {
      list = statedColumns(guarded.restore(tail));
    } else if (!TRAILING_FILLER.test(guarded.restore(tail))) {
      const name = mention.names.map((n) => n.words).join(', ');
      return problem(
        `You want a new table for ${name}.`,
        `I did not understand "${guarded.restore(tail).trim()}". List the columns after "with".`,
        [
          `Create a ${toSnake(name)} table with name, email and signup date`,
          `Add a table called ${toSnake(name)} with title (required) and done (checkbox)`,
        ],
      );
    }
    for (const [position, name] of mention.names.entries()) {
      const tableName = newTableName(name.words, name.explicit);
      // Only the last of several names takes the list that follows them ("posts and comments with ...").
      const own = name.inline ?? (position === mention.names.length - 1 ? list : undefined);
      drafts.push({
        draft: { name: tableName, columns: [], access: [], secured: false, notes: [] },
        list: own,
      });
    }
  }
  for (const { draft, list } of drafts) {
    const existing = findTable(ws, draft.name);
    // "Create a table called profiles with a display name" when profiles is there: what it lacks.
    if (existing && existing.name === draft.name && list && drafts.length === 1)
      return addColumns(
        ws,
        existing.name,
        list,
        `${existing.name} already exists, so the columns are added to it.`,
      );
    if (draft.name === 'profiles' || draft.name === 'user_profiles') return null;
    if (existing && existing.name === draft.name) {
      return problem(
        `You want a new table called ${draft.name}.`,
        `A table called ${draft.name} already exists (columns: ${describeColumns(existing)}). To change it, add or rename its columns instead.`,
        [
          `Add a notes column to ${draft.name}`,
          `Rename the table ${draft.name} to ${draft.name}_archive`,
        ],
      );
    }
  }
  const pending = new Set(drafts.map(({ draft }) => draft.name));
  const resolve = targetResolver(ws, pending);
  const errors: string[] = [];
  for (const entry of drafts) {
    if (!entry.list) continue;
    const parsed = parseColumnList(entry.list, resolve);
    entry.draft.columns = parsed.columns;
    entry.draft.notes.push(...parsed.notes);
    errors.push(...parsed.errors);
  }
  const names = listWords(drafts.map(({ draft }) => draft.name));
  if (errors.length) {
    return problem(`You want a new table: ${names}.`, errors.join(' '), [
      'Create a tasks table with title (required), done (checkbox) and due date',
      'Add a customers table with name, email (unique) and phone',
    ]);
  }
  for (const { draft } of drafts) registerDraft(ws, draft);
  return {
    service: 'backend',
    understood: `create ${drafts.length > 1 ? 'the tables' : 'a table'} ${names}`,
    render: () => drafts.map(({ draft }) => renderCreate(draft)),
  };
}

/** Makes the new table visible to later clauses and to the predicted outcome. */
function registerDraft(ws: Workspace, draft: TableDraft): void {
  if (ws.namedAs) {
    draft.name = ws.namedAs;
    delete ws.namedAs;
  }
  const table: ContextTable = {
    name: draft.name,
    rls: true,
    columns: [],
    policies: [],
    rowCount: 0,
    indexes: [],
    foreignKeys: [],
  };
  tablesOf(ws).push(table);
  ws.created.add(draft.name);
  draftByTable.set(table, draft);
  ws.focusTable = draft.name;
  syncTable(table, draft);
}

/** Drafts by their table in the workspace, so later clauses can amend a table being created. */
const draftByTable = new WeakMap<ContextTable, TableDraft>();
export const draftOf = (table: ContextTable): TableDraft | undefined => draftByTable.get(table);

/** Gives a table being created its access rules; false when the table already exists. */
export function secureDraft(table: ContextTable, rules: readonly AccessRule[]): boolean {
  const draft = draftOf(table);
  if (!draft) return false;
  draft.access.push(...rules);
  draft.secured = true;
  syncTable(table, draft);
  return true;
}

/** Mirrors a draft into the predicted outcome. */
export function syncTable(table: ContextTable, draft: TableDraft): void {
  const all = fullColumns(draft);
  table.columns = all.map((column) => ({
    name: column.name,
    type: FORMAT_TYPE[column.type],
    nullable: !column.notNull,
    default: column.default ?? null,
    unique: column.unique,
  }));
  table.foreignKeys = all
    .filter((column) => column.references)
    .map((column) => ({
      columns: [column.name],
      references: {
        schema: column.references?.schema ?? 'public',
        table: column.references?.table ?? '',
        columns: ['id'],
      },
    }));
  table.indexes = all
    .filter((c) => c.references)
    .map((c) => ({
      name: constraintName(draft.name, [c.name], 'idx'),
      columns: [c.name],
      unique: false,
    }));
  const access = mergeRules(draft.access);
  table.policies = policyStatements(
    draft.name,
    access,
    ownerColumnOf(table) ?? 'user_id',
    [],
  ).names.map(({ name, command, roles }) => ({ name, command, roles }));
}

/** The id, the founder's columns, the owner column when rules need one, and created_at. */
function fullColumns(draft: TableDraft): ColumnSpec[] {
  const id: ColumnSpec = {
    name: 'id',
    type: 'uuid',
    typeBecause: 'every table has one',
    notNull: true,
    unique: false,
    default: 'gen_random_uuid()',
    words: 'id',
  };
  const created: ColumnSpec = {
    name: 'created_at',
    type: 'timestamptz',
    typeBecause: 'every table has one',
    notNull: true,
    unique: false,
    default: 'now()',
    words: 'created at',
  };
  const columns = [id, ...draft.columns];
  if (
    needsOwner(mergeRules(draft.access)) &&
    !ownerColumnOf({
      columns: columns.map((c) => ({ name: c.name, type: c.type, nullable: !c.notNull })),
    })
  ) {
    columns.push(ownerColumn());
  }
  return [...columns, created];
}

export const ownerColumn = (): ColumnSpec => ({
  name: 'user_id',
  type: 'uuid',
  typeBecause: 'it records who owns the row',
  notNull: true,
  unique: false,
  default: 'auth.uid()',
  references: { schema: 'auth', table: 'users', onDelete: 'cascade' },
  words: 'owner',
});

function renderCreate(draft: TableDraft): Piece {
  const columns = fullColumns(draft);
  const table = publicTable(draft.name);
  const definitions = columns.map((column) =>
    column.name === 'id'
      ? 'id uuid primary key default gen_random_uuid()'
      : columnDefinition(column, draft.name),
  );
  const statements = [`create table ${table} (\n  ${definitions.join(',\n  ')}\n);`];
  for (const column of columns.filter((c) => c.references)) {
    statements.push(
      `create index ${ident(constraintName(draft.name, [column.name], 'idx'))} on ${table} (${ident(column.name)});`,
    );
  }
  statements.push(`alter table ${table} enable row level security;`);
  const access = mergeRules(draft.access);
  const owner = columns.find(
    (c) =>
      c.name ===
      (ownerColumnOf({
        columns: columns.map((x) => ({ name: x.name, type: x.type, nullable: true })),
      }) ?? ''),
  );
  const policies = policyStatements(draft.name, access, owner?.name, []);
  statements.push(...policies.statements);
  const own = draft.columns.map(describeColumn);
  const summary = `Creates a new table "${draft.name}"${own.length ? ` with ${listWords(own)}` : ' with no columns of its own yet'}. Every row also gets an id and the time it was created${owner && !draft.columns.includes(owner) ? ', plus the signed-in user who owns it' : ''}.`;
  const warnings = [...policies.warnings];
  if (access.size === 0) {
    warnings.push(
      `Row level security is on for ${draft.name} but you did not say who may use it, so your app cannot read or write it yet. Say, for example, "only the owner can see their ${draft.name}".`,
    );
  }
  const links = columns.filter((c) => c.references?.schema === 'public');
  const meaning = [
    access.size
      ? `Access: ${describeAccess(access)}.`
      : 'Nobody can reach it through your app until you add an access rule.',
    ...links.map(
      (c) =>
        `Each row points to a row in ${c.references?.table}; deleting that row also deletes the ${draft.name} rows that point to it.`,
    ),
  ].join(' ');
  return {
    ...sqlPiece(
      statements,
      {
        summary,
        meaning,
        warnings,
        notes: draft.notes,
        usage: {
          storage: 'A new, empty table takes a few kilobytes.',
          rows: `${draft.name} starts with ${countOf(0, 'row')}.`,
        },
      },
      `Create the ${draft.name} table`,
    ),
    creates: draft.name,
    needs: links.map((c) => c.references?.table ?? '').filter((t) => t !== draft.name),
  };
}

/** Resolves what a column links to: tables being created now, existing tables, else a clear error. */
export function targetResolver(ws: Workspace, pending: ReadonlySet<string>): TargetResolver {
  return (phrase: string): ForeignTarget | { missing: string } => {
    const name = toSnake(stripLeadingFiller(phrase));
    for (const candidate of [name, pluralName(name), singularName(name)]) {
      if (pending.has(candidate)) return { schema: 'public', table: candidate };
    }
    const found = findTable(ws, name);
    if (found) return { schema: 'public', table: found.name };
    if (!ws.known.database) return { schema: 'public', table: pluralName(name) };
    return {
      missing: `There is no ${pluralName(name)} table to link to (your tables: ${describeTables(ws)}). Create it first or in the same instruction.`,
    };
  };
}

const RELATIONSHIP = [
  /^(?:(?:each|every|a|an|one)\s+)?(?<child>[\w ]+?)\s+(?:(?:should|must|will|has to|have to|needs? to|always)\s+)?(?:belongs?|belong)\s+to\s+(?:(?:a|an|the|one|its|their)\s+)?(?<parent>[\w ]+?)$/i,
  /^(?:(?:each|every|a|an|one)\s+)?(?<child>[\w ]+?)\s+(?:is|are|should be|must be|will be|has to be|have to be|needs to be|gets|get)\s+(?:always\s+)?(?:placed|made|created|owned|booked|written|sent|taught|run|led|hosted|given|managed|organi[sz]ed|coached|assigned)\s+(?:by|to)\s+(?:(?:one of (?:the|our|my)|any of (?:the|our|my)|a|an|the|one|its|their)\s+)?(?<parent>[\w ]+?)$/i,
  /^(?:(?:each|every|a|an|one)\s+)?(?<child>[\w ]+?)\s+(?:should|must|will|needs? to)\s+(?:point|link)\s+(?:at|to)\s+(?:(?:a|an|the|one|its|their)\s+)?(?<parent>[\w ]+?)$/i,
  /^(?:(?:each|every|a|an|one)\s+)?(?<child>[\w ]+?)\s+(?:is|are|should be|must be|need to be|needs to be)\s+(?:linked|connected|attached|tied)\s+to\s+(?:(?:a|an|the|one|its|their)\s+)?(?<parent>[\w ]+?)(?:\s+(?:who|that|which)\s+[a-z]+\s+(?:them|it)|\s+(?:it|they|this|that)(?:\s+(?:is|are|was|were)|'?s|'?re)\s+(?:for|from|about|part of|in|at))?$/i,
  /^(?:link|connect|attach|tie|hook)\s+(?:(?:each|every|the)\s+)?(?<child>[\w ]+?)\s+(?:up\s+)?(?:to|with)\s+(?:(?:a|an|the|one|its|their)\s+)?(?<parent>[\w ]+?)$/i,
  /^(?:(?:each|every|a|an|one)\s+)?(?<parent>[\w ]+?)\s+(?:has|have|can have)\s+(?:many|multiple|several|lots of|a list of|some)\s+(?<child>[\w ]+?)$/i,
  /^(?:each|every)\s+(?<child>\w+)\s+(?:has|needs|should have|is for)\s+(?:a|an|one|exactly one)\s+(?<parent>\w+?)(?:_id)?$/i,
];

/** The two sides of a relationship sentence: the child holds the link, the parent is linked to. */
export function relationshipParts(clause: string): { child: string; parent: string } | undefined {
  const groups = RELATIONSHIP.map((pattern) => clause.match(pattern)).find(Boolean)?.groups;
  return groups ? { child: groups.child ?? '', parent: groups.parent ?? '' } : undefined;
}

/** "each comment belongs to a post" → comments.post_id references posts, with an index. */
export function matchRelationship(clause: string, ws: Workspace): ClauseResult {
  const parts = relationshipParts(clause);
  if (!parts) return null;
  const childPhrase = parts.child;
  const parentPhrase = parts.parent;
  // "each booking belongs to a class and a member": one link per parent.
  const parents = parentPhrase
    .split(/\s*(?:,\s*and|,|\band)\s+(?:(?:a|an|the|one)\s+)?/i)
    .filter(Boolean);
  if (parents.length > 1 && childPhrase) {
    const links = parents.map((parent) =>
      matchRelationship(`each ${childPhrase} belongs to ${parent}`, ws),
    );
    if (links.some((link) => !link || isProblem(link)))
      return links.find((l) => l && isProblem(l)) ?? null;
    return together(links as Understood[]);
  }
  const child = findTable(ws, toSnake(childPhrase));
  const parentName = toSnake(stripLeadingFiller(parentPhrase));
  // "each task has a priority" adds a column; only a table on the other side makes it a link.
  if (
    /\b(?:has|needs|should have|is for)\s+(?:a|an|one|exactly one)\b/i.test(clause) &&
    !findTable(ws, parentName) &&
    !ws.created.has(pluralName(parentName))
  )
    return null;
  const understood = `link each ${singularName(toSnake(childPhrase))} to a ${singularName(parentName)}`;
  const examples = [
    'Each comment belongs to a post',
    'Create a comments table with body and the post it belongs to',
  ];
  if (!child) {
    if (!ws.known.database) return null;
    return problem(
      `You want to ${understood}.`,
      `There is no ${pluralName(toSnake(childPhrase))} table (your tables: ${describeTables(ws)}).`,
      examples,
    );
  }
  const target = targetResolver(ws, ws.created)(parentName);
  if ('missing' in target) return problem(`You want to ${understood}.`, target.missing, examples);
  const column = `${singularName(target.table)}_id`;
  if (child.columns.some((c) => c.name === column)) {
    // "every order needs a customer" when the link exists: making it required is add-columns.ts's.
    if (/\b(?:needs?|must have|has to have|requires?)\b/i.test(clause)) return null;
    // Said twice in one instruction ("hook orders up to customers, each order should point at one").
    const linked = child.foreignKeys?.some(
      (k) => k.columns[0] === column && k.references.table === target.table,
    );
    if (linked && ws.linkedNow?.has(`${child.name}.${column}`))
      return { service: 'backend', understood: `keep ${understood}`, render: () => [] };
    return problem(
      `You want to ${understood}.`,
      `${child.name} already has a ${column} column.`,
      examples,
    );
  }
  const draft = draftOf(child);
  const spec: ColumnSpec = {
    name: column,
    type: 'uuid',
    typeBecause: `it links to ${target.table}`,
    notNull: Boolean(draft) || child.rowCount === 0,
    unique: false,
    references: { ...target, onDelete: 'cascade' },
    words: parentPhrase,
  };
  if (draft) {
    draft.columns.push(spec);
    syncTable(child, draft);
    return { service: 'backend', understood, render: () => [] };
  }
  child.columns.push({ name: column, type: 'uuid', nullable: !spec.notNull, default: null });
  (ws.linkedNow ??= new Set()).add(`${child.name}.${column}`);
  child.foreignKeys = [
    ...(child.foreignKeys ?? []),
    { columns: [column], references: { schema: 'public', table: target.table, columns: ['id'] } },
  ];
  child.indexes = [
    ...(child.indexes ?? []),
    { name: constraintName(child.name, [column], 'idx'), columns: [column], unique: false },
  ];
  const rows = child.rowCount;
  return {
    service: 'backend',
    understood,
    render: () => [
      sqlPiece(
        [
          `alter table ${publicTable(child.name)} add column ${columnDefinition(spec, child.name)};`,
          `create index ${ident(constraintName(child.name, [column], 'idx'))} on ${publicTable(child.name)} (${ident(column)});`,
        ],
        {
          summary: `Links each row of ${child.name} to a row of ${target.table} with a new column ${column}, and adds an index so looking them up stays fast.`,
          meaning: `Deleting a row of ${target.table} also deletes the ${child.name} rows linked to it.`,
          warnings: rows
            ? [
                `The ${countOf(rows, 'existing row')} of ${child.name} are not linked to anything yet; fill in ${column} for them.`,
              ]
            : [],
          usage: rows
            ? {
                storageBytes: rows * 16,
                rows: `Adds an empty ${column} to ${countOf(rows, 'row')} of ${child.name}.`,
              }
            : undefined,
        },
      ),
    ],
  };
}

/** "add a section listing our prices: haircut £25, …": words for the site, never a table named after them. */
const SITE_PART =
  /^(?:add|create|make|put|build|include)\s+(?:me\s+)?(?:(?:a|an|the|some)\s+)?(?:new\s+)?(?:section|banner|block|panel|hero|footer)\b(?<about>[^:]*?)(?:\s+(?:on|to|in)\s+(?:the\s+|my\s+|our\s+)?(?:home\s*page|site|website|page|front page|landing page))?\s*(?::\s*(?<list>.+))?$/i;

function sitePart(clause: string): ClauseResult {
  const g = clause.match(SITE_PART)?.groups;
  if (!g) return null;
  const about = (g.about ?? '')
    .replace(
      /\s*\b(?:on|to|in)\s+(?:the\s+|my\s+|our\s+)?(?:home\s*page|site|website|page|front page|landing page)\b/i,
      '',
    )
    .replace(/^\s*(?:listing|showing|with|for|about|that lists|that shows)\s+/i, '')
    .trim();
  const words = [about && about.charAt(0).toUpperCase() + about.slice(1), g.list?.trim()]
    .filter(Boolean)
    .join(': ');
  if (!words) return null;
  return ask('You want something new on your site.', 'Where should it go?', [
    {
      label: `A paragraph on the home page: ${words}`,
      instruction: `add a paragraph to the home page saying ${words}`,
    },
    {
      label: 'A table in the database instead',
      instruction: `create a table called ${toSnake(about.replace(/^(?:our|my|the)\s+/i, '')) || 'items'} with name and price`,
    },
  ]);
}
