import { PEOPLE_TABLE } from './people-words';
import { ACTION_WORDS, visitorsGainReason, type AccessAction } from '@shared/format/access-words';
import type { ContextPolicy, ContextTable } from './context';
import { columnDefinition } from './columns';
import { describeTables, tablesOf, type Workspace } from './workspace';
import { countOf, listWords } from './names';
import { ask, problem, sqlPiece, type ClauseResult, type Piece, type RiskRaise } from './pieces';
import { failed, refTable } from './refs';
import {
  describeAccess,
  mergeRules,
  needsOwner,
  ownerColumnOf,
  parseAccess,
  policyName,
  policyStatements,
  type AccessRequest,
  type Operation,
} from './security';
import { constraintName, ident, publicTable } from './sql';
import { ownerColumn, secureDraft } from './tables';
import { matchBucketVisibility } from './storage';

/** Access sentences: "only the owner can see their tasks", "anyone can read posts", "turn on RLS for orders". */
export function matchAccess(clause: string, ws: Workspace): ClauseResult {
  // "most people leave it blank" says how a field is filled in, not who may add rows.
  if (/\b(?:leave|leaves|left)\s+(?:it|this|that|them)\s+(?:blank|empty|out)\b/i.test(clause))
    return null;
  const request = parseAccess(clause);
  if (!request) return null;
  const examples = [
    'Only the owner can see their tasks',
    'Anyone can read posts, but only signed-in users can create them',
    'Turn on row level security for orders',
  ];
  if (request.allTables) {
    const open = tablesOf(ws).filter((t) => !t.rls);
    if (open.length === 0)
      return problem(
        'You want row level security on every table.',
        `Every table already has row level security on (${describeTables(ws)}).`,
        examples,
      );
    return {
      service: 'backend',
      understood: `turn on row level security for ${listWords(open.map((t) => t.name))}`,
      render: () => open.map((t) => enableOn(t)),
    };
  }
  // "a bucket for our menus, anyone can view them": the rule is about the bucket just made.
  const pronoun = /^(?:it|them|they|these|those|this|that)$/i.test(request.tablePhrase ?? 'it');
  if (pronoun && !request.enableOnly && ws.focusBucket) {
    const open = request.rules.some(
      (r) => r.audience === 'anyone' && r.operations.includes('select'),
    );
    const bucket = ws.focusBucket;
    return open
      ? matchBucketVisibility(`make the ${bucket} bucket public`, ws)
      : { service: 'backend', understood: `keep the ${bucket} bucket private`, render: () => [] };
  }
  const understood = request.enableOnly
    ? 'You want row level security turned on.'
    : `You want to set who may use ${request.tablePhrase ?? 'a table'}: ${describeAccess(mergeRules(request.rules))}.`;
  // "each user sees only their own rows" names no table: with one table of the founder's own, it is that one.
  const own = tablesOf(ws).filter((t) => t.name !== 'profiles');
  // A bucket can be made private too, so "make it private" with one of each is asked about.
  const buckets = /\b(?:private|public)\b/i.test(clause) ? (ws.after.database.buckets ?? []) : [];
  const phrase =
    request.tablePhrase ??
    (!ws.focusTable && own.length === 1 && !buckets.length ? own[0]?.name : undefined);
  // "make it private" with several tables and none just named: ask which, each choice a full request.
  const pointed = !phrase || /^(?:it|them|they|this|that)$/i.test(phrase);
  const candidates = [
    ...own.map((t) => ({ label: t.name, said: t.name })),
    ...buckets.map((b) => ({ label: `The ${b} bucket`, said: `the ${b} bucket` })),
  ];
  if (
    pointed &&
    !ws.focusTable &&
    candidates.length > 1 &&
    /\b(?:it|them|this|that)\b/i.test(clause)
  )
    return ask(
      understood,
      buckets.length ? 'Which table or bucket do you mean?' : 'Which table do you mean?',
      candidates.slice(0, 4).map((c) => ({
        label: c.label,
        instruction: clause.replace(/\b(?:it|them|this|that)\b/i, c.said),
      })),
    );
  const table = refTable(ws, phrase, understood, examples);
  if (failed(table)) return table;
  if (secureDraft(table, request.rules)) {
    return {
      service: 'backend',
      understood: request.enableOnly
        ? `keep row level security on for ${table.name}`
        : `let ${describeAccess(mergeRules(request.rules))} in ${table.name}`,
      render: () => [],
    };
  }
  if (request.enableOnly) {
    // Already on: nothing to do, and saying so beats refusing the whole instruction.
    if (table.rls) {
      return {
        service: 'backend',
        understood: `keep row level security on for ${table.name} (it already is)`,
        render: () => [
          {
            service: 'backend',
            steps: [],
            commands: [],
            summary: `Row level security is already on for ${table.name}.`,
            notes: [
              `Row level security was already on for ${table.name} (${countOf(table.policies.length, 'access rule')}).`,
            ],
          },
        ],
      };
    }
    const piece = enableOn(table);
    return {
      service: 'backend',
      understood: `turn on row level security for ${table.name}`,
      render: () => [piece],
    };
  }
  return secureExisting(table, request);
}

function enableOn(table: ContextTable): Piece {
  table.rls = true;
  const warnings =
    table.policies.length === 0
      ? [
          `With no access rules yet, your app cannot read or write ${table.name} until you add one (for example "only the owner can see their ${table.name}").`,
        ]
      : [];
  return sqlPiece([`alter table ${publicTable(table.name)} enable row level security;`], {
    summary: `Turns on row level security for ${table.name}: every request is checked against its access rules.`,
    meaning: table.policies.length
      ? `Only what its ${countOf(table.policies.length, 'access rule')} allow${table.policies.length === 1 ? 's' : ''} gets through.`
      : 'Until a rule is added, the table is locked for your app (your own admin access still works).',
    warnings,
    usage: {
      requests: `Every request to ${table.name} is checked against its rules (a tiny extra cost).`,
    },
  });
}

/** RLS on, an owner column when rules need one, and one policy per operation. */
/** Columns that hold someone's details or money: "customer", "email", "amount", "date_of_birth". */
const PERSONAL =
  /(?:^|_)(?:email|phone|mobile|address|postcode|zip|birthday|birth|dob|salary|income|card|iban|passport|customer|client|patient|guest|amount|total|paid)(?:_|$)/;

function secureExisting(table: ContextTable, request: AccessRequest): ClauseResult {
  const access = mergeRules(request.rules);
  // The same rule asked twice (in two clauses or two instructions) is added once.
  for (const [op, audience] of access) {
    if (table.policies.some((p) => p.name === policyName(table.name, op, audience)))
      access.delete(op);
  }
  if (access.size === 0) {
    return {
      service: 'backend',
      understood: `keep the access rules of ${table.name} (they already allow this)`,
      render: () => [
        {
          service: 'backend',
          steps: [],
          commands: [],
          summary: `${table.name} already allows this.`,
          notes: [`${table.name} already has rules that allow this, so none is added.`],
        },
      ],
    };
  }
  const statements: string[] = [];
  const warnings: string[] = [];
  const raises: RiskRaise[] = [];
  if (!table.rls)
    statements.push(`alter table ${publicTable(table.name)} enable row level security;`);
  // Rules only ever add access, so a narrower rule means nothing while a broader one stays.
  for (const [op, audience] of access) {
    if (audience === 'anyone') continue;
    for (const broader of table.policies.filter((p) => coversOp(p, op) && reachesVisitors(p))) {
      statements.push(
        `drop policy if exists ${ident(broader.name)} on ${publicTable(table.name)};`,
      );
      warnings.push(
        `Removes the rule "${broader.name}", so people who are not signed in can no longer ${ACTION_WORDS[ACTION_OF[op]]} ${table.name}.`,
      );
      table.policies = table.policies.filter((p) => p !== broader);
    }
  }
  // Opening private rows to people who are not signed in is the most dangerous access change.
  // Rows that belong to someone, are there already, or hold people's details or money are private.
  const holdsPrivateRows =
    table.name === 'profiles' ||
    PEOPLE_TABLE.test(table.name) ||
    Boolean(ownerColumnOf(table)) ||
    table.rowCount !== 0 ||
    table.columns.some((c) => PERSONAL.test(c.name));
  for (const [op, audience] of access) {
    // Adding rows shows visitors nothing that was there; reading, changing and deleting do.
    if (audience !== 'anyone' || !holdsPrivateRows || ACTION_OF[op] === 'add') continue;
    if (table.rls && table.policies.some((p) => coversOp(p, op) && reachesVisitors(p))) continue;
    raises.push({
      risk: 'high',
      reason: visitorsGainReason(ACTION_OF[op], table.name, 'yes'),
    });
  }
  let owner = table.name === 'profiles' ? 'id' : ownerColumnOf(table);
  if (needsOwner(access) && !owner) {
    const rows = table.rowCount;
    const column = { ...ownerColumn(), notNull: rows === 0 };
    owner = column.name;
    statements.push(
      `alter table ${publicTable(table.name)} add column ${columnDefinition(column, table.name)};`,
      `create index ${ident(constraintName(table.name, [column.name], 'idx'))} on ${publicTable(table.name)} (${ident(column.name)});`,
    );
    if (rows !== 0) {
      warnings.push(
        `${rows ? `The ${countOf(rows, 'existing row')}` : 'Existing rows'} of ${table.name} have no owner yet, so nobody sees them in your app until user_id is filled in for them.`,
      );
    }
    table.columns.push({
      name: 'user_id',
      type: 'uuid',
      nullable: rows !== 0,
      default: 'auth.uid()',
    });
    table.foreignKeys = [
      ...(table.foreignKeys ?? []),
      { columns: ['user_id'], references: { schema: 'auth', table: 'users', columns: ['id'] } },
    ];
    table.indexes = [
      ...(table.indexes ?? []),
      { name: constraintName(table.name, ['user_id'], 'idx'), columns: ['user_id'], unique: false },
    ];
  }
  const policies = policyStatements(
    table.name,
    access,
    owner,
    table.policies.map((p) => p.name),
  );
  statements.push(...policies.statements);
  warnings.push(...policies.warnings);
  if (table.policies.length) {
    warnings.push(
      `${table.name} already has ${countOf(table.policies.length, 'access rule')}; the new rules add to them (a request gets through if any rule allows it).`,
    );
  }
  table.rls = true;
  table.policies.push(...policies.names);
  const rule = describeAccess(access);
  return {
    service: 'backend',
    understood: `let ${rule} in ${table.name}`,
    render: () => [
      sqlPiece(statements, {
        summary: `Sets who may use ${table.name}: ${rule}.${statements[0]?.includes('enable row level security') ? ' Row level security is turned on so these rules are enforced.' : ''}`,
        meaning: `Your app only returns and changes the ${table.name} rows these rules allow, whoever asks.`,
        warnings,
        raises,
        usage: {
          requests: `Every request to ${table.name} is checked against the rules (a tiny extra cost).`,
        },
      }),
    ],
  };
}

const ACTION_OF: Record<Operation, AccessAction> = {
  select: 'read',
  insert: 'add',
  update: 'change',
  delete: 'delete',
};

/** Whether a policy applies to an operation (ALL covers every one). */
const coversOp = (policy: ContextPolicy, op: Operation): boolean =>
  ['all', op].includes(policy.command.toLowerCase());

/** Whether a policy lets people who are not signed in through (`anon`, or `public` meaning everyone). */
const reachesVisitors = (policy: ContextPolicy): boolean =>
  (policy.roles ?? ['public']).some((r) => r === 'anon' || r === 'public');
