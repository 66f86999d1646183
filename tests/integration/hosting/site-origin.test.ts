// Each site on its own origin (`<slug>.<SITES_DOMAIN>`, `<deployId>--<slug>.<SITES_DOMAIN>`), chosen
// by the Host header; the studio's origin serves no site content. Decision 015.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProject, signUpUser } from '../../support/projects';
import { createTestApp, type TestApp } from '../../support/test-app';

let t: TestApp;
let cookie: string;
let project: { id: string; slug: string; siteUrl: string };
let liveDeployId: string;

const STUDIO = 'localhost:3000';
const siteHost = () => `${project.slug}.localhost:3000`;
const visit = (host: string, url = '/', method: 'GET' | 'HEAD' = 'GET') =>
  t.app.inject({ method, url, headers: { host } });
const run = async (instruction: string) => {
  const planned = await t.request({
    method: 'POST',
    url: `/api/projects/${project.id}/plans`,
    cookie,
    payload: { instruction },
  });
  expect(planned.statusCode, planned.body).toBe(201);
  const ran = await t.request({
    method: 'POST',
    url: `/api/projects/${project.id}/operations/${planned.json().plan.id}/execute`,
    cookie,
    payload: { confirm: true },
  });
  expect(ran.json().ok, ran.body).toBe(true);
};

beforeAll(async () => {
  t = await createTestApp();
  ({ cookie } = await signUpUser(t));
  project = await createProject(t, cookie, { name: 'Tidy Tasks', template: 'todo-app' });
  await run('deploy main to production');
  const site = await t.request({ method: 'GET', url: `/api/projects/${project.id}/site`, cookie });
  liveDeployId = site.json().liveDeployId;
});
afterAll(() => t.close());

describe('a site on its own origin', () => {
  it('is announced at its own origin, as is each deploy', async () => {
    const url = `http://${project.slug}.localhost:3000/`;
    expect(project.siteUrl).toBe(url);
    const site = await t.request({
      method: 'GET',
      url: `/api/projects/${project.id}/site`,
      cookie,
    });
    expect(site.json().url).toBe(url);
    const deploys = await t.request({
      method: 'GET',
      url: `/api/projects/${project.id}/deploys`,
      cookie,
    });
    expect(deploys.json().deploys[0].url).toBe(
      `http://${liveDeployId}--${project.slug}.localhost:3000/`,
    );
  });

  it('serves the live deploy by its slug host, with an ordinary CSP for its own origin', async () => {
    const page = await visit(siteHost());
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<title>Tidy Tasks</title>');
    const csp = page.headers['content-security-policy'] as string;
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).not.toContain('sandbox');
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    const css = await visit(siteHost(), '/styles.css');
    expect([css.statusCode, css.headers['content-type']]).toEqual([200, 'text/css; charset=utf-8']);
    expect((await visit(siteHost(), '/nowhere')).statusCode).toBe(404);
    // Its pages are read, not sent to: the site says so, not the studio.
    const posted = await t.app.inject({
      method: 'POST',
      url: '/contact',
      headers: { host: siteHost() },
      payload: 'name=Ana',
    });
    expect([posted.statusCode, posted.headers.allow]).toEqual([405, 'GET, HEAD']);
    expect(posted.headers['content-security-policy']).toContain("default-src 'self'");
  });

  it('serves one deploy forever at its own host', async () => {
    const page = await visit(`${liveDeployId}--${project.slug}.localhost:3000`);
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await visit(`${'0'.repeat(24)}--${project.slug}.localhost:3000`)).statusCode).toBe(404);
  });

  it('answers a host no site has with "No site here"', async () => {
    const page = await visit('no-such-site.localhost:3000');
    expect(page.statusCode).toBe(404);
    expect(page.body).toContain('No site here');
  });

  it('is never served on the studio origin, whose old links move to the site origin', async () => {
    for (const url of ['/_site/', '/_site/index.html', '/_site/env.json']) {
      const res = await visit(STUDIO, url);
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).not.toContain('Tidy Tasks');
      expect(res.headers['content-security-policy'], url).toContain("frame-ancestors 'none'");
    }
    const moved = await visit(STUDIO, `/sites/${project.slug}/a?b=1`);
    expect([moved.statusCode, moved.headers.location]).toEqual([
      301,
      `http://${project.slug}.localhost:3000/a?b=1`,
    ]);
    expect((await visit(STUDIO, `/sites/${project.slug}`)).headers.location).toBe(
      `http://${project.slug}.localhost:3000/`,
    );
    expect((await visit(STUDIO, '/sites/evil.example#/')).statusCode).toBe(404);
  });
});

describe('env.json', () => {
  it('gives the origin, the anon key and only the PUBLIC_ variables, never cached', async () => {
    await run('set the environment variable PUBLIC_APP_NAME to Tidy');
    await run('set the environment variable STRIPE_SECRET to sk_test_123');
    const res = await visit(siteHost(), '/env.json');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const keys = await t.app.services.keys.keysFor(project.id);
    expect(res.json()).toEqual({
      SUPABASE_URL: `http://${project.slug}.localhost:3000`,
      SUPABASE_ANON_KEY: keys?.anonKey,
      PUBLIC_APP_NAME: 'Tidy',
    });
    const deployOrigin = `${liveDeployId}--${project.slug}.localhost:3000`;
    expect((await visit(deployOrigin, '/env.json')).json().SUPABASE_URL).toBe(
      `http://${deployOrigin}`,
    );
  });
});

describe('the API paths of a site origin', () => {
  it('answer CORS preflights from any website, as Supabase does', async () => {
    const res = await t.app.inject({
      method: 'OPTIONS',
      url: '/rest/v1/todos?select=*',
      headers: {
        host: siteHost(),
        origin: 'https://elsewhere.example',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization, apikey, content-type, prefer',
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers).toMatchObject({
      'access-control-allow-origin': '*',
      'access-control-allow-methods': 'GET,HEAD,POST,PUT,PATCH,DELETE,OPTIONS',
      'access-control-allow-headers': 'authorization, apikey, content-type, prefer',
      'access-control-max-age': '86400',
    });
  });

  it('mark every answer readable from anywhere; other paths get no CORS', async () => {
    const api = await visit(siteHost(), '/auth/v1/health');
    expect(api.headers['access-control-allow-origin']).toBe('*');
    expect(api.headers['access-control-expose-headers']).toContain('Content-Range');
    expect((await visit(siteHost())).headers['access-control-allow-origin']).toBeUndefined();
    const preflight = await t.app.inject({
      method: 'OPTIONS',
      url: '/index.html',
      headers: { host: siteHost(), 'access-control-request-method': 'GET' },
    });
    expect(preflight.statusCode).toBe(404);
  });
});

describe('the studio session', () => {
  it('is a host-only cookie, so no site origin ever receives it', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/auth/signup',
      payload: {
        email: `host-only-${Date.now()}@example.com`,
        password: 'correct horse battery',
        firstName: 'Ada',
        lastName: 'Lovelace',
      },
    });
    const setCookie = String(res.headers['set-cookie']);
    expect(setCookie).toContain('bridge_session=');
    expect(setCookie.toLowerCase()).not.toContain('domain=');
  });
});
