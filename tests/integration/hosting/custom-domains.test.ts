// Custom domains through the studio's API: added by an operation, shown with the record that
// proves ownership, served only once that record is found (on demand or by the periodic check).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOMAIN_CHECK_EVERY_MS } from '@server/services/hosting/domain-checks';
import { ManualClock } from '../../support/manual-clock';
import { createProject, signUpUser } from '../../support/projects';
import { createTestApp, type TestApp } from '../../support/test-app';
import { txtRecords } from '../../support/txt-records';

let t: TestApp;
let cookie: string;
let projectId: string;
const clock = new ManualClock(Date.now());
const dns = txtRecords();

const run = async (instruction: string) => {
  const planned = await t.request({
    method: 'POST',
    url: `/api/projects/${projectId}/plans`,
    cookie,
    payload: { instruction },
  });
  expect(planned.statusCode, planned.body).toBe(201);
  const ran = await t.request({
    method: 'POST',
    url: `/api/projects/${projectId}/operations/${planned.json().plan.id}/execute`,
    cookie,
    payload: {},
  });
  expect(ran.json().ok, ran.body).toBe(true);
  return (ran.json().result as { steps: Record<string, unknown>[] }).steps[0]!;
};
const site = async () =>
  (await t.request({ method: 'GET', url: `/api/projects/${projectId}/site`, cookie })).json();
const visit = (host: string) => t.request({ method: 'GET', url: '/', headers: { host } });
const deploy = () => run('deploy main to production');

beforeAll(async () => {
  t = await createTestApp({}, { now: clock.date, timers: clock, resolveTxt: dns });
  ({ cookie } = await signUpUser(t));
  projectId = (await createProject(t, cookie, { name: 'Bakery' })).id;
  await deploy();
});
afterAll(() => t.close());

describe('a custom domain', () => {
  it('is shown with its TXT record and not served until the record is found on demand', async () => {
    const result = await run('add the domain bakery.example.com');
    expect(result).toMatchObject({
      domain: 'bakery.example.com',
      status: 'pending',
      message: expect.stringContaining('_bridge-challenge.bakery.example.com'),
    });

    const [pending] = (await site()).customDomains;
    expect(pending).toMatchObject({
      domain: 'bakery.example.com',
      status: 'pending',
      record: { type: 'TXT', name: '_bridge-challenge.bakery.example.com' },
    });
    expect((await visit('bakery.example.com')).statusCode).toBe(404);

    const verify = () =>
      t.request({
        method: 'POST',
        url: `/api/projects/${projectId}/site/domains/bakery.example.com/verify`,
        cookie,
      });
    expect((await verify()).json().domain.status).toBe('pending');
    dns.records['_bridge-challenge.bakery.example.com'] = [pending.record.value];
    const verified = await verify();
    expect(verified.json().domain).toMatchObject({
      status: 'verified',
      checkedAt: clock.date().toISOString(),
    });
    const page = await visit('bakery.example.com');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    // The domain is the site's origin, and so its API's URL.
    const env = await t.request({
      method: 'GET',
      url: '/env.json',
      headers: { host: 'bakery.example.com' },
    });
    expect(env.json().SUPABASE_URL).toBe('http://bakery.example.com');
  });

  it('is found by the periodic check once its record appears', async () => {
    await run('add the domain www.bakery.example.com');
    const pending = (await site()).customDomains.find(
      (d: { domain: string }) => d.domain === 'www.bakery.example.com',
    );
    expect(pending.status).toBe('pending');
    dns.records['_bridge-challenge.www.bakery.example.com'] = [pending.record.value];
    clock.advance(DOMAIN_CHECK_EVERY_MS);
    await t.app.services.domainChecks.settled();
    const now = (await site()).customDomains.find(
      (d: { domain: string }) => d.domain === 'www.bakery.example.com',
    );
    expect(now.status).toBe('verified');
    expect((await visit('www.bakery.example.com')).statusCode).toBe(200);
  });

  it('answers a domain the site does not have with 404', async () => {
    const res = await t.request({
      method: 'POST',
      url: `/api/projects/${projectId}/site/domains/nowhere.example.com/verify`,
      cookie,
    });
    expect([res.statusCode, res.json().error.code]).toEqual([404, 'domain_not_found']);
  });
});
