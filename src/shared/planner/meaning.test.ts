import { describe, expect, it } from 'vitest';
import type { PlannerContext } from '@shared/planner';
import { planInstruction } from '.';
import { contextAfter, planOk, refused, sqlOf } from '../../../tests/planner/helpers';

/** A shop with rows the planner cannot see: the question reader must not need them. */
const shop = (): PlannerContext => {
  const context = contextAfter(
    'create a clients table with name, email and town',
    'create a sales table with client name, amount and state',
    'create an items table with title, cost and quantity',
    'create a chores table with title and finished (checkbox)',
  );
  for (const table of context.database?.tables ?? []) table.rowCount = 5;
  return context;
};

const select = (instruction: string, context = shop()) => {
  const plan = planOk(instruction, context);
  expect(plan.type).toBe('query');
  const step = plan.steps[0];
  return step?.kind === 'query.select' ? step.sql : '';
};

describe('questions about the data, read by what they name', () => {
  it.each([
    ['which clients are from Bergen?', /from public\.clients where \(town ~\* '\\ybergen\\y'\)/],
    [
      'pull up every client living in Oslo or Rome',
      /town ~\* '\\yoslo\\y' or town ~\* '\\yrome\\y'/,
    ],
    ['what are the emails of my clients', /^select email from public\.clients$/],
    ['whats the latest sale', /order by created_at desc fetch first 1 rows with ties$/],
    ['items that cost more than 40, sorted by title', /where cost > 40 order by title$/],
    ['how many sales did each client name make', /select client_name, count\(\*\)/],
    ['what is the mean cost of items', /round\(avg\(cost\), 2\)/],
    ['whats the total amount of refunded sales', /sum\(amount\).*'\\yrefunded\\y'/],
    ['which chores are not finished yet', /where finished is not true$/],
    ['show me the priciest item', /order by cost desc fetch first 1 rows with ties$/],
    ['who bought the most', /^select a\.client_name, sum\(a\.amount\)/],
  ])('%s', (instruction, sql) => {
    expect(select(instruction)).toMatch(sql);
  });

  it('asks nothing of words it cannot place: no table, no plan', () => {
    expect(planInstruction('who won the most', { context: shop() }).ok).toBe(false);
  });

  it('never reads a request to change things as a question', () => {
    const result = planInstruction('list and delete every chore', { context: shop() });
    expect(result.ok && result.plan.type).not.toBe('query');
  });
});

describe('questions about the project, read by their topic', () => {
  it.each([
    ['which branches have i got', 'branches'],
    ['what branch am i currently on', 'branch'],
    ['do any of my tables lack rls', 'tablesWithoutRls'],
    ['when was the site last published', 'lastDeploy'],
  ])('%s → %s', (instruction, topic) => {
    expect(planOk(instruction, shop()).steps[0]).toEqual({ kind: 'query.state', topic });
  });
});

describe('undo in the words founders use', () => {
  const withHistory = (): PlannerContext => ({
    ...shop(),
    history: {
      lastChange: {
        id: 'op-1',
        service: 'backend',
        type: 'schema',
        instruction: 'create a coupons table',
        undoWords: 'Undo drops coupons.',
      },
    },
  });
  it.each([
    'ugh, scrap that',
    'hmm no, take that back please',
    'i changed my mind, get rid of what you just did',
    'ctrl z',
    'on second thought, go back one step',
    'oops. i didnt want that table, undo',
  ])('%s', (instruction) => {
    expect(planOk(instruction, withHistory()).steps[0]).toMatchObject({ kind: 'operation.undo' });
  });

  it('reads "delete it" after a named thing as about that thing, not an undo', () => {
    const plan = planOk('create a branch called try and delete it', withHistory(), 'git');
    expect(plan.steps.some((s) => s.kind === 'operation.undo')).toBe(false);
  });
});

describe('turning row level security off, as founders say it', () => {
  it.each([
    ['kill the rls on sales, we dont need it', ['sales']],
    ['switch the protection off for the items table', ['items']],
    ['i no longer need row level security on any of my tables', ['sales']],
  ])('%s', (instruction, tables) => {
    const result = planInstruction(instruction, { context: shop() });
    expect(result.ok && result.plan.risk).toBe('high');
    expect(result.ok && sqlOf(result.plan).join(' ')).toContain(`public.${tables[0]} disable`);
  });

  it('turns it off on every table for "all my tables", in one high-risk plan', () => {
    const plan = planOk('disable rls on all my tables', shop());
    expect(plan.risk).toBe('high');
    expect(sqlOf(plan).filter((s) => s.includes('disable row level security'))).toHaveLength(4);
  });

  it('asks which table when none is named', () => {
    const result = planInstruction('switch rls off', { context: shop() });
    expect(result.ok ? [] : result.clarification?.choices.map((c) => c.instruction)).toContain(
      'turn off row level security on sales',
    );
  });

  it('refuses a table that is not there rather than picking another', () => {
    const context = contextAfter('create a ledger table with amount');
    expect(refused('disable rls for invoices', context).message).toMatch(
      /no table called invoices/,
    );
  });
});

describe('vague requests answer a question with choices from the project', () => {
  it.each([
    ['add a field', 'add a notes column to clients'],
    ['add a new column called memo', 'add a memo column to sales'],
    ['drop the table', 'delete the chores table'],
    ['tweak the colours', 'make the buttons blue'],
    ['improve it', 'deploy main to production'],
  ])('%s', (instruction, choice) => {
    const result = planInstruction(instruction, { context: shop() });
    expect(result.ok).toBe(false);
    const choices = result.ok ? [] : (result.clarification?.choices ?? []);
    expect(choices.length).toBeGreaterThanOrEqual(2);
    expect(choices.map((c) => c.instruction)).toContain(choice);
    for (const c of choices)
      expect(planInstruction(c.instruction, { context: shop() }).ok).toBe(true);
  });
});

describe('the outcome of an access change matches its words', () => {
  const open = () => contextAfter('create a menu table with dish', 'anyone can read menu');
  it('"only signed-in users" removes the rule that let everyone read', () => {
    const sql = sqlOf(planOk('only signed-in users can see the menu', open()));
    expect(sql[0]).toBe('drop policy if exists "Anyone can read menus" on public.menus;');
    expect(sql.join(' ')).toContain('to authenticated');
  });

  it('opening owned rows to visitors is high risk and says why', () => {
    const context = contextAfter(
      'create a diary table with entry where each user only sees their own entries',
    );
    const plan = planOk('make the diary table public', context);
    expect(plan.risk).toBe('high');
    expect(plan.riskReasons.join(' ')).toMatch(
      /not signed in will be able to read every row of diaries/,
    );
  });
});

describe('access said as a fact', () => {
  const menu = () => contextAfter('create a menu table with dish and price');
  it.each([
    ['the menu is public to look at', 'for select to anon, authenticated'],
    ['posting to the menu requires an account', 'for insert to authenticated'],
    ['people need to be signed in to change the menu', 'for update to authenticated'],
  ])('%s', (instruction, rule) => {
    expect(sqlOf(planOk(instruction, menu())).join(' ')).toContain(rule);
  });

  it('never reads "adding X needs an account" as new tables', () => {
    const plan = planOk('adding dishes to the menu needs a login', menu());
    expect(sqlOf(plan).some((s) => s.startsWith('create table'))).toBe(false);
  });
});

describe('soft delete', () => {
  it.each([
    'we should archive sales instead of removing them',
    'soft-delete for chores please',
    'never actually delete clients, only hide them',
  ])('%s: a deleted_at column, low risk, nothing removed', (instruction) => {
    const plan = planOk(instruction, shop());
    expect(plan.risk).toBe('low');
    expect(sqlOf(plan)).toHaveLength(1);
    expect(sqlOf(plan)[0]).toMatch(/add column deleted_at timestamptz;$/);
  });
});
