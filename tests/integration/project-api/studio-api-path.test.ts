// Each project's API is also served under /p/<slug> on the studio's own host, which any HTTP
// client resolves: the same handlers, keys and CORS as the site's origin, but no site pages, no
// studio session, and nothing a project's database says can run as the studio.
import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromRoot } from '@server/lib/paths';
import { localhostFetch } from '../../support/localhost-fetch';
import { createProject, signUpUser } from '../../support/projects';
import { createTestApp, type TestApp } from '../../support/test-app';
import { studioRequests } from '../../support/operations';

const exec = promisify(execFile);

let t: TestApp;
let cookie: string;
let project: { id: string; slug: string };
const requests = studioRequests(() => ({ t, cookie, projectId: project.id }));
let keys: { anonKey: string; serviceRoleKey: string };
/** The path URL as the card gives it, on the port this server listens on. */
let pathUrl: string;
let siteUrl: string;

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  ({ cookie } = await signUpUser(t));
  project = await createProject(t, cookie, { name: 'Path shop' });
  const answer = await t.request({ method: 'GET', url: `/api/projects/${project.id}/api`, cookie });
  const { serverUrl, ...rest } = answer.json() as { serverUrl: string } & typeof keys;
  keys = rest;
  const { port } = t.app.server.address() as { port: number };
  expect(serverUrl).toBe(`http://localhost:${t.config.port}/p/${project.slug}`);
  pathUrl = serverUrl.replace(`localhost:${t.config.port}`, `127.0.0.1:${port}`);
  siteUrl = `http://${project.slug}.localhost:${port}`;
  const db = await t.app.services.workspace.database({ id: project.id } as never);
  // An RPC that answers with a page and a cookie, as any project's database can make PostgREST do.
  await db.query(`create function public.page() returns text language sql as $$
    select set_config('response.headers', '[{"Set-Cookie": "bridge_session=planted; Path=/"}, {"Content-Type": "text/html"}]', true);
    select '<script>document.title = document.cookie</script>'
  $$`);
});
afterAll(() => t?.close());

/** The README's Node example, its URL and key swapped for this project's. */
async function readmeExample(): Promise<string> {
  const readme = await readFile(fromRoot('README.md'), 'utf8');
  const section = readme.slice(readme.indexOf("## Use your project's API"));
  const code = /```js\n([\s\S]*?)```/.exec(section)?.[1];
  if (!code) throw new Error("README's API section has no js example.");
  expect(code).toContain("createClient('http://localhost:3000/p/my-shop', '<anon key>'");
  return code
    .replace('http://localhost:3000/p/my-shop', pathUrl)
    .replace('<anon key>', keys.anonKey);
}

describe("the README's Node example, run by Node against the path URL", () => {
  it('signs up, inserts and reads back only its own rows under row-level security', async () => {
    const made = await requests.plan(
      'create a table called tasks with a title, each user sees only their own rows',
    );
    expect(made.statusCode).toBe(201);
    const ran = await requests.execute(made.json().plan.id);
    expect(ran.json()).toMatchObject({ ok: true });
    // Someone else's row, which row-level security keeps from the script's user.
    const bea = await fetch(`${pathUrl}/auth/v1/signup`, {
      method: 'POST',
      headers: { apikey: keys.anonKey, 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'bea@example.com', password: 'a long password' }),
    });
    const { access_token: token } = (await bea.json()) as { access_token: string };
    const other = await fetch(`${pathUrl}/rest/v1/tasks`, {
      method: 'POST',
      headers: {
        apikey: keys.anonKey,
        authorization: `Bearer ${token}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ title: 'Not yours' }),
    });
    expect(other.status).toBe(201);

    // A separate Node process, as a founder runs it: no test helpers, Node's own name lookup.
    const { stdout } = await exec(
      process.execPath,
      ['--input-type=module', '-e', await readmeExample()],
      { cwd: fromRoot() },
    );
    expect(stdout.trim()).toBe("[ { title: 'Write the launch post' } ]");
  });
});

describe('the path URL', () => {
  const anon = () => ({ apikey: keys.anonKey });

  it("answers as the site's origin does, with the same keys and CORS", async () => {
    for (const base of [pathUrl, siteUrl]) {
      const settings = await localhostFetch(`${base}/auth/v1/settings`, { headers: anon() });
      expect(settings.status).toBe(200);
      expect(settings.headers.get('access-control-allow-origin')).toBe('*');
      expect(await settings.json()).toMatchObject({ external: { email: true } });
    }
    const preflight = await fetch(`${pathUrl}/rest/v1/tasks`, {
      method: 'OPTIONS',
      headers: {
        origin: 'https://app.example.com',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'apikey, authorization, content-type',
      },
    });
    expect(preflight.status).toBe(200);
    expect(preflight.headers.get('access-control-allow-methods')).toContain('POST');
    // Any website's calls, as on Supabase: the studio's own CSRF check is not for its API.
    const signUp = await fetch(`${pathUrl}/auth/v1/signup`, {
      method: 'POST',
      headers: { ...anon(), origin: 'https://app.example.com', 'content-type': 'application/json' },
      body: JSON.stringify({
        email: `cors-${Date.now()}@example.com`,
        password: 'a long password',
      }),
    });
    expect(signUp.status).toBe(200);
    expect(signUp.headers.get('access-control-allow-origin')).toBe('*');
    const root = await fetch(`${pathUrl}/rest/v1/`, { headers: anon() });
    expect(root.status).toBe(200);
  });

  it("refuses what the site's origin refuses, in each API's own shape", async () => {
    const noKey = await fetch(`${pathUrl}/rest/v1/tasks`);
    expect(noKey.status).toBe(401);
    expect(await noKey.json()).toEqual({ message: 'No API key found in request' });
    const unserved = await fetch(`${pathUrl}/auth/v1/nowhere`, { headers: anon() });
    expect(unserved.status).toBe(404);
    expect(await unserved.json()).toEqual({
      code: 404,
      error_code: 'not_found',
      msg: 'No endpoint is at /auth/v1/nowhere',
    });
    const unknown = await fetch(
      pathUrl.replace(project.slug, 'no-such-shop') + '/storage/v1/bucket',
    );
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ statusCode: '404', code: 'TenantNotFound' });
  });

  it("serves none of the site's pages or files", async () => {
    for (const path of ['/', '/index.html', '/env.json']) {
      const res = await fetch(`${pathUrl}${path}`, { headers: { accept: 'text/html' } });
      expect(res.status).toBe(404);
      // The studio's own not-found answer, not the site's page.
      expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    }
  });

  it("takes the studio's session cookie for no credential of the project's API", async () => {
    const withCookie = await fetch(`${pathUrl}/rest/v1/tasks`, { headers: { cookie } });
    expect(withCookie.status).toBe(401);
    const user = await fetch(`${pathUrl}/auth/v1/user`, { headers: { ...anon(), cookie } });
    expect(user.status).toBeGreaterThanOrEqual(400);
    expect(await user.json()).toHaveProperty('error_code');
  });

  it("keeps what a project's database answers from running as the studio or setting its cookies", async () => {
    const onSite = await localhostFetch(`${siteUrl}/rest/v1/rpc/page`, { headers: anon() });
    expect(onSite.status).toBe(200);
    // On the site's own origin the founder's headers stand: it is the founder's origin.
    expect(onSite.headers.get('set-cookie')).toContain('planted');

    const onStudio = await fetch(`${pathUrl}/rest/v1/rpc/page`, { headers: anon() });
    expect(onStudio.status).toBe(200);
    expect(onStudio.headers.get('set-cookie')).toBeNull();
    expect(onStudio.headers.get('content-security-policy')).toBe(
      "sandbox; default-src 'none'; frame-ancestors 'none'",
    );
    expect(onStudio.headers.get('x-content-type-options')).toBe('nosniff');
    const settings = await fetch(`${pathUrl}/auth/v1/settings`, { headers: anon() });
    expect(settings.headers.get('content-security-policy')).toMatch(/^sandbox/);
  });
});
