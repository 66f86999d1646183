import { describe, expect, it } from 'vitest';
import type { ContextDeploy, PlannerContext } from '@shared/planner';
import { baselineContext } from '../../../tests/planner/baseline-context';
import { planOk, refused } from '../../../tests/planner/helpers';

const id = (n: number) => `${'0'.repeat(23)}${n}`.slice(-24);

/** A site with deploys, newest first, as the server reads them. */
function withDeploys(deploys: ContextDeploy[]): PlannerContext {
  const context = baselineContext();
  context.git?.branches.push({ name: 'feature/login', sha: 'a'.repeat(40) });
  context.hosting!.deploys = deploys;
  return context;
}

const prod = (n: number, extra: Partial<ContextDeploy> = {}): ContextDeploy => ({
  id: id(n),
  state: 'ready',
  live: false,
  branch: 'main',
  context: 'production',
  createdAt: `2026-11-2${n}T10:00:00.000Z`,
  ...extra,
});

/** Newest first: a preview (4), the live production deploy (3), an older one (2), a failed one (1). */
const site = () =>
  withDeploys([
    prod(4, { context: 'deploy-preview', branch: 'feature/login', buildSeconds: 2 }),
    prod(3, { live: true, buildSeconds: 4 }),
    prod(2, { buildSeconds: 6 }),
    prod(1, { state: 'error' }),
  ]);

describe('hosting rollback', () => {
  it('puts back an older production deploy', () => {
    const plan = planOk(`roll back to deploy ${id(2)}`, site());
    expect(plan.steps).toEqual([{ kind: 'hosting.rollback', deployId: id(2) }]);
  });

  it('goes to the production deploy before the live one when no id is given', () => {
    const plan = planOk('roll back to the previous deploy', site());
    expect(plan.steps).toEqual([{ kind: 'hosting.rollback', deployId: id(2) }]);
  });

  it('refuses a preview, and says how to publish that version instead', () => {
    const answer = refused(`roll back to deploy ${id(4)}`, site());
    expect(answer.message).toContain('is a preview of feature/login, not a production deploy');
    expect(answer.examples).toContain('Deploy feature/login to production');
  });

  it('refuses a deploy newer than the live one', () => {
    const context = withDeploys([prod(3), prod(2, { live: true }), prod(1)]);
    expect(refused(`roll back to deploy ${id(3)}`, context).message).toContain(
      'is newer than your live site',
    );
  });

  it('refuses the live deploy and a failed one', () => {
    expect(refused(`roll back to deploy ${id(3)}`, site()).message).toContain('already live');
    expect(refused(`roll back to deploy ${id(1)}`, site()).message).toContain('did not finish');
  });

  it('asks for the whole id when a short one matches several deploys', () => {
    expect(refused('roll back to deploy 0000000000', site()).message).toContain(
      'give the whole deploy id',
    );
  });

  it('says plainly when there is nothing earlier', () => {
    const context = withDeploys([prod(2, { context: 'deploy-preview' }), prod(1, { live: true })]);
    expect(refused('roll back the site', context).message).toBe(
      'There is no earlier working deploy to go back to.',
    );
  });
});

describe('hosting build time', () => {
  it('promises nothing before any deploy was measured', () => {
    const plan = planOk('deploy main to production', withDeploys([]));
    expect(plan.deploymentInfo?.buildTime).toBeUndefined();
    expect(JSON.stringify(plan)).not.toMatch(/usually|under a minute/i);
  });

  it('shows the measured time of past ready deploys', () => {
    const plan = planOk('deploy main to production', site());
    expect(plan.deploymentInfo?.buildTime).toBe(
      'about 4 seconds (measured on your last 3 deploys)',
    );
  });

  it('says under a second when deploys took milliseconds', () => {
    const plan = planOk('deploy main to production', withDeploys([prod(1, { buildSeconds: 0.2 })]));
    expect(plan.deploymentInfo?.buildTime).toBe('under a second (measured on your last deploy)');
  });
});

describe('hosting deploy wording', () => {
  it('a preview says the live site does not change', () => {
    const plan = planOk('deploy feature/login as a preview', site());
    expect(plan.deploymentInfo?.context).toBe('deploy-preview');
    expect(plan.explanation).not.toMatch(/now live/i);
  });
});

describe('site settings said in other words', () => {
  it('reads a setting the site needs, then its value', () => {
    expect(planOk('the shop needs a SUPPORT_PHONE setting, make it 0800111', site()).steps).toEqual(
      [{ kind: 'hosting.setEnv', key: 'SUPPORT_PHONE', value: '0800111', context: 'all' }],
    );
    expect(
      planOk('add an env variable called SHOP_URL with https://shop.example.com', site()).steps,
    ).toEqual([
      {
        kind: 'hosting.setEnv',
        key: 'SHOP_URL',
        value: 'https://shop.example.com',
        context: 'all',
      },
    ]);
  });
  it('finds a setting the site has by its name in words', () => {
    const context = site();
    context.hosting?.env.push({ key: 'SALE_BANNER', value: 'off', context: 'all' });
    expect(planOk('flip the sale banner over to on', context).steps).toEqual([
      { kind: 'hosting.setEnv', key: 'SALE_BANNER', value: 'on', context: 'all' },
    ]);
  });
});

describe('publishing, settings and rollbacks said in passing', () => {
  it.each([
    ['push out the changes we just made so people see them', 'hosting.deploy'],
    ['redeploy please, the live site is missing my new photo', 'hosting.deploy'],
  ])('%s → %s', (instruction, kind) => {
    expect(planOk(instruction, site()).steps[0]?.kind).toBe(kind);
  });
  it('reads a setting that should point somewhere, one said on the host, and a value of several words', () => {
    expect(
      planOk('BOOKING_URL should point to https://book.example.com now', site()).steps[0],
    ).toMatchObject({
      kind: 'hosting.setEnv',
      key: 'BOOKING_URL',
      value: 'https://book.example.com',
    });
    expect(planOk('set MAP_KEY to mk_99 on the host', site()).steps[0]).toMatchObject({
      key: 'MAP_KEY',
      value: 'mk_99',
    });
    expect(
      planOk('add an environment variable called SHOP_TITLE with the value Fern and Fig', site())
        .steps[0],
    ).toMatchObject({ key: 'SHOP_TITLE', value: 'Fern and Fig' });
  });
});
