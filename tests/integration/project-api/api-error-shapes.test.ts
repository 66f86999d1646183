// Every path under a project's /auth/v1, /rest/v1 and /storage/v1 answers in that API's own error
// shape, served or not, so supabase-js reports a normal error instead of failing to read a web page.
import { isAuthApiError, StorageApiError } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localhostFetch } from '../../support/localhost-fetch';
import { projectClient } from '../../support/project-client';
import { createProject, signUpUser } from '../../support/projects';
import { createTestApp, type TestApp } from '../../support/test-app';

let t: TestApp;
let api: { url: string; anonKey: string };
let port: number;

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  const { cookie } = await signUpUser(t);
  const project = await createProject(t, cookie, { name: 'Error shapes' });
  const answer = await t.request({ method: 'GET', url: `/api/projects/${project.id}/api`, cookie });
  ({ port } = t.app.server.address() as { port: number });
  // The URL names the sites domain's default port; this server listens on its own.
  api = { ...answer.json(), url: `http://${project.slug}.localhost:${port}` };
});
afterAll(() => t?.close());

async function call(path: string, init: RequestInit = {}, base = api.url) {
  const res = await localhostFetch(`${base}${path}`, {
    ...init,
    headers: { apikey: api.anonKey, ...(init.headers as Record<string, string>) },
  });
  return { res, body: (await res.json()) as Record<string, unknown> };
}

describe('unserved endpoints with the official supabase-js', () => {
  it('an auth endpoint the server lacks is an AuthApiError, not a JSON parse error', async () => {
    const supabase = projectClient(api.url, api.anonKey);
    const signUp = await supabase.auth.signUp({
      email: `grants-${Date.now()}@example.com`,
      password: 'a long enough password',
    });
    expect(signUp.error).toBeNull();
    // GET /auth/v1/user/oauth/grants: the OAuth 2.1 server's, which this GoTrue does not serve.
    const { data, error } = await supabase.auth.oauth.listGrants();
    expect(data).toBeNull();
    expect(isAuthApiError(error)).toBe(true);
    expect(error).toMatchObject({ status: 404, code: 'not_found' });
    expect(error!.message).toBe('No endpoint is at /auth/v1/user/oauth/grants');
  });

  it('a storage endpoint the server lacks is a StorageApiError naming the route', async () => {
    const supabase = projectClient(api.url, api.anonKey);
    const { data, error } = await supabase.storage.analytics.listBuckets();
    expect(data).toBeNull();
    expect(error).toBeInstanceOf(StorageApiError);
    expect(error).toMatchObject({
      status: 404,
      statusCode: '404',
      message: 'Route GET:/storage/v1/iceberg/bucket not found',
    });
  });
});

describe("the bodies, in each API's own shape", () => {
  it("GoTrue's for an unknown path, with its error code header, in either API version", async () => {
    for (const path of ['/auth/v1/nowhere', '/auth/v1', '/auth/v1/nowhere/deeper?page=1']) {
      const { res, body } = await call(path, { method: 'DELETE' });
      expect(res.status).toBe(404);
      expect(res.headers.get('content-type')).toMatch(/^application\/json/);
      expect(res.headers.get('x-sb-error-code')).toBe('not_found');
      // CORS as on every API answer, so a browser app can read the error.
      expect(res.headers.get('access-control-allow-origin')).toBe('*');
      expect(body).toEqual({
        code: 404,
        error_code: 'not_found',
        msg: `No endpoint is at ${path.split('?')[0]}`,
      });
    }
    const { body } = await call('/auth/v1/nowhere', {
      headers: { 'x-supabase-api-version': '2024-01-01' },
    });
    expect(body).toEqual({ code: 'not_found', message: 'No endpoint is at /auth/v1/nowhere' });
  });

  it("GoTrue's 405 for a wrong method on a served path, with Allow", async () => {
    const { res, body } = await call('/auth/v1/signup', { method: 'GET' });
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('POST');
    expect(body).toEqual({
      code: 405,
      error_code: 'method_not_allowed',
      msg: '/auth/v1/signup does not accept GET, only POST',
    });
    const settings = await call('/auth/v1/settings', { method: 'PATCH' });
    expect(settings.res.status).toBe(405);
    expect(settings.res.headers.get('allow')).toBe('GET, HEAD');
  });

  it("the gateway's key check still comes first on auth paths, as Kong's does", async () => {
    const res = await localhostFetch(`${api.url}/auth/v1/nowhere`);
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ message: 'No API key found in request' });
  });

  it("Storage's for an unknown path and a wrong method, with the real status", async () => {
    // Storage's own not-found answers need no key.
    const unknown = await localhostFetch(`${api.url}/storage/v1/nowhere/at/all`, {
      method: 'POST',
    });
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({
      statusCode: '404',
      code: 'InvalidRequest',
      error: 'Not Found',
      message: 'Route POST:/storage/v1/nowhere/at/all not found',
    });
    const wrong = await call('/storage/v1/bucket/avatars', { method: 'PATCH' });
    expect(wrong.res.status).toBe(405);
    expect(wrong.res.headers.get('allow')).toMatch(/^GET, HEAD\b/);
    expect(wrong.body).toMatchObject({
      statusCode: '405',
      code: 'InvalidRequest',
      error: 'Method Not Allowed',
    });
    expect(wrong.body.message).toMatch(
      /^Route PATCH:\/storage\/v1\/bucket\/avatars only answers GET, HEAD/,
    );
    // An object's path is served for reading and writing by other methods.
    const patched = await call('/storage/v1/object/avatars/a/b.png', { method: 'PATCH' });
    expect(patched.res.status).toBe(405);
    expect(patched.res.headers.get('allow')).toMatch(/GET, HEAD, POST, PUT/);
  });

  it("PostgREST's, from PostgREST itself, for the API's root and paths it has nothing at", async () => {
    const root = await localhostFetch(`${api.url}/rest/v1`, { headers: { apikey: api.anonKey } });
    expect(root.status).toBe(200);
    expect(root.headers.get('content-type')).toMatch(/openapi|json/);
    const { res, body } = await call('/rest/v1/a/b/c');
    expect(res.status).toBe(404);
    expect(body).toEqual({
      code: 'PGRST125',
      details: null,
      hint: null,
      message: 'Invalid path specified in request URL',
    });
  });

  it("answers an API path of a host no project has in that API's shape, and pages as pages", async () => {
    const nowhere = `http://no-such-project.localhost:${port}`;
    const auth = await call('/auth/v1/settings', {}, nowhere);
    expect(auth.res.status).toBe(404);
    expect(auth.body).toEqual({
      code: 404,
      error_code: 'not_found',
      msg: 'No project is at this address',
    });
    const storage = await call('/storage/v1/bucket', {}, nowhere);
    expect(storage.res.status).toBe(404);
    expect(storage.body).toMatchObject({ statusCode: '404', code: 'TenantNotFound' });
    const rest = await call('/rest/v1/todos', {}, nowhere);
    expect(rest.res.status).toBe(404);
    expect(rest.body).toMatchObject({ code: 'PGRST125', details: 'No project is at this address' });
    const page = await localhostFetch(`${nowhere}/about`);
    expect(page.status).toBe(404);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
  });

  it("answers a path whose % escapes do not decode in the API's shape, on both URLs", async () => {
    const pathUrl = `http://127.0.0.1:${port}/p/${api.url.split('//')[1]!.split('.')[0]}`;
    const expected = {
      '/auth/v1/%zz': {
        code: 400,
        error_code: 'validation_failed',
        msg: '/auth/v1/%zz is not a valid URL: one of its % escapes does not decode',
      },
      '/storage/v1/object/avatars/%zz': { statusCode: '400', code: 'InvalidRequest' },
      '/rest/v1/%zz': { code: 'PGRST100' },
    };
    for (const base of [api.url, pathUrl])
      for (const [path, body] of Object.entries(expected)) {
        const answer = await call(path, { method: 'POST' }, base);
        expect(answer.res.status).toBe(400);
        expect(answer.res.headers.get('access-control-allow-origin')).toBe('*');
        expect(answer.body).toMatchObject(body);
      }
    // The studio's own paths keep Fastify's answer.
    const studio = await fetch(`http://127.0.0.1:${port}/api/%zz`);
    expect(studio.status).toBe(400);
    expect(await studio.json()).toMatchObject({ code: 'FST_ERR_BAD_URL' });
  });

  it("leaves the site's own pages and form posts as they were", async () => {
    const page = await localhostFetch(`${api.url}/auth/v2/x`);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    const post = await localhostFetch(`${api.url}/contact`, { method: 'POST' });
    expect(post.status).toBe(405);
    expect(post.headers.get('content-type')).toMatch(/^text\/plain/);
  });
});
