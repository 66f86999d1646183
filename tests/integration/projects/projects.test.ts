import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../support/test-app';
import { createProject, signUpUser } from '../../support/projects';

let t: TestApp;
beforeAll(async () => {
  // Plan limits hold only where plans can be bought; no PayPal call is made here.
  t = await createTestApp({ PAYPAL_CLIENT_ID: 'test-id', PAYPAL_CLIENT_SECRET: 'test-secret' });
});
afterAll(() => t.close());

describe('projects', () => {
  it('creates a project from each template, whose site is live when the answer comes', async () => {
    const { cookie } = await signUpUser(t);
    for (const template of ['todo-app', 'blog-platform', 'ecommerce-store']) {
      const project = await createProject(t, cookie, { name: `  ${template} shop  `, template });
      expect(project.name).toBe(`${template} shop`);
      const live = await t.request({
        method: 'GET',
        url: '/',
        headers: { host: new URL(project.siteUrl).host },
      });
      expect(live.statusCode).toBe(200);
      expect(live.headers['content-type']).toContain('text/html');
      expect(live.body).toContain(`${template} shop`);
    }
  });

  it("creates an empty project whose site goes live with the founder's first deploy", async () => {
    const { cookie } = await signUpUser(t);
    const project = await createProject(t, cookie, { name: 'Blank page' });
    const site = () =>
      t.request({ method: 'GET', url: '/', headers: { host: new URL(project.siteUrl).host } });
    expect((await site()).statusCode).toBe(404);
    const deploy = (
      await t.request({
        method: 'POST',
        url: `/api/projects/${project.id}/plans`,
        cookie,
        payload: { instruction: 'deploy main to production' },
      })
    ).json().plan;
    await t.request({
      method: 'POST',
      url: `/api/projects/${project.id}/operations/${deploy.id}/execute`,
      cookie,
      payload: { confirm: true },
    });
    const live = await site();
    expect(live.statusCode).toBe(200);
    expect(live.body).toContain('Blank page');
  });

  it('creates from the other templates and without one', async () => {
    const { cookie } = await signUpUser(t);
    for (const template of ['dashboard-app', 'social-app', 'portfolio-site']) {
      expect((await createProject(t, cookie, { name: template, template })).slug).toMatch(
        new RegExp(`^${template}-`),
      );
    }
  });

  it('enforces the free plan limit of three projects with a clear message', async () => {
    const { cookie } = await signUpUser(t);
    for (let i = 0; i < 3; i++) await createProject(t, cookie, { name: `P${i}` });
    const fourth = await t.request({
      method: 'POST',
      url: '/api/projects',
      cookie,
      payload: { name: 'P4' },
    });
    expect(fourth.statusCode).toBe(403);
    expect(fourth.json().error).toMatchObject({ code: 'project_limit_reached' });
    expect(fourth.json().error.message).toMatch(/3 projects/);
    const list = await t.request({ method: 'GET', url: '/api/projects', cookie });
    expect(list.json().projects).toHaveLength(3);
  });

  it('refuses a blank name or an unknown template and creates nothing', async () => {
    const { cookie } = await signUpUser(t);
    const blank = await t.request({
      method: 'POST',
      url: '/api/projects',
      cookie,
      payload: { name: '   ' },
    });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().error.message).toBe('Please enter a name for your project.');
    const unknown = await t.request({
      method: 'POST',
      url: '/api/projects',
      cookie,
      payload: { name: 'X', template: 'nope' },
    });
    expect(unknown.statusCode).toBe(400);
    expect(
      (await t.request({ method: 'GET', url: '/api/projects', cookie })).json().projects,
    ).toHaveLength(0);
  });

  it('renames and deletes, and the site goes with the project', async () => {
    const { cookie } = await signUpUser(t);
    const project = await createProject(t, cookie);
    expect(
      (await t.request({ method: 'GET', url: `/api/projects/${project.id}/site`, cookie }))
        .statusCode,
    ).toBe(200);
    const renamed = await t.request({
      method: 'PATCH',
      url: `/api/projects/${project.id}`,
      cookie,
      payload: { name: 'Renamed' },
    });
    expect(renamed.json().project.name).toBe('Renamed');
    expect(
      (await t.request({ method: 'DELETE', url: `/api/projects/${project.id}`, cookie }))
        .statusCode,
    ).toBe(204);
    expect(
      (await t.request({ method: 'GET', url: `/api/projects/${project.id}`, cookie })).statusCode,
    ).toBe(404);
    expect(
      (await t.request({ method: 'GET', url: `/api/projects/${project.id}/site`, cookie }))
        .statusCode,
    ).toBe(404);
  });

  it('hides a project from other users and answers 401 without a session', async () => {
    const owner = await signUpUser(t);
    const stranger = await signUpUser(t);
    const project = await createProject(t, owner.cookie);
    for (const [method, url] of [
      ['GET', `/api/projects/${project.id}`],
      ['PATCH', `/api/projects/${project.id}`],
      ['DELETE', `/api/projects/${project.id}`],
      ['GET', `/api/projects/${project.id}/members`],
    ] as const) {
      const res = await t.request({
        method,
        url,
        cookie: stranger.cookie,
        payload: method === 'PATCH' ? { name: 'x' } : undefined,
      });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
    expect((await t.request({ method: 'GET', url: '/api/projects' })).statusCode).toBe(401);
  });
});
