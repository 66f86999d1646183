import { describe, expect, it } from 'vitest';
import { baselineContext } from '../../../tests/planner/baseline-context';
import { planOk, refused, contextAfter } from '../../../tests/planner/helpers';

const editsOf = (instruction: string, context = baselineContext()) => {
  const plan = planOk(instruction, context);
  expect(plan.steps).toHaveLength(1);
  const [step] = plan.steps;
  if (step?.kind !== 'content.edit') throw new Error(`not a site change: ${step?.kind}`);
  return step.edits;
};

describe('site changes in plain words', () => {
  it.each([
    ['set the page title to Bella Bakery', { op: 'title', text: 'Bella Bakery' }],
    ['change the headline to Readers welcome', { op: 'headline', text: 'Readers welcome' }],
    ['headline: Isabella’s cakes', { op: 'headline', text: "Isabella's cakes" }],
    [
      'put a line under the heading saying we deliver on weekends',
      { op: 'addParagraph', text: 'we deliver on weekends', place: 'underHeadline' },
    ],
    [
      'add some text at the bottom: follow us',
      { op: 'addParagraph', text: 'follow us', place: 'end' },
    ],
  ])('%s keeps every word of the new text', (instruction, edit) => {
    expect(editsOf(instruction)).toEqual([edit]);
  });

  it('reads "on redesign, …" as the branch when the project has one', () => {
    const plan = planOk(
      'on redesign, change the headline to Hi',
      contextAfter('create a branch called redesign'),
    );
    expect(plan.steps[0]).toMatchObject({ kind: 'content.edit', branch: 'redesign' });
    expect(plan.steps[0]).toMatchObject({ edits: [{ op: 'headline', text: 'Hi' }] });
  });

  it('files a site change under git as a low-risk content plan on the current branch', () => {
    const plan = planOk('change the headline to Hello founders');
    expect(plan).toMatchObject({ service: 'git', type: 'content', risk: 'low' });
    expect(plan.steps).toEqual([
      {
        kind: 'content.edit',
        branch: 'main',
        edits: [{ op: 'headline', text: 'Hello founders' }],
      },
    ]);
    expect(plan.explanation).toContain('publishes a preview');
  });

  it.each([
    ['Change the headline to "Fresh bread, every day"', 'Fresh bread, every day'],
    ['change the hedline to welcome home', 'welcome home'],
    ['make the main heading say Book a class.', 'Book a class'],
    ["I'd like the homepage headline to be Hand-made soap", 'Hand-made soap'],
  ])('reads "%s" as a new headline', (instruction, text) => {
    expect(editsOf(instruction)).toEqual([{ op: 'headline', text }]);
  });

  it.each([
    ['change the title to Bakery', 'Bakery'],
    ['set the browser tab title to Tidy Tasks', 'Tidy Tasks'],
    ['change the tittle to Garden Club', 'Garden Club'],
  ])('reads "%s" as a new page title', (instruction, text) => {
    expect(editsOf(instruction)).toEqual([{ op: 'title', text }]);
  });

  it.each([
    ['make the buttons green', 'buttons', 'green'],
    ['i want orange buttons', 'buttons', 'orange'],
    ['change the button colour to #22AA55', 'buttons', '#22aa55'],
    ['use dark green for the buttons', 'buttons', 'darkgreen'],
    ['use blue as the main colour', 'main', 'blue'],
    ['set the accent color to #ff0000', 'main', '#ff0000'],
    ['make the site navy', 'main', 'navy'],
  ])('reads "%s" as a colour', (instruction, target, colour) => {
    expect(editsOf(instruction)).toEqual([{ op: 'colour', target, colour }]);
  });

  it('adds a page with the words asked for, or a starter line when none are given', () => {
    expect(editsOf('add an about page that says "We bake every day."')).toEqual([
      { op: 'addPage', name: 'about', title: 'About us', paragraphs: ['We bake every day.'] },
    ]);
    expect(editsOf('create a pricing page for the website')).toEqual([
      {
        op: 'addPage',
        name: 'pricing',
        title: 'Pricing',
        paragraphs: ['This page is ready for your words.'],
      },
    ]);
  });

  it('replaces quoted words wherever the pages show them', () => {
    expect(editsOf("change the text 'Sign up' to 'Join us'")).toEqual([
      { op: 'replaceText', from: 'Sign up', to: 'Join us' },
    ]);
  });

  it('makes several site changes one commit and one preview', () => {
    expect(editsOf('change the headline to Hello and make the buttons green')).toEqual([
      { op: 'headline', text: 'Hello' },
      { op: 'colour', target: 'buttons', colour: 'green' },
    ]);
  });

  it('refuses what is not a colour and says what it can change', () => {
    const answer = refused('make the buttons bigger');
    expect(answer.message).toMatch(/"bigger" is not a colour I know/);
    expect(answer.examples).toContain('Make the buttons green');
  });

  it('leaves column changes to the backend rules: a title column, a page-named table', () => {
    const tasks = contextAfter('create a tasks table with title');
    expect(planOk('change the title to a number', tasks).service).toBe('backend');
    expect(editsOf('change the title to Fresh Tasks', tasks)).toEqual([
      { op: 'title', text: 'Fresh Tasks' },
    ]);
    expect(planOk('add a pages table with name').service).toBe('backend');
  });
});
