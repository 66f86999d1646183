import { describe, expect, it } from 'vitest';
import { contextAfter, planOk, refused, sqlOf } from '../../../tests/planner/helpers';

const tasks = () => contextAfter('create a tasks table with title');

describe('turning row level security off', () => {
  it.each([
    'turn off rls on tasks',
    'disable row level security for tasks',
    'make the tasks table public without rls',
    'turn rls off for the tasks table',
    'turn of RLS for tasks',
  ])('%s: a high-risk plan that names the safer read rule', (instruction) => {
    const plan = planOk(instruction, tasks());
    expect(sqlOf(plan)).toEqual(['alter table public.tasks disable row level security;']);
    expect(plan).toMatchObject({ service: 'backend', type: 'rls', risk: 'high' });
    expect(plan.riskReasons.join(' ')).toMatch(/signed-in or anonymous user .* every row of tasks/);
    expect(plan.warnings.join(' ')).toContain('"let everyone read tasks" adds a read rule');
    expect(plan.after.database?.tables.find((t) => t.name === 'tasks')?.rls).toBe(false);
  });

  it('says so when it is already off', () => {
    const after = planOk('turn off rls on tasks', tasks()).after;
    expect(refused('turn off rls on tasks', after).message).toMatch(/already off for tasks/);
  });

  it('refuses a table that does not exist', () => {
    expect(refused('disable row level security for invoices', tasks()).message).toMatch(/invoices/);
  });

  it('is planned on its own, not with other changes', () => {
    expect(
      refused('turn off rls on tasks and add a notes column to tasks', tasks()).message,
    ).toMatch(/on its own/);
  });
});
