import { describe, expect, it } from 'vitest';
import { planInstruction } from '@shared/planner';
import { baselineContext } from '../../../tests/planner/baseline-context';
import { contextAfter, planOk } from '../../../tests/planner/helpers';

const answer = (instruction: string) =>
  planInstruction(instruction, { context: baselineContext() });

describe('questions the API screen answers', () => {
  it.each([
    'wheres my api key? the public one i can put in the frontend',
    'what url do i give createClient in my next.js app',
    'how do i hook up my react app to this?',
    'my frontend is hosted on vercel, how does it talk to the database here?',
    "my bookkeeper's tool wants a connection string for the database, where do I get that?",
  ])('"%s" opens the API screen', (instruction) => {
    const result = answer(instruction);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.action).toMatchObject({ kind: 'show', screen: 'api' });
    expect(result.action?.message).toMatch(/anon key/);
  });

  it('says the service-role key stays on a server', () => {
    const result = answer(
      'is there a service role key somewhere? my backend needs to get round the row rules',
    );
    expect(!result.ok && result.action?.message).toMatch(
      /service-role key.*never put it in a website/,
    );
  });

  it('leaves a request that names a change to the planner', () => {
    expect(answer('set API_URL to https://api.example.com').ok).toBe(true);
  });
});

describe('connection forms', () => {
  it.each([
    ["here's my own postgres, use it from now on", 'database'],
    ['push everything to github.com/greenfork/website', 'github'],
  ])('"%s" opens the %s form', (instruction, service) => {
    const result = answer(instruction);
    expect(!result.ok && result.action).toMatchObject({ kind: 'connect', service });
  });
});

describe('connections read by what they name', () => {
  it.each([
    ['my webflow form needs to talk to this, what goes in the env file?', 'show'],
    ['n8n wants an api url from you, how do I wire it up', 'show'],
  ])('"%s" opens the API screen', (instruction, kind) => {
    const result = answer(instruction);
    expect(!result.ok && result.action?.kind).toBe(kind);
  });

  it.each([
    ['our site already lives on netlify, could you deploy there instead', 'netlify'],
    ['we keep our data in neon already, can you just use that one', 'database'],
  ])('"%s" opens the %s connection', (instruction, service) => {
    const result = answer(instruction);
    expect(!result.ok && result.action).toMatchObject({ kind: 'connect', service });
  });
});

describe('vague wishes get a question with choices', () => {
  it.each([
    ['could u make the homepage stand out more', /What should change on the site/],
    ['add a new page', /What should the new page be/],
    ['sort out the db a little', /What should I improve/],
    ['change the colours to something different', /Which colour/],
  ])('"%s" asks', (instruction, question) => {
    const result = answer(instruction);
    expect(!result.ok && result.clarification?.question).toMatch(question);
  });
});

describe('a column named with nothing to change it to', () => {
  const shop = () =>
    contextAfter(
      'create a table called courses with columns title (text) and fee (numeric)',
      'create a table called talks with columns title (text)',
    );

  it('asks which title, offering a rename for each table that has one', () => {
    const result = planInstruction('edit the title', { context: shop() });
    expect(!result.ok && result.clarification?.choices.map((c) => c.instruction)).toEqual([
      'rename title in courses to course_title',
      'rename title in talks to talk_title',
    ]);
  });

  it('asks how a number should move, each choice a plan', () => {
    const result = planInstruction('adjust the fee', { context: shop() });
    const choices = !result.ok ? (result.clarification?.choices ?? []) : [];
    expect(choices.map((c) => c.instruction)).toEqual([
      'raise every fee in courses by 10%',
      'lower every fee in courses by 10%',
    ]);
    for (const choice of choices)
      expect(planInstruction(choice.instruction, { context: shop() }).ok).toBe(true);
  });
});

describe('tools the studio does not connect itself, and a domain said in passing', () => {
  const answer = (instruction: string) => {
    const result = planInstruction(instruction, { context: baselineContext() });
    if (result.ok) throw new Error(`planned: ${instruction}`);
    return result;
  };
  it.each([
    [
      'we take bookings through calendly, can it send them into our bookings table?',
      /Calendly is not connected/,
    ],
    [
      'could paypal be hooked up so people pay for tickets on the site',
      /Card payments are not built in/,
    ],
  ])('answers "%s" plainly and opens the API', (instruction, said) => {
    const result = answer(instruction);
    expect(result.action).toMatchObject({ kind: 'show', screen: 'api' });
    expect(result.notUnderstood.message).toMatch(said);
  });
  it('adds a domain named in a remark when the founder asks how to use their own domain', () => {
    expect(
      planOk('just registered fernandfig.com - how can the website show up on our own domain?')
        .steps,
    ).toEqual([{ kind: 'hosting.addDomain', domain: 'fernandfig.com' }]);
  });
});
