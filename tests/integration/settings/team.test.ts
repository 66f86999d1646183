import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { emailOutbox } from '@server/db/schema';
import { planById } from '@shared/constants/plans';
import { createProject, signUpUser } from '../../support/projects';
import { createTestApp, type TestApp } from '../../support/test-app';

let t: TestApp;
let plan = 'pro';
beforeAll(async () => {
  t = await createTestApp({}, { entitlements: { planFor: async () => planById(plan) } });
});
afterAll(() => t.close());

/** The invitation link mailed to an address, read from the outbox. */
async function mailedToken(email: string) {
  const [mail] = await t.app.services.database.db
    .select()
    .from(emailOutbox)
    .where(eq(emailOutbox.to, email))
    .orderBy(desc(emailOutbox.createdAt))
    .limit(1);
  const token = /invite=([\w-]+)/.exec(mail?.text ?? '')?.[1];
  if (!token) throw new Error(`no invitation was mailed to ${email}`);
  return { token, mail: mail! };
}

const invite = (cookie: string, projectId: string, payload: object) =>
  t.request({ method: 'POST', url: `/api/projects/${projectId}/invitations`, cookie, payload });
const team = async (cookie: string, projectId: string) =>
  (await t.request({ method: 'GET', url: `/api/projects/${projectId}/team`, cookie })).json();

describe('team invitations', () => {
  it('mails an invitation that adds the invited person with the chosen role', async () => {
    const owner = await signUpUser(t, { firstName: 'Ada', lastName: 'Lovelace' });
    const project = await createProject(t, owner.cookie, { name: 'Analytical Engine' });
    const guestEmail = `guest-${Date.now()}@example.com`;
    const planned = await t.request({
      method: 'POST',
      url: `/api/projects/${project.id}/plans`,
      cookie: owner.cookie,
      payload: { instruction: 'create a table called notes with a body' },
    });
    await t.request({
      method: 'POST',
      url: `/api/projects/${project.id}/operations/${planned.json().plan.id}/execute`,
      cookie: owner.cookie,
      payload: {},
    });

    const res = await invite(owner.cookie, project.id, {
      email: ` ${guestEmail.toUpperCase()} `,
      role: 'viewer',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().invitation).toMatchObject({ email: guestEmail, role: 'viewer' });
    const { token, mail } = await mailedToken(guestEmail);
    expect(mail.subject).toBe('Ada Lovelace invited you to "Analytical Engine" on Bridge Studio');
    expect(mail.text).toContain('as viewer');
    expect((await team(owner.cookie, project.id)).invitations).toHaveLength(1);

    // Someone else signed in cannot use it.
    const intruder = await signUpUser(t);
    const stolen = await t.request({
      method: 'POST',
      url: `/api/invitations/${token}/accept`,
      cookie: intruder.cookie,
    });
    expect(stolen.statusCode).toBe(403);
    expect(stolen.json().error.message).toContain(guestEmail);

    const guest = await signUpUser(t, {
      email: guestEmail,
      firstName: 'Grace',
      lastName: 'Hopper',
    });
    const preview = await t.request({
      method: 'GET',
      url: `/api/invitations/${token}`,
      cookie: guest.cookie,
    });
    expect(preview.json()).toMatchObject({
      projectName: 'Analytical Engine',
      role: 'viewer',
      invitedBy: 'Ada Lovelace',
    });
    const accepted = await t.request({
      method: 'POST',
      url: `/api/invitations/${token}/accept`,
      cookie: guest.cookie,
    });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toEqual({ projectId: project.id, role: 'viewer' });
    expect(
      (
        await t.request({
          method: 'POST',
          url: `/api/invitations/${token}/accept`,
          cookie: guest.cookie,
        })
      ).statusCode,
    ).toBe(404);

    const feed = (
      await t.request({
        method: 'GET',
        url: `/api/projects/${project.id}/activity`,
        cookie: guest.cookie,
      })
    ).json().activity;
    expect(
      feed.map((item: { type: string; action: string; user: string }) => [
        item.type,
        item.user,
        item.action,
      ]),
    ).toEqual([
      ['share', 'Grace Hopper', 'joined the project as viewer'],
      ['edit', 'Ada Lovelace', 'ran “create a table called notes with a body”'],
    ]);

    const seen = await team(guest.cookie, project.id);
    expect(seen.role).toBe('viewer');
    expect(seen.invitations).toEqual([]);
    expect(
      seen.members.map((m: { email: string; role: string; status: string }) => [
        m.email,
        m.role,
        m.status,
      ]),
    ).toEqual([
      [owner.user.email, 'owner', 'offline'],
      [guestEmail, 'viewer', 'offline'],
    ]);
  });

  it.each([
    ['an empty address', { email: '  ', role: 'viewer' }, 'Enter an e-mail address to invite.'],
    [
      'the owner role',
      { email: 'x@example.com', role: 'owner' },
      'Choose admin, editor or viewer.',
    ],
  ])('refuses %s and sends nothing', async (_name, payload, message) => {
    const owner = await signUpUser(t);
    const project = await createProject(t, owner.cookie);
    const res = await invite(owner.cookie, project.id, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toContain(message);
    expect((await team(owner.cookie, project.id)).invitations).toEqual([]);
  });

  it('lets a signed-in user ask to join through the share link, and an owner approve them', async () => {
    const owner = await signUpUser(t);
    const project = await createProject(t, owner.cookie);
    const asker = await signUpUser(t, { firstName: 'Alan', lastName: 'Turing' });
    const ask = () =>
      t.request({
        method: 'POST',
        url: `/api/projects/${project.id}/access-requests`,
        cookie: asker.cookie,
      });
    expect((await ask()).statusCode).toBe(202);
    expect((await ask()).statusCode).toBe(202);
    // A made-up project answers the same, so the link reveals nothing.
    expect(
      (
        await t.request({
          method: 'POST',
          url: '/api/projects/00000000-0000-4000-8000-000000000000/access-requests',
          cookie: asker.cookie,
        })
      ).statusCode,
    ).toBe(202);
    expect(
      (await t.request({ method: 'POST', url: `/api/projects/${project.id}/access-requests` }))
        .statusCode,
    ).toBe(401);

    const before = await team(owner.cookie, project.id);
    expect(
      before.requests.map((r: { email: string; firstName: string }) => [r.email, r.firstName]),
    ).toEqual([[asker.user.email, 'Alan']]);
    const approved = await t.request({
      method: 'POST',
      url: `/api/projects/${project.id}/access-requests/${asker.user.id}/approve`,
      cookie: owner.cookie,
      payload: { role: 'editor' },
    });
    expect(approved.statusCode).toBe(204);
    expect((await team(asker.cookie, project.id)).role).toBe('editor');
    expect((await team(owner.cookie, project.id)).requests).toEqual([]);
    // A member asking again records nothing.
    await ask();
    expect((await team(owner.cookie, project.id)).requests).toEqual([]);
  });

  it('is part of the paid plan', async () => {
    const owner = await signUpUser(t);
    const project = await createProject(t, owner.cookie);
    plan = 'explorer';
    try {
      const res = await invite(owner.cookie, project.id, {
        email: 'friend@example.com',
        role: 'editor',
      });
      expect(res.statusCode).toBe(403);
      expect(res.json().error.code).toBe('upgrade_required');
      expect((await team(owner.cookie, project.id)).teamEnabled).toBe(false);
    } finally {
      plan = 'pro';
    }
  });
});
