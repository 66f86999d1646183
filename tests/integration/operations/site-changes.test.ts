import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../support/test-app';
import { studioRequests } from '../../support/operations';
import { createProject, signUpUser } from '../../support/projects';

let t: TestApp;
let cookie: string;
let project: { id: string; slug: string };

const requests = studioRequests(() => ({ t, cookie, projectId: project.id }));
const undo = (opId: string) =>
  t.request({ method: 'POST', url: `/api/projects/${project.id}/operations/${opId}/undo`, cookie });
const git = () => t.app.services.workspace.git({ id: project.id } as never);
const fileOnMain = async (path: string) => {
  const found = (await git().readFiles('main')).files.find((f) => f.path === path);
  return found ? new TextDecoder().decode(found.content) : undefined;
};
/** The page a deploy's URL serves, asked of the server as a browser would (by its Host). */
const visit = async (url: string, path = '/') => {
  const { host } = new URL(url);
  return (await t.app.inject({ method: 'GET', url: path, headers: { host } })).body;
};

beforeAll(async () => {
  t = await createTestApp();
  ({ cookie } = await signUpUser(t));
  project = await createProject(t, cookie, { name: 'Bakery' });
});
afterAll(() => t.close());

describe('site changes through the API', () => {
  it('changes the headline in a commit, serves it in a preview, and undo brings the old one back', async () => {
    const planned = await requests.plan('change the headline to Hello founders');
    expect(planned.statusCode).toBe(201);
    const made = planned.json().plan;
    expect(made).toMatchObject({
      service: 'git',
      type: 'content',
      risk: 'low',
      undo: { available: true },
    });
    expect(made.steps).toEqual([
      expect.objectContaining({ kind: 'content.publish', branch: 'main' }),
    ]);
    expect(made.explanation).toContain(
      'index.html: the headline "Bakery" becomes "Hello founders"',
    );

    const ran = (await requests.execute(made.id)).json();
    expect(ran.ok).toBe(true);
    expect(ran.result.url).toMatch(/^http:\/\/[0-9a-f]{24}--/);
    expect(await visit(ran.result.url)).toContain('<h1>Hello founders</h1>');
    expect(await fileOnMain('index.html')).toContain('<h1>Hello founders</h1>');

    expect((await undo(made.id)).json().operation.status).toBe('undone');
    const restored = await fileOnMain('index.html');
    expect(restored).toContain('<h1>Bakery</h1>');
    expect(restored).not.toContain('Hello founders');
    expect((await git().log('main', 1)).commits[0]?.message).toMatch(
      /^Revert "Changes the headline/,
    );
  });

  it('adds an about page linked from the home page, with the words asked for', async () => {
    const made = (
      await requests.plan('add an about page that says "We bake every morning."')
    ).json().plan;
    const ran = (await requests.execute(made.id)).json();
    expect(ran.ok).toBe(true);
    const page = await visit(ran.result.url, '/about.html');
    expect(page).toContain('<h1>About us</h1>');
    expect(page).toContain('<p>We bake every morning.</p>');
    expect(await visit(ran.result.url)).toContain('<a href="about.html">About us</a>');
  });

  it('adds a line under the headline and one at the end of the home page', async () => {
    const under = (
      await requests.plan('put a line under the heading saying We deliver on Sundays')
    ).json().plan;
    expect((await requests.execute(under.id)).json().ok).toBe(true);
    const end = (await requests.plan('add some text at the bottom: Follow us on Instagram')).json()
      .plan;
    const ran = (await requests.execute(end.id)).json();
    expect(ran.ok).toBe(true);
    const home = await visit(ran.result.url);
    expect(home).toMatch(/<\/h1>\s*<p>We deliver on Sundays<\/p>/);
    const last = home.lastIndexOf('<p>Follow us on Instagram</p>');
    expect(last).toBeGreaterThan(home.indexOf('We deliver on Sundays'));
    expect(home.indexOf('</main>') === -1 || last < home.indexOf('</main>')).toBe(true);
  });

  it('sets the main colour in light and dark mode in one commit with a new title', async () => {
    const made = (
      await requests.plan('use dark green as the main colour and change the title to Fresh bread')
    ).json().plan;
    expect(made.steps).toHaveLength(1);
    expect((await requests.execute(made.id)).json().ok).toBe(true);
    const css = (await fileOnMain('styles.css')) ?? '';
    expect(css.match(/--accent: darkgreen;/g)).toHaveLength(2);
    expect(await fileOnMain('index.html')).toContain('<title>Fresh bread</title>');

    // "Undo my last change" in words reverts the same commit as the Undo button.
    const back = (await requests.plan('undo my last change')).json().plan;
    expect(back.explanation).toContain('use dark green as the main colour');
    expect((await requests.execute(back.id)).json().ok).toBe(true);
    expect(await fileOnMain('styles.css')).not.toContain('darkgreen');
    expect(await fileOnMain('index.html')).not.toContain('<title>Fresh bread</title>');
  });

  it('answers 422 with what it can do when the site has no buttons, and changes nothing', async () => {
    const before = (await git().listBranches()).branches;
    const res = await requests.plan('make the buttons green');
    expect(res.statusCode).toBe(422);
    expect(res.json().error.message).toMatch(/no buttons/);
    expect(res.json().error.details.alternatives).toContainEqual({
      label: 'Use green as the main colour',
      instruction: 'Use green as the main colour',
    });
    expect((await git().listBranches()).branches).toEqual(before);
  });

  it('says so when the quoted words are not on any page', async () => {
    const res = await requests.plan('change the text "Sign up today" to "Join us"');
    expect(res.statusCode).toBe(422);
    expect(res.json().error.message).toMatch(
      /No page of your site shows the words "Sign up today"/,
    );
  });

  it('rewrites a line found by what it says, and undo brings the old words back', async () => {
    const made = (
      await requests.plan(
        'the small line under the heading that says welcome to… make it say Fresh bread daily',
      )
    ).json().plan;
    expect(made).toMatchObject({ service: 'git', type: 'content', undo: { available: true } });
    expect(made.explanation).toContain('index.html: "Welcome to" becomes "Fresh bread daily"');
    const ran = (await requests.execute(made.id)).json();
    expect(ran.ok).toBe(true);
    expect(await visit(ran.result.url)).toContain('<p class="kicker">Fresh bread daily</p>');
    expect((await undo(made.id)).json().operation.status).toBe('undone');
    expect(await fileOnMain('index.html')).toContain('<p class="kicker">Welcome to</p>');
  });

  it('asks which one when several lines say the words, and each choice plans', async () => {
    const res = await requests.plan('remove the line that says "page"');
    expect(res.statusCode).toBe(200);
    const { clarification } = res.json();
    expect(clarification.question).toMatch(/places fit the line that says "page"/);
    const first = clarification.choices[0];
    expect(first.instruction).toBe('remove the first line that says "page"');
    const made = (await requests.plan(first.instruction)).json().plan;
    expect((await requests.execute(made.id)).json().ok).toBe(true);
    expect(await fileOnMain('index.html')).not.toContain(first.label);
  });

  it('adds a section and a button in one commit, and refuses a link that runs code', async () => {
    const made = (
      await requests.plan(
        'add a section listing our prices: haircut £25, beard trim £10 and add a button that says Book now and goes to /book.html',
      )
    ).json().plan;
    expect(made.steps).toHaveLength(1);
    const ran = (await requests.execute(made.id)).json();
    expect(ran.ok).toBe(true);
    const home = await visit(ran.result.url);
    expect(home).toContain('<h2>Our prices</h2>');
    expect(home).toContain('<a class="button" href="/book.html">Book now</a>');
    const refused = await requests.plan('add a link to javascript:alert(1)');
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error.message).toMatch(/would run code/);
  });
});
