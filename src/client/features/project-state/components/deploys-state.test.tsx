import { describe, expect, it } from 'vitest';
import type { Deploy } from '@shared/contracts/project-state';
import { canRollBackTo, measuredSeconds } from './deploys-state';

const deploy = (n: number, extra: Partial<Deploy> = {}): Deploy => ({
  id: `00000000000000000000000${n}`,
  state: 'ready',
  url: `http://0${n}--shop.localhost:3000/`,
  live: false,
  branch: 'main',
  context: 'production',
  commitSha: null,
  createdAt: `2026-11-2${n}T10:00:00.000Z`,
  updatedAt: `2026-11-2${n}T10:00:02.500Z`,
  error: null,
  ...extra,
});

describe('canRollBackTo', () => {
  // Newest first: a preview, the live deploy, an older production deploy, a failed one.
  const list = [
    deploy(4, { context: 'deploy-preview' }),
    deploy(3, { live: true }),
    deploy(2),
    deploy(1, { state: 'error' }),
  ];

  it('offers only a finished production deploy older than the live one', () => {
    expect(list.map((d) => canRollBackTo(d, list))).toEqual([false, false, true, false]);
  });

  it('offers nothing while no deploy is live', () => {
    const none = [deploy(2), deploy(1)];
    expect(none.map((d) => canRollBackTo(d, none))).toEqual([false, false]);
  });
});

describe('measuredSeconds', () => {
  it('measures a ready deploy from start to finish, and nothing else', () => {
    expect(measuredSeconds(deploy(1))).toBe(2.5);
    expect(measuredSeconds(deploy(1, { state: 'error' }))).toBeNull();
    expect(measuredSeconds(deploy(1, { updatedAt: undefined }))).toBeNull();
  });
});
