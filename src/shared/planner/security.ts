import type { ContextTable } from './context';
import { ident, publicTable } from './sql';
import { listWords } from './names';
import { SECURITY } from './rls-off';

/** Row-level security: who may do what with a table's rows. */
export type Operation = 'select' | 'insert' | 'update' | 'delete';
export type Audience = 'owner' | 'authenticated' | 'anyone';
export const ALL_OPERATIONS: readonly Operation[] = ['select', 'insert', 'update', 'delete'];

export interface AccessRule {
  audience: Audience;
  operations: Operation[];
}

/** What an access sentence asked for. */
export interface AccessRequest {
  rules: AccessRule[];
  /** The table the sentence names ("their own tasks"), if any. */
  tablePhrase?: string;
  /** "turn on row level security" with no rule of its own. */
  enableOnly: boolean;
  /** "on all tables". */
  allTables: boolean;
}

const VERB_OPERATIONS: ReadonlyArray<readonly [RegExp, readonly Operation[]]> = [
  [
    /^(?:manage|do anything with|do everything with|have full access to|control|own|access|use|work with|handle)$/,
    ALL_OPERATIONS,
  ],
  [/^(?:read and write|write)$/, ['insert', 'update', 'delete']],
  [/^(?:see|view|read|list|get|look at|browse|fetch|load|query|search)$/, ['select']],
  [/^(?:create|add|insert|post|submit|upload|make|write new|leave|send|book)$/, ['insert']],
  [/^(?:edit|update|change|modify|rename)$/, ['update']],
  [/^(?:delete|remove|erase)$/, ['delete']],
];
const VERB = `(?:(?:manage|see|view|read|list|get|browse|fetch|load|create|add|insert|post|submit|upload|make|leave|send|book|edit|update|change|modify|rename|delete|remove|erase|access|use|control|own|handle|write)(?:s|es)\\b|manage|do anything with|do everything with|have full access to|control|own|access|use|work with|handle|read and write|write|see|view|read|list|get|look at|browse|fetch|load|query|search|create|add|insert|post|submit|upload|make|leave|send|book|edit|update|change|modify|rename|delete|remove|erase)`;
const VERB_LIST = `${VERB}(?:\\s*(?:,|\\/|\\band\\b|\\bor\\b|,\\s*and\\b|,\\s*or\\b)\\s*${VERB})*`;
const MODAL = `(?:can|may|could|should|will|are allowed to|is allowed to|are able to|is able to|should be able to|get to|need to be able to)`;
const AUDIENCE = [
  'only the (?:owners?|authors?|creators?|person who (?:created|made|wrote|added) (?:it|them))',
  'only (?:its|their) (?:owners?|authors?|creators?)',
  'the (?:owners?|authors?|creators?)',
  'owners?',
  'authors?',
  '(?:each|every|a) (?:user|person|member|customer|account|signed[- ]in user|logged[- ]in user)',
  'only (?:signed[- ]in|logged[- ]in|authenticated|registered) (?:users|people|members|visitors)',
  '(?:signed[- ]in|logged[- ]in|authenticated|registered) (?:users|people|members|visitors)',
  '(?:any|all) (?:signed[- ]in |logged[- ]in )?users?',
  'users (?:who are|that are) (?:signed|logged) in',
  'users',
  'members',
  'people',
  "(?:anyone|anybody|everyone|everybody|people|users)\\s+(?:who(?:'s| is| are)\\s+)?(?:signed|logged)[- ]in",
  'anyone(?: at all)?',
  'everyone',
  'everybody',
  'the public',
  'the whole world',
  'visitors',
  'guests',
  'anonymous (?:users|visitors|people)',
  'logged[- ]out (?:users|visitors|people)',
  "people who (?:are not|aren't) (?:signed|logged) in",
].join('|');
const RULE = new RegExp(
  `\\b(${AUDIENCE})\\s+(?:${MODAL}\\s+)?(?:only\\s+)?(${VERB_LIST})(?:\\s+only)?(\\s+(?:only\\s+)?(?:their|his or her|his|her|its) own\\b)?(?:\\s+([\\w ]+?))?(?=\\s*(?:,|\\.|;|$|\\bbut\\b|\\band\\b|\\bwhile\\b|\\bonly\\b))`,
  'gi',
);
const OWN_ROWS =
  /\b(?:(?:each|every) [a-z]+|users?|people|members|staff|[a-z]+(?:ers|ents|ts|ns|ds|es))\s+(?:can\s+|should\s+|will\s+|may\s+|must\s+)?(?:only\s+)?(?:sees?|gets?|has|have)\s+(?:access to\s+)?(?:only\s+)?(?:their|his or her|his|her) own\b(?:\s+([\w ]+?))?(?=\s*(?:,|\.|;|$|\bbut\b|\band\b))/i;
const PRIVATE =
  /\b(?:(?:keep|make|set)\s+(?:the\s+)?([\w ]+?)\s+private(?:\s+to\s+(?:each|the|their)\s+(?:user|owner|creator)s?)?|private to (?:each|the|every) (?:user|owner|creator)|(?:nobody|no one) (?:else )?can see (?:other people'?s|anyone else'?s|others'?|my|our|their)(?:\s+([\w ]+))?|(?:nobody|no one) else can see)\b/i;
const PUBLIC_READ =
  /\b(?:(?:make|keep|set)\s+(?:the\s+)?([\w ]+?)\s+(?:public|publicly (?:readable|visible)|readable by (?:anyone|everyone)|visible to (?:anyone|everyone))|publicly (?:readable|visible)|readable by (?:anyone|everyone|the public)|visible to (?:everyone|anyone|the public))\b/i;
const PARTICIPLE =
  '(?:seen|viewed|read|edited|changed|updated|deleted|removed|managed|accessed|created|added|modified)';
const PASSIVE = new RegExp(
  `^(?:the\\s+)?(?<subject>[\\w ]+?)\\s+(?:can|should|may|must|will)\\s+(?:only\\s+)?be\\s+(?<verbs>${PARTICIPLE}(?:\\s*(?:,|and|or)\\s*${PARTICIPLE})*)\\s+(?:only\\s+)?by\\s+(?<who>.+)$`,
  'i',
);
const PARTICIPLE_VERB: Record<string, string> = {
  seen: 'see',
  viewed: 'view',
  read: 'read',
  edited: 'edit',
  changed: 'change',
  updated: 'update',
  deleted: 'delete',
  removed: 'remove',
  managed: 'manage',
  accessed: 'access',
  created: 'create',
  added: 'add',
  modified: 'modify',
};
const ENABLE =
  /\b(?:turn on|enable|switch on|activate|add|set up|use|apply|enforce|put)\s+(?:row[- ]level security|rls)(?:\s+(?:policies|protection))?(?:\s+(?:on|for|to)\s+(?:the\s+)?(.+?)(?:\s+tables?)?)?$|\b(?:lock down|secure|protect)\s+(?:the\s+)?(.+?)(?:\s+table)?$/i;

function audienceOf(words: string, own: boolean): Audience {
  const w = words.toLowerCase();
  if (/owner|author|creator|person who/.test(w)) return 'owner';
  // "anyone logged in" is any signed-in user, not anyone at all.
  if (
    /^(?:anyone|anybody|everyone|everybody|people|users)\s+(?:who(?:'s| is| are)\s+)?(?:signed|logged)[- ]in$/.test(
      w,
    )
  )
    return own ? 'owner' : 'authenticated';
  if (
    /anyone|everyone|everybody|public|world|visitors|guests|anonymous|logged[- ]out|are not|aren't/.test(
      w,
    )
  )
    return own ? 'owner' : 'anyone';
  if (/^(?:each|every|a) /.test(w)) return 'owner';
  return own ? 'owner' : 'authenticated';
}

function operationsOf(verbs: string): Operation[] {
  const ops = new Set<Operation>();
  for (const verb of verbs.toLowerCase().split(/\s*(?:,\s*(?:and|or)\b|,|\/|\band\b|\bor\b)\s*/)) {
    const trimmed = verb.trim();
    if (!trimmed) continue;
    // "sees", "manages", "edits": the third person says the same as the verb.
    const forms = [trimmed, trimmed.replace(/es$/, ''), trimmed.replace(/s$/, '')];
    const hit = VERB_OPERATIONS.find(([pattern]) => forms.some((form) => pattern.test(form)));
    if (hit) hit[1].forEach((op) => ops.add(op));
  }
  if (/\bread and write\b/i.test(verbs)) ALL_OPERATIONS.forEach((op) => ops.add(op));
  return ALL_OPERATIONS.filter((op) => ops.has(op));
}

const cleanTablePhrase = (phrase: string | undefined): string | undefined => {
  const cleaned = phrase
    ?.replace(
      /\s+(?:without|even without|even if (?:they are|they're) not|if not|when not)\s+.*$/i,
      '',
    )
    .replace(/\b(?:rows?|records?|entries|data|stuff|things|ones|items?)\b/gi, ' ')
    .replace(/\b(?:in|on|from|of|to|into)\s+(?:the\s+)?/gi, ' ')
    .replace(/\s+(?:table|tables)$/i, '')
    .replace(/\s+/g, ' ')
    .trim();
  return cleaned && !/^(?:it|them|this|that|those|these)$/i.test(cleaned) ? cleaned : undefined;
};

/** The one who made a row, said as a relative clause: "whoever created a booking", "the creator of a post". */
const MAKER = String.raw`(?:whoever|the (?:person|user|one|member|customer|people|users) (?:who|that))\s+(?:created|made|booked|added|wrote|posted|submitted|placed|owns|uploaded|started)|the (?:creator|owner|author|maker|poster) of`;
const MADE_BY = new RegExp(
  String.raw`^(?<only>only\s+|nobody but\s+|no one but\s+|(?:nobody|no one) except\s+)?(?:${MAKER})\s+(?:an?|the|that|each|this|their)?\s*(?<thing>[a-z][\w ]*?)\s+(?<rest>(?:can|may|should|will|is allowed to|gets to|is able to)\b.*)$`,
  'i',
);
const PRIVATE_TO_MAKER =
  /^(?:(?:make|keep|set)\s+)?(?:the\s+)?(?<thing>[a-z][\w ]*?)\s+(?:(?:are|is|should be|must be|stay|stays)\s+)?(?:private|visible only|only visible|only readable|readable only)\s+to\s+(?:whoever (?:created|made|added|booked|wrote) (?:them|it)|the (?:person|user|one|people|users) (?:who|that) (?:created|made|added|booked|wrote) (?:them|it)|(?:their|its) (?:creators?|owners?|authors?|makers?))$/i;

/**
 * "only whoever created a booking can see it" says "only the owner can see bookings"; the
 * rest of the grammar then reads it as it reads the owner sentences.
 */
function makerAsOwner(clause: string): string {
  const made = clause.match(MADE_BY);
  if (made?.groups) {
    const thing = made.groups.thing ?? '';
    const rest = (made.groups.rest ?? '').replace(
      /\s+(?:it|them|one|that one|this one)$/i,
      ` ${thing}`,
    );
    const named = rest.toLowerCase().endsWith(` ${thing.toLowerCase()}`);
    return `only the owner ${named ? rest : `${rest} ${thing}`}`.replace(/\s+/g, ' ');
  }
  const hidden = clause.match(PRIVATE_TO_MAKER);
  if (hidden?.groups) return `only the owner can see ${hidden.groups.thing ?? ''}`;
  return clause;
}

/** "turn security back on", "re-enable the protection": the protection said by its own name. */
function protectionNamed(clause: string): string {
  if (!/\b(?:on|enable|re-?enable|activate|back)\b/i.test(clause)) return clause;
  return clause.replace(new RegExp(SECURITY.source, 'i'), 'row level security');
}

/** Reads who may do what from one clause, or undefined when it says nothing about access. */
export function parseAccess(written: string): AccessRequest | undefined {
  // "turn rls back on for orders", "switch row level security on again": the particle after it.
  // "anyone can read posts, but only the person who wrote one can edit it": each half said plainly.
  const plain = written
    .split(/(,?\s+but\s+)/i)
    .map((part, i) => (i % 2 ? part : makerAsOwner(part)))
    .join('');
  const clause = protectionNamed(plain)
    .replace(
      /\b(turn|switch|put)\s+(row[- ]level security|rls)\s+(?:back\s+)?on(?:\s+again)?\b/i,
      '$1 on $2',
    )
    .replace(/\b(turn|switch) back on\b/i, '$1 on');
  const enable = clause.match(ENABLE);
  if (enable) {
    const target = cleanTablePhrase(enable[1] ?? enable[2]);
    const all = /^(?:all|every|each)(?:\s+(?:of\s+)?(?:the|my|our))?(?:\s+tables?)?$/i.test(
      target ?? '',
    );
    return { rules: [], enableOnly: true, allTables: all, tablePhrase: all ? undefined : target };
  }
  const passive = clause.match(PASSIVE);
  if (passive?.groups) {
    // "customers can only be seen by their owner" says the same as "only the owner can see customers".
    const who = passive.groups.who ?? '';
    const verbs = (passive.groups.verbs ?? '').replace(
      new RegExp(PARTICIPLE, 'gi'),
      (p) => PARTICIPLE_VERB[p.toLowerCase()] ?? p,
    );
    const audience = audienceOf(
      /\b(?:their|its|the)\s+(?:owners?|authors?|creators?)\b|\bwhoever (?:created|made|wrote)\b/i.test(
        who,
      )
        ? 'owner'
        : who,
      false,
    );
    let operations = operationsOf(verbs);
    if (audience === 'owner' && operations.every((op) => op === 'select'))
      operations = [...ALL_OPERATIONS];
    if (operations.length)
      return {
        rules: [{ audience, operations }],
        enableOnly: false,
        allTables: false,
        tablePhrase: cleanTablePhrase(passive.groups.subject),
      };
  }
  const rules: AccessRule[] = [];
  let tablePhrase: string | undefined;
  for (const match of clause.matchAll(RULE)) {
    const [, who = '', verbs = '', own, object] = match;
    const audience = audienceOf(who, Boolean(own));
    let operations = operationsOf(verbs);
    // "each user sees their own rows" and "only the owner can see them" make rows private to their owner.
    if (audience === 'owner' && operations.every((op) => op === 'select'))
      operations = [...ALL_OPERATIONS];
    if (operations.length) rules.push({ audience, operations });
    tablePhrase ??= cleanTablePhrase(object);
  }
  const ownRows = rules.length === 0 ? clause.match(OWN_ROWS) : null;
  if (ownRows) {
    rules.push({ audience: 'owner', operations: [...ALL_OPERATIONS] });
    tablePhrase ??= cleanTablePhrase(ownRows[1]);
  }
  const privateMatch = rules.length === 0 ? clause.match(PRIVATE) : null;
  if (privateMatch) {
    rules.push({ audience: 'owner', operations: [...ALL_OPERATIONS] });
    tablePhrase ??= cleanTablePhrase(privateMatch[1] ?? privateMatch[2]);
  }
  const publicMatch = clause.match(PUBLIC_READ);
  if (publicMatch && !rules.some((r) => r.audience === 'anyone')) {
    rules.push({ audience: 'anyone', operations: ['select'] });
    tablePhrase ??= cleanTablePhrase(publicMatch[1]);
  }
  if (rules.length === 0) return undefined;
  return { rules, enableOnly: false, allTables: false, tablePhrase };
}

/** One audience per operation: the widest one asked for (policies of one kind add up anyway). */
export function mergeRules(rules: readonly AccessRule[]): Map<Operation, Audience> {
  const rank: Record<Audience, number> = { owner: 0, authenticated: 1, anyone: 2 };
  const byOperation = new Map<Operation, Audience>();
  for (const rule of rules) {
    for (const op of rule.operations) {
      const current = byOperation.get(op);
      if (current === undefined || rank[rule.audience] > rank[current])
        byOperation.set(op, rule.audience);
    }
  }
  // Whoever may change their own rows must be able to create them too.
  const ownerWrites = [...byOperation.values()].includes('owner');
  if (ownerWrites && !byOperation.has('insert')) byOperation.set('insert', 'owner');
  return new Map(
    ALL_OPERATIONS.filter((op) => byOperation.has(op)).map((op) => [
      op,
      byOperation.get(op) as Audience,
    ]),
  );
}

export const needsOwner = (access: Map<Operation, Audience>): boolean =>
  [...access.values()].includes('owner');

/** Columns that already say which signed-in user a row belongs to. */
export function ownerColumnOf(table: Pick<ContextTable, 'columns'>): string | undefined {
  const names = [
    'user_id',
    'owner_id',
    'author_id',
    'creator_id',
    'created_by',
    'profile_id',
    'account_id',
  ];
  return names.find((name) => table.columns.some((c) => c.name === name && c.type === 'uuid'));
}

const OPERATION_VERB: Record<Operation, string> = {
  select: 'read',
  insert: 'add',
  update: 'change',
  delete: 'delete',
};
const AUDIENCE_WORDS: Record<Audience, string> = {
  owner: 'Owners',
  authenticated: 'Signed-in users',
  anyone: 'Anyone',
};

/** The name of the policy for one operation and audience ("Owners can read their own tasks"). */
export const policyName = (table: string, op: Operation, audience: Audience): string =>
  `${AUDIENCE_WORDS[audience]} can ${OPERATION_VERB[op]} ${audience === 'owner' ? 'their own ' : ''}${table}`.slice(
    0,
    63,
  );

export interface PolicyPlan {
  statements: string[];
  warnings: string[];
  names: { name: string; command: string; roles: string[] }[];
}

/** One `create policy` per operation, using auth.uid() against the owner column. */
export function policyStatements(
  table: string,
  access: Map<Operation, Audience>,
  ownerColumn: string | undefined,
  existingNames: readonly string[],
): PolicyPlan {
  const plan: PolicyPlan = { statements: [], warnings: [], names: [] };
  const uid = '(select auth.uid())';
  const owner = ownerColumn ? `${uid} = ${ident(ownerColumn)}` : undefined;
  const taken = new Set(existingNames);
  for (const [op, audience] of access) {
    const roles = audience === 'anyone' ? ['anon', 'authenticated'] : ['authenticated'];
    const rowTest =
      audience === 'owner'
        ? owner
        : audience === 'authenticated'
          ? op === 'select'
            ? 'true'
            : `${uid} is not null`
          : 'true';
    // New rows must carry their author whenever the table records one.
    const insertTest = audience !== 'anyone' && owner ? owner : rowTest;
    if (!rowTest) continue;
    let name = policyName(table, op, audience);
    for (let n = 2; taken.has(name); n += 1) name = `${name.slice(0, 59)} ${n}`;
    taken.add(name);
    const clauses =
      op === 'insert'
        ? `with check (${insertTest})`
        : op === 'update'
          ? `using (${rowTest}) with check (${rowTest})`
          : `using (${rowTest})`;
    plan.statements.push(
      `create policy ${ident(name)} on ${publicTable(table)} for ${op} to ${roles.join(', ')} ${clauses};`,
    );
    plan.names.push({ name, command: op.toUpperCase(), roles });
  }
  const writesByAnyone = [...access]
    .filter(([op, audience]) => op !== 'select' && audience === 'anyone')
    .map(([op]) => OPERATION_VERB[op]);
  if (access.get('select') === 'anyone')
    plan.warnings.push(
      `Anyone on the internet, signed in or not, can read every row of ${table}. Keep private details out of it.`,
    );
  if (writesByAnyone.length) {
    plan.warnings.push(
      `People who are not signed in can ${listWords(writesByAnyone, 'and')} rows in ${table}; expect spam or vandalism.`,
    );
  }
  return plan;
}

/** The plain sentence for a set of rules ("each signed-in user can see, add, change and delete only their own rows"). */
export function describeAccess(access: Map<Operation, Audience>): string {
  const groups = new Map<Audience, Operation[]>();
  for (const [op, audience] of access) groups.set(audience, [...(groups.get(audience) ?? []), op]);
  const parts: string[] = [];
  for (const [audience, ops] of groups) {
    const verbs = listWords(
      ops.map((op) => ({ select: 'see', insert: 'add', update: 'change', delete: 'delete' })[op]),
    );
    if (audience === 'owner') parts.push(`each signed-in user can ${verbs} only their own rows`);
    else if (audience === 'authenticated') parts.push(`any signed-in user can ${verbs} rows`);
    else parts.push(`anyone, even without signing in, can ${verbs} rows`);
  }
  return listWords(parts, 'and');
}
