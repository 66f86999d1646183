import { z } from 'zod';
import { isCssColour } from '../constants/css-colours';
import { FONT_NAMES, isSafeHref } from '../constants/site-safety';
import { authSetting, passwordMinLength } from './project-auth';
import { CONNECTABLE } from '../constants/connectable';

/** The plan contract: where the planner and the operation engine meet (docs/planner.md). */
export const SERVICES = ['backend', 'git', 'hosting'] as const;
export const service = z.enum(SERVICES);
export type Service = z.infer<typeof service>;

export const serviceChoice = z.enum(['auto', ...SERVICES]);
export type ServiceChoice = z.infer<typeof serviceChoice>;

export const OPERATION_TYPES = {
  backend: ['schema', 'auth', 'rls', 'storage', 'data', 'query'],
  /** `content`: a change to the site's own files, committed on a branch and shown in a preview. */
  git: ['branch', 'merge', 'repository', 'collaboration', 'deployment', 'content'],
  hosting: ['deploy', 'domain', 'environment', 'functions', 'monitoring'],
} as const;
export type OperationType = (typeof OPERATION_TYPES)[Service][number];
export const operationType = z.enum([
  ...OPERATION_TYPES.backend,
  ...OPERATION_TYPES.git,
  ...OPERATION_TYPES.hosting,
]);

export const risk = z.enum(['low', 'medium', 'high']);
export type Risk = z.infer<typeof risk>;

export const deployContext = z.enum(['production', 'deploy-preview']);
export type DeployContext = z.infer<typeof deployContext>;

const branchName = z.string().min(1).max(200);
const fileEntry = z.object({ path: z.string().min(1).max(500), content: z.string() });

/** A table in `public`, by its exact name (Postgres names are at most 63 bytes). */
const dataTable = z.string().min(1, 'Name a table.').max(63, 'No table has a name that long.');
/**
 * Column name to JSON value. A record schema would drop a column named __proto__, so rows are
 * checked as plain objects; the database checks the names and types against the table.
 */
export const rowValues = z.custom<Record<string, unknown>>(
  (row) => typeof row === 'object' && row !== null && !Array.isArray(row),
  'Give the row as an object of column names and values.',
);
/** The most rows one row change may carry. */
export const MAX_ROWS = 500;

/** Questions about the project itself, answered from its live state when the plan runs. */
const STATE_TOPICS = [
  'tables',
  'tablesWithoutRls',
  'branch',
  'branches',
  'live',
  'lastDeploy',
  'commits',
  'branchDiff',
] as const;
export type StateTopic = (typeof STATE_TOPICS)[number];
/** What the founder said about the rows to change: "done is ticked", "title is 'buy milk'". */
export const rowCondition = z.object({
  column: z.string().min(1).max(63),
  op: z.enum([
    'is',
    'isNot',
    'lt',
    'le',
    'gt',
    'ge',
    'contains',
    'startsWith',
    'endsWith',
    'empty',
    'filled',
    'ticked',
    'notTicked',
  ]),
  value: z.union([z.string().max(1000), z.number(), z.boolean()]).optional(),
});
export type RowCondition = z.infer<typeof rowCondition>;
const rowConditions = z.array(rowCondition).max(10);
/** A number column's new value worked out from its old one: plus `by`, or times `by`. */
const rowAdjustment = z.object({
  op: z.enum(['add', 'multiply']),
  by: z.number().finite(),
});
export type RowAdjustment = z.infer<typeof rowAdjustment>;

const siteText = z.string().trim().min(1, 'Say which words to use.').max(500);
/**
 * An element found by what it says: `words` at its start, anywhere in it, or (`about`) each of
 * them in some form; `nth` picks one of several matches (or of all, without words) in page order.
 */
const textTarget = z
  .object({
    words: siteText.optional(),
    at: z.enum(['start', 'anywhere', 'about']),
    element: z.enum(['any', 'paragraph', 'heading', 'item', 'button', 'link']),
    nth: z.union([z.number().int().min(1).max(50), z.literal('last')]).optional(),
  })
  .refine((t) => t.words !== undefined || t.nth !== undefined, 'Say which words to look for.');
export type TextTarget = z.infer<typeof textTarget>;
const safeHref = z
  .string()
  .trim()
  .refine(
    isSafeHref,
    'Links can go to a web address (https://…), a page of the site (/menu.html), an e-mail (mailto:) or a phone number (tel:).',
  );
/**
 * One change to the site said in plain words; planning finds it in the branch's files
 * (src/server/modules/operations/site-edits.ts) and never runs it as text.
 */
export const siteEdit = z.discriminatedUnion('op', [
  /** The words of the home page's main heading (its first h1). */
  z.object({ op: z.literal('headline'), text: siteText }),
  /** The home page's title, shown in the browser tab. */
  z.object({ op: z.literal('title'), text: siteText }),
  /** Words the founder quoted, wherever the pages show them. */
  z.object({ op: z.literal('replaceText'), from: siteText, to: z.string().trim().max(500) }),
  /** The colour of the buttons, the site's main (accent) colour, its background or its text. */
  z.object({
    op: z.literal('colour'),
    target: z.enum(['buttons', 'main', 'background', 'text']),
    colour: z
      .string()
      .refine(isCssColour, 'Use a colour name such as green, or a hex code such as #2f5bea.'),
  }),
  /** The words of one paragraph of the home page; `about` is how the founder named it ("welcome"). */
  z.object({
    op: z.literal('paragraph'),
    text: z.string().trim().min(1, 'Say which words to use.').max(4000),
    about: z.string().max(60).optional(),
  }),
  /** A new paragraph on the home page, under its headline or at the end of its main text. */
  z.object({
    op: z.literal('addParagraph'),
    text: z.string().trim().min(1, 'Say which words to use.').max(4000),
    place: z.enum(['underHeadline', 'end']),
  }),
  /** A new page at `<name>.html` with a heading and paragraphs. */
  z.object({
    op: z.literal('addPage'),
    name: z
      .string()
      .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/)
      .max(60),
    title: siteText,
    paragraphs: z.array(z.string().trim().min(1).max(4000)).max(20),
  }),
  /** The words of the element the founder described by what it says ("the line that says welcome"). */
  z.object({ op: z.literal('rewriteText'), target: textTarget, text: siteText }),
  /** Takes away the element the founder described: a bullet, a line, a paragraph, a heading. */
  z.object({ op: z.literal('removeText'), target: textTarget }),
  /** A new link (or a link styled as a button) at the end of the home page's main text. */
  z.object({
    op: z.literal('addLink'),
    text: siteText,
    href: safeHref,
    style: z.enum(['link', 'button']),
  }),
  /** Words the pages already show, made a link to `href`. */
  z.object({ op: z.literal('linkText'), words: siteText, href: safeHref }),
  /** The font of the whole site or of its headings, from system font stacks only. */
  z.object({
    op: z.literal('font'),
    target: z.enum(['site', 'headings']),
    font: z.enum(FONT_NAMES),
  }),
  /** The site's name: the title, the headline and every other place the pages show the old name. */
  z.object({ op: z.literal('siteName'), text: siteText }),
  /** A new section at the end of the home page: a heading and a list. */
  z.object({
    op: z.literal('addSection'),
    heading: siteText,
    items: z.array(z.string().trim().min(1).max(500)).min(1).max(30),
  }),
]);
export type SiteEdit = z.infer<typeof siteEdit>;

/** Typed, executable actions. Execution runs these, never free text. */
export const planStep = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('sql'), sql: z.string().min(1), description: z.string().optional() }),
  z.object({ kind: z.literal('git.createBranch'), name: branchName, from: branchName }),
  z.object({ kind: z.literal('git.deleteBranch'), name: branchName }),
  z.object({ kind: z.literal('git.merge'), source: branchName, target: branchName }),
  z.object({
    kind: z.literal('git.commitFiles'),
    branch: branchName,
    message: z.string().min(1),
    files: z.array(fileEntry).min(1),
  }),
  z.object({ kind: z.literal('git.reset'), branch: branchName, ref: z.string().min(1) }),
  z.object({ kind: z.literal('git.rebase'), branch: branchName, onto: branchName }),
  /** A new commit that undoes `ref`'s changes; history is kept. */
  z.object({ kind: z.literal('git.revert'), branch: branchName, ref: z.string().min(1) }),
  z.object({
    kind: z.literal('git.tag'),
    name: branchName,
    branch: branchName,
    ref: z.string().min(1),
  }),
  z.object({ kind: z.literal('git.renameBranch'), from: branchName, to: branchName }),
  /** Changes that name no branch go to `name` from now on. */
  z.object({ kind: z.literal('git.switchBranch'), name: branchName }),
  z.object({ kind: z.literal('git.forcePush'), branch: branchName }),
  z.object({
    kind: z.literal('git.pullRequest'),
    source: branchName,
    target: branchName,
    title: z.string().min(1),
    body: z.string().optional(),
  }),
  z.object({
    kind: z.literal('git.addCollaborator'),
    user: z.string().min(1),
    permission: z.enum(['pull', 'push', 'admin']).default('push'),
  }),
  z.object({ kind: z.literal('hosting.deploy'), branch: branchName, context: deployContext }),
  z.object({ kind: z.literal('hosting.rollback'), deployId: z.string().optional() }),
  z.object({
    kind: z.literal('hosting.setEnv'),
    key: z.string().regex(/^[A-Za-z_][A-Za-z0-9_]*$/),
    value: z.string(),
    context: deployContext.or(z.literal('all')),
  }),
  z.object({
    kind: z.literal('hosting.unsetEnv'),
    key: z.string().min(1),
    context: deployContext.or(z.literal('all')),
  }),
  z.object({ kind: z.literal('hosting.addDomain'), domain: z.string().min(3).max(253) }),
  z.object({ kind: z.literal('hosting.removeDomain'), domain: z.string().min(3).max(253) }),
  z.object({ kind: z.literal('hosting.deleteSite') }),
  z.object({ kind: z.literal('backend.rotateApiSecret') }),
  /** Turns one of the project's sign-in switches on or off (src/shared/contracts/project-auth.ts). */
  z.object({ kind: z.literal('auth.setSignInMethod'), method: authSetting, enabled: z.boolean() }),
  /** Sets the shortest password the project's app's users may choose (GoTrue's PASSWORD_MIN_LENGTH). */
  z.object({ kind: z.literal('auth.setPasswordMinLength'), length: passwordMinLength }),
  /** Adds rows to a `public` table; columns left out take their defaults. */
  z.object({
    kind: z.literal('data.insertRows'),
    table: dataTable,
    rows: z.array(rowValues).min(1).max(MAX_ROWS),
  }),
  /** Sets columns of rows found by their primary key (`key` names every primary-key column). */
  z.object({
    kind: z.literal('data.updateRows'),
    table: dataTable,
    rows: z
      .array(z.object({ key: rowValues, values: rowValues }))
      .min(1)
      .max(MAX_ROWS),
  }),
  /** Deletes rows found by their primary key. */
  z.object({
    kind: z.literal('data.deleteRows'),
    table: dataTable,
    keys: z.array(rowValues).min(1).max(MAX_ROWS),
  }),
  /**
   * Rows picked by conditions (none: every row). Planning turns it into `data.updateRows` with
   * the keys of the rows found; `one` when the founder named a single row.
   */
  z.object({
    kind: z.literal('data.updateWhere'),
    table: dataTable,
    where: rowConditions,
    values: rowValues,
    /** Number columns changed from each row's own value: "raise prices by 10%" multiplies by 1.1. */
    adjust: z.record(z.string(), rowAdjustment).optional(),
    one: z.boolean().optional(),
  }),
  /** As `data.updateWhere`, turned into `data.deleteRows` when planning; `one` when one row was named. */
  z.object({
    kind: z.literal('data.deleteWhere'),
    table: dataTable,
    where: rowConditions,
    one: z.boolean().optional(),
  }),
  /** A question: one SELECT, run read-only with a row limit; it changes nothing. */
  z.object({ kind: z.literal('query.select'), sql: z.string().min(1) }),
  /** A question about the project itself (its tables, branch, deploys), read when the plan runs. */
  z.object({
    kind: z.literal('query.state'),
    topic: z.enum(STATE_TOPICS),
    /** The branch a git question is about (`commits`, `branchDiff`); absent: the current one. */
    branch: branchName.optional(),
    /** The branch `branchDiff` compares with; absent: the default branch. */
    against: branchName.optional(),
  }),
  /** Changes to the site in plain words; planning turns it into `content.publish` with the files. */
  z.object({
    kind: z.literal('content.edit'),
    branch: branchName,
    edits: z.array(siteEdit).min(1).max(10),
  }),
  /** Commits the edited site files on the branch and deploys a preview of it. */
  z.object({
    kind: z.literal('content.publish'),
    branch: branchName,
    message: z.string().min(1).max(200),
    files: z.array(fileEntry).min(1).max(20),
  }),
  /** Reverses an operation that has run, with the undo that operation recorded. */
  z.object({ kind: z.literal('operation.undo'), operationId: z.string().uuid(), service }),
]);
export type PlanStep = z.infer<typeof planStep>;
export type RowSelectionStep = Extract<PlanStep, { kind: 'data.updateWhere' | 'data.deleteWhere' }>;
export const isRowSelection = (step: PlanStep): step is RowSelectionStep =>
  step.kind === 'data.updateWhere' || step.kind === 'data.deleteWhere';
export type DataStep = Exclude<Extract<PlanStep, { kind: `data.${string}` }>, RowSelectionStep>;
export const isDataStep = (step: PlanStep): step is DataStep =>
  step.kind.startsWith('data.') && !isRowSelection(step);
export type QueryStep = Extract<PlanStep, { kind: `query.${string}` }>;
export const isQueryStep = (step: PlanStep): step is QueryStep => step.kind.startsWith('query.');

export type ContentStep = Extract<PlanStep, { kind: `content.${string}` }>;
export const isContentStep = (step: PlanStep): step is ContentStep =>
  step.kind.startsWith('content.');

/**
 * The service a step touches: SQL, rows and questions the database, git.* the repository,
 * hosting.* the site. A site change is filed under git: it commits on a branch, and its preview
 * deploy leaves the live site as it is.
 */
export const serviceOfStep = (step: PlanStep): Service =>
  step.kind === 'operation.undo'
    ? step.service
    : step.kind.startsWith('git.') || isContentStep(step)
      ? 'git'
      : step.kind.startsWith('hosting.')
        ? 'hosting'
        : 'backend';

/** A question's answer: the execute response's `result` for a `query` plan. */
export const queryResult = z.object({
  columns: z.array(z.object({ name: z.string(), type: z.string() })),
  rows: z.array(z.record(z.string(), z.unknown())),
  rowCount: z.number().int().min(0),
  /** True when the answer had more rows than a question may return; only the first are kept. */
  truncated: z.boolean().optional(),
});
export type QueryResult = z.infer<typeof queryResult>;

/** A site change's answer: the execute response's `result` for a `content` plan. */
export const contentResult = z.object({
  /** The preview deploy of the branch with the change. */
  url: z.string(),
  branch: z.string(),
  commit: z.string(),
  message: z.string(),
});
export type ContentResult = z.infer<typeof contentResult>;

export const usageImpact = z.object({
  storage: z.string(),
  rows: z.string(),
  requests: z.string(),
});

export const branchInfo = z.object({
  current: z.string().optional(),
  name: z.string().optional(),
  base: z.string().optional(),
  source: z.string().optional(),
  target: z.string().optional(),
  ahead: z.number().int().optional(),
  behind: z.number().int().optional(),
});

export const deploymentInfo = z.object({
  siteUrl: z.string(),
  /** Measured on past deploys; absent when there is nothing measured yet. */
  buildTime: z.string().optional(),
  branch: z.string().optional(),
  context: deployContext.optional(),
});

export const environmentVar = z.object({
  key: z.string(),
  value: z.string(),
  context: z.string(),
});

/** Whether an audience may do one thing to a table's rows: every row, only some rows, or none. */
export const accessLevel = z.enum(['yes', 'some', 'no']);
export type AccessLevel = z.infer<typeof accessLevel>;

const accessActions = z.object({
  read: accessLevel,
  add: accessLevel,
  change: accessLevel,
  delete: accessLevel,
});
export type AccessActions = z.infer<typeof accessActions>;

/** Who may do what on one table once the plan has run, read from the policies its dry run leaves. */
export const tableAccess = z.object({
  table: z.string(),
  /** People who are not signed in. */
  visitors: accessActions,
  /** Any signed-in user, on rows that are not theirs. */
  signedIn: accessActions,
  /** A signed-in user on the rows they own; absent when no rule speaks of owners. */
  owner: accessActions.optional(),
});
export type TableAccess = z.infer<typeof tableAccess>;

/** Result of running the backend steps inside BEGIN ... ROLLBACK when the plan was made. */
export const dryRun = z.object({
  ok: z.boolean(),
  message: z.string(),
  error: z.string().optional(),
  /** The tables whose access the plan changes, as they would be after it runs. */
  access: z.array(tableAccess).optional(),
});

/** What the planner produces from an instruction, before it is stored as an operation. */
export const planDraft = z.object({
  service,
  type: operationType,
  risk,
  riskReasons: z.array(z.string()),
  instruction: z.string(),
  explanation: z.string(),
  warnings: z.array(z.string()),
  commands: z.array(z.string()),
  steps: z.array(planStep),
  code: z.string().optional(),
  usageImpact: usageImpact.optional(),
  branchInfo: branchInfo.optional(),
  deploymentInfo: deploymentInfo.optional(),
  environmentVars: z.array(environmentVar).optional(),
  /** 'model' when an LLM endpoint wrote it and it passed every check. */
  source: z.enum(['deterministic', 'model']).default('deterministic'),
  notes: z.array(z.string()).optional(),
});
export type PlanDraft = z.infer<typeof planDraft>;

export const plan = planDraft.extend({
  id: z.string(),
  projectId: z.string(),
  dryRun: dryRun.optional(),
  undo: z.object({ available: z.boolean(), reason: z.string() }),
  executed: z.boolean(),
  executedAt: z.string().nullable(),
  result: z.unknown().nullable(),
});
export type Plan = z.infer<typeof plan>;

export const createPlanBody = z.object({
  instruction: z
    .string({ error: 'Type what you want to do.' })
    .trim()
    .min(1, 'Type what you want to do.')
    .max(4000, 'That instruction is too long; keep it under 4000 characters.'),
  service: serviceChoice.default('auto'),
});
export type CreatePlanBody = z.infer<typeof createPlanBody>;

/** One answer to a clarifying question: a button in the chat that sends `instruction`. */
export const choice = z.object({
  label: z.string().min(1),
  instruction: z.string().min(1).max(4000),
});
export type Choice = z.infer<typeof choice>;

/** The planner's question when a sentence has several readings: nothing is planned until one is picked. */
export const clarification = z.object({
  question: z.string().min(1),
  choices: z.array(choice).min(2).max(6),
});
export type Clarification = z.infer<typeof clarification>;

/** Opening a connection form: "connect my GitHub". */
const connectAction = z.object({
  kind: z.literal('connect'),
  service: z.enum(CONNECTABLE),
  message: z.string(),
});
export type ConnectAction = z.infer<typeof connectAction>;

/** Opening the screen that answers a question: "where's my API key?" shows the project's API. */
const showAction = z.object({
  kind: z.literal('show'),
  screen: z.literal('api'),
  message: z.string(),
});

/** Something the studio does in its own screens instead of a plan. */
export const planAction = z.discriminatedUnion('kind', [connectAction, showAction]);
export type PlanAction = z.infer<typeof planAction>;

/** `POST /api/projects/:id/plans` answers 200 with one of these when it makes no plan. */
export const planAnswer = z.union([z.object({ clarification }), z.object({ action: planAction })]);
export type PlanAnswer = z.infer<typeof planAnswer>;

/** The planner's answer when it cannot turn the instruction into steps. */
export const notUnderstood = z.object({
  understood: z.string(),
  examples: z.array(z.string()).min(2).max(3),
  message: z.string(),
  /** What the studio can do instead, when the instruction asks for something it cannot do. */
  alternatives: z.array(choice).max(4).optional(),
});
export type NotUnderstood = z.infer<typeof notUnderstood>;
