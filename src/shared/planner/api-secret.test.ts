import { describe, expect, it } from 'vitest';
import type { PlannerContext } from '@shared/planner';
import { planOk } from '../../../tests/planner/helpers';

const context = (): PlannerContext => ({ database: { tables: [], buckets: [] } });

describe('rotating the project API secret', () => {
  it.each([
    'rotate the API keys',
    'regenerate my JWT secret',
    'reset the service role key',
    'Roll our anon key',
    'generate new API keys',
    'make a brand new api secret for my app',
  ])('"%s" plans one high-risk rotation that cannot be undone', (instruction) => {
    const plan = planOk(instruction, context());
    expect(plan.steps).toEqual([{ kind: 'backend.rotateApiSecret' }]);
    expect(plan.service).toBe('backend');
    expect(plan.risk).toBe('high');
    expect(plan.warnings?.join(' ')).toContain('cannot be undone');
  });

  it.each(['reset my password', 'rotate the logs', 'change the primary key of orders'])(
    '"%s" is not read as a key rotation',
    (instruction) => {
      let steps: unknown[] = [];
      try {
        steps = planOk(instruction, context()).steps;
      } catch {
        // not understood at all is fine too
      }
      expect(steps).not.toContainEqual({ kind: 'backend.rotateApiSecret' });
    },
  );
});
