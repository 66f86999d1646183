import { describe, expect, it } from 'vitest';
import { contextAfter, planOk, refused } from '../../../tests/planner/helpers';
import { takePeriod } from './question-periods';

const shop = () =>
  contextAfter(
    'create a customers table with name',
    'create an orders table with total and status, and each order belongs to a customer',
    'create a tasks table with title and done (checkbox)',
  );
const selectOf = (instruction: string) => {
  const plan = planOk(instruction, shop());
  expect(plan).toMatchObject({ service: 'backend', type: 'query', risk: 'low' });
  expect(plan.steps).toHaveLength(1);
  const [step] = plan.steps;
  if (step?.kind !== 'query.select') throw new Error(`not a select: ${JSON.stringify(step)}`);
  return step.sql;
};

describe('questions about the data', () => {
  it('counts sign-ups from the auth users, within a period', () => {
    expect(selectOf('How many people signed up this week?')).toBe(
      "select count(*)::int as count from auth.users where created_at >= date_trunc('week', now())",
    );
    expect(selectOf('how mnay signups today')).toMatch(
      /auth\.users where created_at >= current_date$/,
    );
    expect(selectOf('HOW MANY USERS DO I HAVE')).toBe(
      'select count(*)::int as count from auth.users',
    );
  });

  it('counts rows of a table, by a checkbox or a status', () => {
    expect(selectOf('how many tasks are done')).toBe(
      'select count(*)::int as count from public.tasks where done',
    );
    expect(selectOf('how many tasks are not done?')).toMatch(/where done is not true$/);
    expect(selectOf('how many orders are pending')).toMatch(/where status = 'pending'$/);
    expect(selectOf('count the orders placed today')).toMatch(/created_at >= current_date$/);
  });

  it('lists the newest rows, or all of them', () => {
    expect(selectOf('show me the last 10 orders')).toBe(
      'select * from public.orders order by created_at desc limit 10',
    );
    expect(selectOf('the 3 most recent sign-ups')).toBe(
      'select email, created_at from auth.users order by created_at desc limit 3',
    );
    expect(selectOf('list all customers')).toBe('select * from public.customers');
  });

  it('reads a series as counts per period, oldest first', () => {
    expect(selectOf('sign-ups per day this month')).toBe(
      "select date_trunc('day', created_at)::date as day, count(*)::int as count from auth.users where created_at >= date_trunc('month', now()) group by 1 order by 1",
    );
    expect(selectOf('orders by week')).toMatch(/date_trunc\('week', created_at\)::date as week/);
    expect(selectOf('daily sign-ups for the last 30 days')).toMatch(/interval '30 days'/);
  });

  it('finds rows no linked row points to, along the foreign key', () => {
    const lonely =
      'select a.* from public.customers a where not exists (select 1 from public.orders b where b.customer_id = a.id)';
    expect(selectOf('which customers have no orders')).toBe(lonely);
    expect(selectOf('customers without orders')).toBe(lonely);
    expect(selectOf("which customers haven't placed any orders")).toBe(lonely);
    expect(selectOf('which customers have orders')).toMatch(/ where exists/);
  });

  it('refuses a question about a table that does not exist, naming the tables', () => {
    expect(refused('how many invoices are there', shop()).message).toMatch(
      /no table called invoices.*customers, orders, tasks/,
    );
  });

  it('asks for a question and a change to be sent apart', () => {
    expect(refused('how many tasks are done and create a notes table', shop()).message).toMatch(
      /question on its own/,
    );
  });
});

describe('questions about the project', () => {
  it.each([
    ['what tables do I have?', 'tables'],
    ['show me my tables', 'tables'],
    ["which tables don't have row-level security?", 'tablesWithoutRls'],
    ['tables without rls', 'tablesWithoutRls'],
    ['what branch am I on?', 'branch'],
    ['whats my current branch', 'branch'],
    ['what is live?', 'live'],
    ["what's live right now?", 'live'],
    ['when was the last deploy?', 'lastDeploy'],
    ['when did we last deploy', 'lastDeploy'],
  ])('%s reads %s from the project when it runs', (instruction, topic) => {
    const plan = planOk(instruction, shop());
    // Questions about the repository are filed under git; the rest under the database.
    const service = topic === 'branch' ? 'git' : 'backend';
    expect(plan).toMatchObject({ service, type: 'query', risk: 'low' });
    expect(plan.steps).toEqual([{ kind: 'query.state', topic }]);
  });
});

describe('takePeriod', () => {
  it('splits a trailing time phrase off as a condition', () => {
    expect(takePeriod('people signed up last week')).toEqual({
      rest: 'people signed up',
      period: {
        sql: "{col} >= date_trunc('week', now()) - interval '1 week' and {col} < date_trunc('week', now())",
        words: 'last week',
      },
    });
    expect(takePeriod('orders in the past two weeks').period?.sql).toBe(
      "{col} >= now() - interval '2 weeks'",
    );
    expect(takePeriod('orders')).toEqual({ rest: 'orders' });
  });
});
