import { describe, expect, it } from 'vitest';
import { planInstruction, type PlannerContext } from '@shared/planner';
import { contextAfter, planOk } from '../../../tests/planner/helpers';

/** Rows added from the studio to a table each user owns: whose they are is said or asked. */
const ANA = { id: '0b5c1c1e-0000-4000-8000-000000000001', email: 'ana@example.com' };
const LEO = { id: '0b5c1c1e-0000-4000-8000-000000000002', email: 'leo@example.com' };

function journal(users?: { id: string; email: string }[]): PlannerContext {
  const context = contextAfter(
    'create an entries table with a title, and let each user see only their own entries',
  );
  if (users && context.database) context.database.users = users;
  return context;
}

const asked = (instruction: string, context: PlannerContext) => {
  const result = planInstruction(instruction, { context });
  if (result.ok) throw new Error(`planned: ${JSON.stringify(result.plan.steps)}`);
  return { ...result.notUnderstood, clarification: result.clarification };
};

describe('rows of an owned table', () => {
  it('sets the owner named by e-mail', () => {
    expect(
      planOk('add an entry called gratitude for leo@example.com', journal([ANA, LEO])).steps,
    ).toEqual([
      {
        kind: 'data.insertRows',
        table: 'entries',
        rows: [{ title: 'gratitude', user_id: LEO.id }],
      },
    ]);
  });

  it("asks which of the app's users owns them, each choice a sentence that plans", () => {
    const context = journal([ANA, LEO]);
    const { clarification } = asked('add 2 entries: morning pages, evening walk', context);
    expect(clarification?.choices.map((c) => c.label)).toEqual([ANA.email, LEO.email]);
    expect(planOk(clarification?.choices[0]?.instruction ?? '', context).steps).toEqual([
      {
        kind: 'data.insertRows',
        table: 'entries',
        rows: [
          { title: 'morning pages', user_id: ANA.id },
          { title: 'evening walk', user_id: ANA.id },
        ],
      },
    ]);
  });

  it("gives the rows to the app's only user", () => {
    expect(planOk('add an entry called focus', journal([ANA])).steps).toEqual([
      { kind: 'data.insertRows', table: 'entries', rows: [{ title: 'focus', user_id: ANA.id }] },
    ]);
  });

  it('asks again when the e-mail is nobody, and says so when nobody has signed up', () => {
    expect(
      asked('add an entry called x for zoe@example.com', journal([ANA, LEO])).message,
    ).toContain('No user of your app has the e-mail zoe@example.com');
    expect(asked('add an entry called x', journal([])).message).toContain(
      'Nobody has signed up to your app yet',
    );
  });
});
