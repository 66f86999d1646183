import { afterEach, describe, expect, it } from 'vitest';
import { createProject, signUpUser } from '../../support/projects';
import { createTestApp, type TestApp } from '../../support/test-app';

let t: TestApp;
afterEach(async () => t?.close());

describe('a server that takes no payments', () => {
  it('holds nothing back: more projects than Explorer allows, team invitations and custom templates', async () => {
    t = await createTestApp();
    const { cookie } = await signUpUser(t);
    expect((await t.request({ method: 'GET', url: '/api/billing/config' })).json()).toEqual({
      configured: false,
    });
    const subscription = await t.request({
      method: 'GET',
      url: '/api/billing/subscription',
      cookie,
    });
    expect(subscription.json()).toEqual({
      plan: 'enterprise',
      status: 'active',
      currentPeriodEnd: null,
      renews: false,
    });
    let last = { id: '' };
    for (let i = 0; i < 4; i++) last = await createProject(t, cookie, { name: `P${i}` });

    const invite = await t.request({
      method: 'POST',
      url: `/api/projects/${last.id}/invitations`,
      cookie,
      payload: { email: 'friend@example.com', role: 'editor' },
    });
    expect(invite.statusCode).toBe(201);
    const template = await t.request({
      method: 'POST',
      url: '/api/custom-templates',
      cookie,
      payload: {
        name: 'My starter',
        description: 'A start',
        category: 'forms',
        tags: [],
        framework: 'react',
        fields: [],
        codeTemplate: '<form></form>',
      },
    });
    expect(template.statusCode).toBe(201);
  });

  it('keeps Explorer’s limits where PayPal is configured', async () => {
    t = await createTestApp({ PAYPAL_CLIENT_ID: 'test-id', PAYPAL_CLIENT_SECRET: 'test-secret' });
    const { cookie } = await signUpUser(t);
    for (let i = 0; i < 3; i++) await createProject(t, cookie, { name: `P${i}` });
    const fourth = await t.request({
      method: 'POST',
      url: '/api/projects',
      cookie,
      payload: { name: 'P3' },
    });
    expect(fourth.json().error.code).toBe('project_limit_reached');
  });
});
