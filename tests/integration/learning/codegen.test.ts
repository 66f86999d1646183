import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { events } from '@server/db/schema';
import { createOpenAiCodeModel } from '@server/modules/codegen/openai-code-model';
import { createAnalyticsRepository } from '@server/modules/analytics/repository';
import { createAnalyticsService } from '@server/modules/analytics/service';
import { createCodegenService } from '@server/modules/codegen/service';
import type { TestApp } from '../../support/test-app';
import { startFakeLlm, type FakeLlm } from '../../fakes/llm/llm-fake';
import { signUp, startLearningApp } from './support';

let t: TestApp;
let llm: FakeLlm;

beforeAll(async () => {
  t = await startLearningApp();
  llm = await startFakeLlm({ apiKey: 'test-key' });
});
afterAll(async () => {
  await t.close();
  await llm.close();
});

const generate = (prompt: unknown, cookie?: string) =>
  t.request({
    method: 'POST',
    url: '/api/codegen',
    payload: { prompt },
    ...(cookie ? { cookie } : {}),
  });

const MODEL_CODE = 'export function ContactForm() {\n  return <form />;\n}\n';
const modelAnswer = (overrides: Record<string, unknown> = {}) =>
  JSON.stringify({
    kind: 'form',
    language: 'tsx',
    name: 'ContactForm',
    summary: 'A form.',
    code: MODEL_CODE,
    ...overrides,
  });

describe('POST /api/codegen without a model', () => {
  it('writes a React component for a described form, for visitors too', async () => {
    const res = await generate('a contact form with name, email and message');
    expect(res.statusCode).toBe(200);
    expect(res.json().result).toMatchObject({
      kind: 'form',
      language: 'tsx',
      name: 'ContactForm',
      source: 'rules',
    });
    expect(res.json().result.code).toContain('export function ContactForm');
  });

  it('records code_generated for a signed-in user', async () => {
    const user = await signUp(t);
    expect(
      (await generate('a function that converts celsius to fahrenheit', user.cookie)).statusCode,
    ).toBe(200);
    const rows = await t.app.services.database.db
      .select({ properties: events.properties })
      .from(events)
      .where(and(eq(events.userId, user.id), eq(events.name, 'code_generated')));
    expect(rows.map((r) => r.properties)).toEqual([
      { kind: 'function', name: 'celsiusToFahrenheit', source: 'rules' },
    ]);
  });

  it('answers 422 with wordings that work when it cannot tell what to write', async () => {
    const res = await generate('a blue thing');
    expect(res.statusCode).toBe(422);
    expect(res.json().error).toMatchObject({ code: 'prompt_not_understood' });
    expect(res.json().error.message).toMatch(/contact form with name, email and message/);
  });

  it('refuses an empty or over-long prompt with a clear message', async () => {
    const empty = await generate('   ');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.message).toMatch(/Describe the code you want/);
    expect((await generate('x'.repeat(1001))).statusCode).toBe(400);
  });
});

describe('the configured model', () => {
  const service = () =>
    createCodegenService({
      analytics: createAnalyticsService({
        repo: createAnalyticsRepository(t.app.services.database.db),
      }),
      model: createOpenAiCodeModel({ baseUrl: llm.url, apiKey: 'test-key', model: 'fake-model' }),
    });

  it('answers signed-in users, with the key and the model named in the request', async () => {
    const user = await signUp(t);
    llm.answer = { status: 200, content: modelAnswer() };
    const result = await service().generate(user.id, 'a contact form');
    expect(result).toMatchObject({ source: 'model', name: 'ContactForm', code: MODEL_CODE });
    const sent = llm.requests.at(-1)!;
    expect(sent.authorization).toBe('Bearer test-key');
    expect(sent.body.model).toBe('fake-model');
    expect(JSON.stringify(sent.body.messages)).toContain('a contact form');
  });

  it('accepts JSON wrapped in a Markdown fence', async () => {
    const user = await signUp(t);
    llm.answer = { status: 200, content: '```json\n' + modelAnswer() + '\n```' };
    expect((await service().generate(user.id, 'a contact form')).source).toBe('model');
  });

  it.each([
    ['malformed JSON', { status: 200, content: 'here is your code: export function X() {}' }],
    ['an answer missing fields', { status: 200, content: JSON.stringify({ code: MODEL_CODE }) }],
    [
      'code that does not export the named function',
      { status: 200, content: modelAnswer({ name: 'Other' }) },
    ],
    [
      'a name that is not an identifier',
      { status: 200, content: modelAnswer({ name: 'x; alert(1)' }) },
    ],
    ['a server error', { status: 500, content: '' }],
  ])('falls back to the built-in rules on %s', async (_label, answer) => {
    const user = await signUp(t);
    llm.answer = answer;
    const result = await service().generate(user.id, 'a contact form with name, email and message');
    expect(result.source).toBe('rules');
    expect(result.code).toContain('export function ContactForm');
  });

  it('is never called for visitors', async () => {
    const before = llm.requests.length;
    llm.answer = { status: 200, content: modelAnswer() };
    const result = await service().generate(null, 'a contact form with name, email and message');
    expect(result.source).toBe('rules');
    expect(llm.requests.length).toBe(before);
  });
});
