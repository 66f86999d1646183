import { describe, expect, it } from 'vitest';
import { planInstruction } from '@shared/planner';
import { contextAfter, planOk, refused, sqlOf } from '../../../tests/planner/helpers';

/** Table → the tables its foreign keys point to, from the planner's predicted outcome. */
const links = (instruction: string, setup: string[] = []) => {
  const plan = planOk(instruction, contextAfter(...setup));
  return Object.fromEntries(
    (plan.after.database?.tables ?? [])
      .filter((t) => t.name !== 'profiles' && !setup.length)
      .map((t) => [
        t.name,
        (t.foreignKeys ?? [])
          .filter((k) => k.references.schema === 'public')
          .map((k) => `${k.columns[0]}→${k.references.table}`),
      ]),
  );
};

describe('an app described in a sentence', () => {
  it('members book classes; each class has a coach → four linked tables in one schema plan', () => {
    const plan = planOk('members book classes; each class has a coach');
    expect({ service: plan.service, type: plan.type, risk: plan.risk }).toEqual({
      service: 'backend',
      type: 'schema',
      risk: 'low',
    });
    const created = sqlOf(plan).flatMap(
      (sql) => sql.match(/^create table public\.(\S+)/)?.[1] ?? [],
    );
    // Dependency order: coaches before the classes that point to them, both before bookings.
    expect(created).toEqual(['members', 'coaches', 'classes', 'bookings']);
    expect(links('members book classes; each class has a coach')).toEqual({
      members: [],
      coaches: [],
      classes: ['coach_id→coaches'],
      bookings: ['member_id→members', 'class_id→classes'],
    });
    expect(plan.explanation).toContain('Each booking belongs to a member and a class.');
  });

  it('turns row level security on with owner policies on every new table', () => {
    const sql = sqlOf(planOk('an app where members book classes')).join('\n');
    for (const table of ['members', 'classes', 'bookings']) {
      expect(sql).toContain(`alter table public.${table} enable row level security;`);
      expect(sql).toContain(
        `create policy "Owners can read their own ${table}" on public.${table}`,
      );
    }
    expect(sql).toContain('user_id uuid not null default auth.uid() references auth.users(id)');
  });

  it.each([
    ["I'm building a gym app where members can book many classes", 'bookings'],
    ['students enroll in courses', 'enrollments'],
    ['an app where readers rate books', 'ratings'],
    ['teachers teach courses', 'teacher_courses'],
  ])('%s → join table %s', (instruction, join) => {
    const tables = links(instruction);
    expect(tables[join]).toHaveLength(2);
  });

  it('reads "with" as the second side: patients book appointments with doctors', () => {
    expect(links('patients book appointments with doctors').appointments).toEqual([
      'patient_id→patients',
      'doctor_id→doctors',
    ]);
  });

  it('reads has-many and column hints', () => {
    const plan = planOk(
      'a recipe app: recipes have many ingredients and each recipe has a title and a cooking time (number)',
    );
    const recipes = plan.after.database?.tables.find((t) => t.name === 'recipes');
    expect(recipes?.columns.map((c) => [c.name, c.type])).toEqual(
      expect.arrayContaining([
        ['title', 'text'],
        ['cooking_time', 'integer'],
      ]),
    );
    expect(links('recipes have many ingredients').ingredients).toEqual(['recipe_id→recipes']);
  });

  it('references tables that exist instead of creating them again', () => {
    const plan = planOk('members book classes', contextAfter('create a classes table with title'));
    const sql = sqlOf(plan).join('\n');
    expect(sql).not.toContain('create table public.classes');
    expect(sql).toContain('class_id uuid not null references public.classes(id)');
    expect(plan.explanation).toContain('linked to your existing classes');
  });

  it('leaves sentences about existing tables to the other rules', () => {
    const context = contextAfter(
      'create a customers table with name',
      'create an orders table with total',
    );
    expect(planOk('each order belongs to a customer', context).type).toBe('data');
    const access = planOk(
      'members can see classes',
      contextAfter('create a classes table with title'),
    );
    expect(access.commands.join('\n')).toContain('create policy');
    expect(access.commands.join('\n')).not.toContain('create table');
    expect(refused('each ordr belongs to a customer', context).message).toContain('no ordrs table');
  });

  it('does not ask about an app when the words name nothing to keep', () => {
    for (const instruction of ['build my site', 'set up my app'])
      expect(planInstruction(instruction, { context: contextAfter() })).not.toHaveProperty(
        'clarification',
      );
  });

  it('asks instead of guessing when only the kind of app is said', () => {
    for (const instruction of ['an app for gyms', "I'm building a booking app"]) {
      const result = planInstruction(instruction, { context: contextAfter() });
      expect(result.ok).toBe(false);
      if (result.ok) return;
      expect(result.clarification?.choices.length).toBe(2);
      for (const choice of result.clarification?.choices ?? [])
        expect(planInstruction(choice.instruction, { context: contextAfter() }).ok).toBe(true);
    }
  });
});
