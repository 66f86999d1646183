import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAT_LIMITS } from '@shared/contracts/chat';
import { createChatRepository } from '@server/modules/chat/repository';
import { REQUIREMENTS_INTRO } from '@server/modules/chat/service';
import { createProjectRepository } from '@server/modules/projects/repository';
import { createTestApp, type TestApp } from '../../support/test-app';
import { createProject, signUpUser } from '../../support/projects';

let t: TestApp;
let founder: { cookie: string; user: { id: string } };
let teammate: { cookie: string; user: { id: string } };
let stranger: { cookie: string };
let first: { id: string };
let second: { id: string };

type Call = { method: 'GET' | 'POST' | 'DELETE'; url: string; cookie: string; payload?: object };
const call = ({ method, url, cookie, payload }: Call) =>
  t.request({ method, url, cookie, ...(payload ? { payload } : {}) });
const chatUrl = (projectId: string, rest = '') => `/api/projects/${projectId}/chat/sessions${rest}`;

async function newSession(projectId: string, cookie: string) {
  const res = await call({ method: 'POST', url: chatUrl(projectId), cookie, payload: {} });
  expect(res.statusCode).toBe(201);
  return res.json().session as { id: string; title: string };
}

const say = (projectId: string, sessionId: string, cookie: string, payload: object) =>
  call({ method: 'POST', url: chatUrl(projectId, `/${sessionId}/messages`), cookie, payload });
const messagesOf = (projectId: string, sessionId: string, cookie: string) =>
  call({ method: 'GET', url: chatUrl(projectId, `/${sessionId}/messages`), cookie });

async function planIn(projectId: string, instruction: string) {
  const res = await call({
    method: 'POST',
    url: `/api/projects/${projectId}/plans`,
    cookie: founder.cookie,
    payload: { instruction },
  });
  expect(res.statusCode).toBe(201);
  return res.json().plan as { id: string; explanation: string };
}

beforeAll(async () => {
  t = await createTestApp();
  [founder, teammate, stranger] = await Promise.all([signUpUser(t), signUpUser(t), signUpUser(t)]);
  first = await createProject(t, founder.cookie, { name: 'First' });
  second = await createProject(t, founder.cookie, { name: 'Second' });
  // The teammate is an admin of the first project: they may run its plans, not read its founder's chat.
  await createProjectRepository(t.app.services.database.db).addMember(
    first.id,
    teammate.user.id,
    'admin',
  );
}, 120_000);
afterAll(() => t.close());

describe('chat sessions belong to a project and a user', () => {
  it('keeps a conversation with its plan card, restored from the operation as it is now', async () => {
    const session = await newSession(first.id, founder.cookie);
    expect(session.title).toBe('Session 1');
    const plan = await planIn(first.id, 'create a table called notes with a body');
    expect(
      (
        await say(first.id, session.id, founder.cookie, {
          type: 'user',
          content: 'create a table called notes with a body',
        })
      ).statusCode,
    ).toBe(201);
    const card = await say(first.id, session.id, founder.cookie, {
      type: 'operation',
      content: plan.explanation,
      service: 'backend',
      operationId: plan.id,
    });
    expect(card.statusCode).toBe(201);
    expect(card.json().message.operation).toMatchObject({ id: plan.id, status: 'planned' });

    const ran = await call({
      method: 'POST',
      url: `/api/projects/${first.id}/operations/${plan.id}/execute`,
      cookie: founder.cookie,
      payload: {},
    });
    expect(ran.statusCode).toBe(200);
    await say(first.id, session.id, founder.cookie, {
      type: 'ai',
      tone: 'success',
      content: 'Done.',
      details: ['one', 'two'],
      suggestions: ['add a column'],
      choices: [{ label: 'Tasks', instruction: 'add a due date to tasks' }],
    });

    // A reload, or another device, reads the same conversation, the card showing the run.
    const listed = await messagesOf(first.id, session.id, founder.cookie);
    expect(listed.statusCode).toBe(200);
    const messages = listed.json().messages;
    expect(messages.map((m: { type: string }) => m.type)).toEqual(['user', 'operation', 'ai']);
    expect(messages[1]).toMatchObject({
      operationId: plan.id,
      operation: { id: plan.id, status: 'succeeded', executed: true, projectId: first.id },
    });
    expect(messages[2]).toMatchObject({
      tone: 'success',
      details: ['one', 'two'],
      suggestions: ['add a column'],
      choices: [{ label: 'Tasks', instruction: 'add a due date to tasks' }],
    });
    const sessions = await call({ method: 'GET', url: chatUrl(first.id), cookie: founder.cookie });
    expect(sessions.json().sessions.map((s: { id: string }) => s.id)).toContain(session.id);
  });

  it('shows a user only their own sessions, and only in the project they were made in', async () => {
    const session = await newSession(first.id, founder.cookie);
    await say(first.id, session.id, founder.cookie, { type: 'user', content: 'only mine' });

    // Another project of the same founder does not list or open it.
    const inSecond = await call({ method: 'GET', url: chatUrl(second.id), cookie: founder.cookie });
    expect(inSecond.statusCode).toBe(200);
    expect(inSecond.json().sessions).toEqual([]);
    expect((await messagesOf(second.id, session.id, founder.cookie)).statusCode).toBe(404);
    expect(
      (await say(second.id, session.id, founder.cookie, { type: 'user', content: 'x' })).statusCode,
    ).toBe(404);

    // A teammate in the same project sees none of it and cannot write or delete there.
    const theirs = await call({ method: 'GET', url: chatUrl(first.id), cookie: teammate.cookie });
    expect(theirs.statusCode).toBe(200);
    expect(theirs.json().sessions).toEqual([]);
    expect((await messagesOf(first.id, session.id, teammate.cookie)).statusCode).toBe(404);
    const intrude = await say(first.id, session.id, teammate.cookie, {
      type: 'user',
      content: 'hello',
    });
    expect(intrude.statusCode).toBe(404);
    expect(intrude.json().error.code).toBe('chat_session_not_found');
    expect(
      (
        await call({
          method: 'DELETE',
          url: chatUrl(first.id, `/${session.id}`),
          cookie: teammate.cookie,
        })
      ).statusCode,
    ).toBe(404);
    // Their own session starts at "Session 1": numbering is per user.
    expect((await newSession(first.id, teammate.cookie)).title).toBe('Session 1');

    // A stranger is told the project does not exist.
    const outside = await call({ method: 'GET', url: chatUrl(first.id), cookie: stranger.cookie });
    expect(outside.statusCode).toBe(404);
    expect(outside.json().error.code).toBe('project_not_found');

    const kept = (await messagesOf(first.id, session.id, founder.cookie)).json().messages;
    expect(kept.map((m: { content: string }) => m.content)).toEqual(['only mine']);
  });

  it('refuses a plan card for another project’s plan', async () => {
    const session = await newSession(first.id, founder.cookie);
    const elsewhere = await planIn(second.id, 'create a table called ideas with a title');
    const res = await say(first.id, session.id, founder.cookie, {
      type: 'operation',
      content: elsewhere.explanation,
      operationId: elsewhere.id,
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('operation_not_found');
    expect((await messagesOf(first.id, session.id, founder.cookie)).json().messages).toEqual([]);
  });

  it('deletes a session with its messages, and never reuses a title still in use', async () => {
    const session = await newSession(second.id, founder.cookie);
    const kept = await newSession(second.id, founder.cookie);
    await say(second.id, session.id, founder.cookie, { type: 'user', content: 'bye' });
    const url = chatUrl(second.id, `/${session.id}`);
    expect((await call({ method: 'DELETE', url, cookie: founder.cookie })).statusCode).toBe(204);
    expect((await call({ method: 'DELETE', url, cookie: founder.cookie })).statusCode).toBe(404);
    expect((await messagesOf(second.id, session.id, founder.cookie)).statusCode).toBe(404);
    const titles = async () =>
      (await call({ method: 'GET', url: chatUrl(second.id), cookie: founder.cookie }))
        .json()
        .sessions.map((s: { title: string }) => s.title);
    expect(await titles()).toContain(kept.title);
    const next = await newSession(second.id, founder.cookie);
    expect(await titles()).toHaveLength(new Set(await titles()).size);
    expect(next.title).not.toBe(kept.title);
  });
});

describe('message ids chosen by the client', () => {
  it('make a retry harmless and never overwrite another message', async () => {
    const session = await newSession(second.id, founder.cookie);
    const id = randomUUID();
    const body = { id, type: 'user', content: 'said once' };
    const firstTry = await say(second.id, session.id, founder.cookie, body);
    expect(firstTry.statusCode).toBe(201);
    expect(firstTry.json().message.id).toBe(id);
    const retry = await say(second.id, session.id, founder.cookie, body);
    expect(retry.statusCode).toBe(201);
    expect(retry.json().message).toEqual(firstTry.json().message);
    const other = await say(second.id, session.id, founder.cookie, { ...body, content: 'changed' });
    expect(other.statusCode).toBe(409);
    // Someone else's session cannot take or read the id either.
    const theirs = await newSession(first.id, teammate.cookie);
    expect((await say(first.id, theirs.id, teammate.cookie, body)).statusCode).toBe(409);
    const kept = (await messagesOf(second.id, session.id, founder.cookie)).json().messages;
    expect(kept.map((m: { content: string }) => m.content)).toEqual(['said once']);
  });
});

describe('a plan runs only from its own project', () => {
  it('answers 404 to executing or undoing a plan through another project, and leaves it planned', async () => {
    const plan = await planIn(first.id, 'create a table called cards with a title');
    for (const action of ['execute', 'undo'])
      for (const cookie of [founder.cookie, teammate.cookie]) {
        const res = await call({
          method: 'POST',
          url: `/api/projects/${second.id}/operations/${plan.id}/${action}`,
          cookie,
          payload: { confirm: true },
        });
        // The teammate is not in the second project at all; the founder is, but the plan is not.
        expect(res.statusCode).toBe(404);
      }
    const listed = await call({
      method: 'GET',
      url: `/api/projects/${first.id}/operations`,
      cookie: founder.cookie,
    });
    const stored = listed.json().operations.find((o: { id: string }) => o.id === plan.id);
    expect(stored).toMatchObject({ status: 'planned', executed: false });
    const schema = await call({
      method: 'GET',
      url: `/api/projects/${second.id}/database/schema`,
      cookie: founder.cookie,
    });
    expect(schema.json().tables.map((x: { name: string }) => x.name)).not.toContain('cards');
  });
});

describe('bad input and limits', () => {
  it('answers 400 with a clear message and stores nothing', async () => {
    const session = await newSession(second.id, founder.cookie);
    const bad: [object, RegExp][] = [
      [{ type: 'user', content: '   ' }, /cannot be empty/],
      [{ type: 'user', content: 'x'.repeat(CHAT_LIMITS.content + 1) }, /too long/],
      [{ type: 'robot', content: 'hi' }, /user, ai or operation/],
      [{ type: 'operation', content: 'a plan' }, /names its operation/],
      [{ type: 'operation', content: 'a plan', operationId: 'nope' }, /not an operation id/],
      [{ type: 'ai', content: 'hi', details: Array(CHAT_LIMITS.lines + 1).fill('a') }, /at most/],
      [{ type: 'user', content: 42 }, /must be text/],
    ];
    for (const [payload, message] of bad) {
      const res = await say(second.id, session.id, founder.cookie, payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expect(res.json().error.message).toMatch(message);
    }
    const badSession = await call({
      method: 'GET',
      url: chatUrl(second.id, '/not-a-session/messages'),
      cookie: founder.cookie,
    });
    expect(badSession.statusCode).toBe(400);
    expect(badSession.json().error.message).toMatch(/not a chat session id/);
    const longTitle = await call({
      method: 'POST',
      url: chatUrl(second.id),
      cookie: founder.cookie,
      payload: { title: 'x'.repeat(CHAT_LIMITS.title + 1) },
    });
    expect(longTitle.statusCode).toBe(400);
    expect((await messagesOf(second.id, session.id, founder.cookie)).json().messages).toEqual([]);
  });

  it('says when a session is full', async () => {
    const session = await newSession(second.id, founder.cookie);
    await createChatRepository(t.app.services.database.db).insertMessages(
      session.id,
      Array.from({ length: CHAT_LIMITS.messagesPerSession }, (_, i) => ({
        type: 'user' as const,
        content: `message ${i}`,
      })),
    );
    const res = await say(second.id, session.id, founder.cookie, {
      type: 'user',
      content: 'one more',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toMatch(/Start a new session/);
  });
});

describe('requirements typed when creating a project', () => {
  it('open the founder’s chat in that project as plan cards, by plan id', async () => {
    const res = await call({
      method: 'POST',
      url: '/api/projects',
      cookie: founder.cookie,
      payload: {
        name: 'With requirements',
        requirements: '- create a table called customers with a name\n- make it sparkle',
      },
    });
    expect(res.statusCode).toBe(201);
    const { project, setup } = res.json();
    const planned = setup.requirements.find((r: { operationId: string | null }) => r.operationId);
    expect(planned).toBeTruthy();

    const sessions = (
      await call({ method: 'GET', url: chatUrl(project.id), cookie: founder.cookie })
    ).json().sessions;
    expect(sessions).toHaveLength(1);
    const messages = (await messagesOf(project.id, sessions[0].id, founder.cookie)).json().messages;
    expect(messages[0]).toMatchObject({ type: 'ai', content: REQUIREMENTS_INTRO });
    expect(messages[1]).toMatchObject({
      type: 'operation',
      operationId: planned.operationId,
      operation: { id: planned.operationId, status: 'planned', projectId: project.id },
    });
    expect(messages.at(-1).details.join(' ')).toContain('make it sparkle');

    // None of it shows in the founder's other projects.
    for (const other of [first.id, second.id]) {
      const listed = (await call({ method: 'GET', url: chatUrl(other), cookie: founder.cookie }))
        .json()
        .sessions.map((s: { id: string }) => s.id);
      expect(listed).not.toContain(sessions[0].id);
    }
  }, 60_000);
});
