import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../support/test-app';
import { createTestApp } from '../../support/test-app';
import { signUp, startSettingsApp } from './support';

let t: TestApp;
beforeAll(async () => {
  t = await startSettingsApp();
});
afterAll(() => t.close());

const valid = {
  modelId: 'claude-3-opus',
  temperature: 1.3,
  maxTokens: 1024,
  streamResponses: false,
  contextAwareness: true,
};
const save = (cookie: string, payload: unknown) =>
  t.request({ method: 'PUT', url: '/api/ai-settings', cookie, payload: payload as object });
const read = (cookie: string) => t.request({ method: 'GET', url: '/api/ai-settings', cookie });

describe('AI settings', () => {
  it('start at the specified defaults and say when no model endpoint is configured', async () => {
    const { cookie } = await signUp(t);
    const res = await read(cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      settings: {
        modelId: 'gpt-4-turbo',
        temperature: 0.7,
        maxTokens: 2048,
        streamResponses: true,
        contextAwareness: true,
      },
      modelEndpointConfigured: false,
    });
  });

  it('are saved per user and read back by aiSettingsFor', async () => {
    const ada = await signUp(t);
    const grace = await signUp(t);
    const res = await save(ada.cookie, { ...valid, temperature: 0.1 * 3 });
    expect(res.statusCode).toBe(200);
    expect(res.json().settings).toEqual({ ...valid, temperature: 0.3 });
    expect((await read(ada.cookie)).json().settings).toEqual({ ...valid, temperature: 0.3 });
    expect(await t.app.services.aiSettings.aiSettingsFor(ada.id)).toEqual({
      ...valid,
      temperature: 0.3,
    });
    expect((await read(grace.cookie)).json().settings.modelId).toBe('gpt-4-turbo');
  });

  it.each([
    ['an unavailable model', { modelId: 'mistral-large' }, 'not available'],
    ['an unknown model', { modelId: 'gpt-5' }, ''],
    ['a temperature above 2', { temperature: 2.1 }, ''],
    ['a temperature off the 0.1 step', { temperature: 0.75 }, ''],
    ['max tokens below 256', { maxTokens: 0 }, ''],
    ['max tokens off the 256 step', { maxTokens: 1000 }, ''],
    ['a missing switch', { streamResponses: undefined }, ''],
    ['an unknown field', { extra: 1 }, ''],
  ])('refuse %s with a message and change nothing', async (_name, change, words) => {
    const { cookie } = await signUp(t);
    await save(cookie, valid);
    const res = await save(cookie, { ...valid, ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toContain(words);
    expect((await read(cookie)).json().settings).toEqual(valid);
  });

  it('need a signed-in user', async () => {
    expect((await t.request({ method: 'GET', url: '/api/ai-settings' })).statusCode).toBe(401);
    expect((await save('', valid)).statusCode).toBe(401);
  });

  it('report a configured model endpoint', async () => {
    const llm = await createTestApp({
      LLM_BASE_URL: 'http://127.0.0.1:9/v1',
      LLM_API_KEY: 'k',
      LLM_MODEL: 'm',
    });
    try {
      const { cookie } = await signUp(llm);
      expect(
        (await llm.request({ method: 'GET', url: '/api/ai-settings', cookie })).json()
          .modelEndpointConfigured,
      ).toBe(true);
    } finally {
      await llm.close();
    }
  });
});
