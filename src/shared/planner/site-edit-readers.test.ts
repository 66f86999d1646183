import { describe, expect, it } from 'vitest';
import type { SiteEdit, TextTarget } from '@shared/contracts/plan';
import { planInstruction } from './index';
import { baselineContext } from '../../../tests/planner/baseline-context';
import { contextAfter, planOk } from '../../../tests/planner/helpers';
import { sayRemove, sayRewrite } from './site-targets';

const editsOf = (instruction: string, context = baselineContext()) => {
  const plan = planOk(instruction, context);
  expect(plan).toMatchObject({ service: 'git', type: 'content', risk: 'low' });
  const [step] = plan.steps;
  if (step?.kind !== 'content.edit') throw new Error(`not a site change: ${step?.kind}`);
  return step.edits;
};
const asked = (instruction: string) => {
  const result = planInstruction(instruction, { context: baselineContext() });
  if (result.ok || !result.clarification) throw new Error(`not a question: ${instruction}`);
  return result.clarification;
};
const words = (
  text: string,
  at: TextTarget['at'] = 'anywhere',
  element: TextTarget['element'] = 'any',
) => ({ words: text, at, element }) as const;

describe('site text found by what it says', () => {
  it.each<[string, TextTarget, string]>([
    [
      'the small line under the heading that says welcome to… make it say Fresh bread daily',
      words('welcome to'),
      'Fresh bread daily',
    ],
    [
      'the small line under the heading that says welcome to... make it say Fresh bread daily',
      words('welcome to'),
      'Fresh bread daily',
    ],
    [
      "replace the paragraph that starts 'This is the first page' with: We bake sourdough in Bristol.",
      words('This is the first page', 'start', 'paragraph'),
      'We bake sourdough in Bristol',
    ],
    ["change the line that says 'coming soon' to 'Open now'", words('coming soon'), 'Open now'],
    [
      'the bullet about deploying should say Share your link',
      words('deploying', 'about', 'item'),
      'Share your link',
    ],
    [
      'change the heading that says Our menu… to Food',
      words('Our menu', 'anywhere', 'heading'),
      'Food',
    ],
    [
      'make the first paragraph say We bake bread',
      { at: 'anywhere', element: 'paragraph', nth: 1 },
      'We bake bread',
    ],
    [
      'the text that begins "Edit index" should read Call us',
      words('Edit index', 'start'),
      'Call us',
    ],
  ])('%s', (instruction, target, text) => {
    expect(editsOf(instruction)).toEqual([{ op: 'rewriteText', target, text }]);
  });

  it('asks where the old words end when "to" could cut them in two places', () => {
    const question = asked('change the line that says welcome to the shop to Hi');
    expect(question.choices.map((c) => c.instruction)).toEqual([
      'change the line that says "welcome" to "the shop to Hi"',
      'change the line that says "welcome to the shop" to "Hi"',
    ]);
  });

  it.each<[string, TextTarget]>([
    ['get rid of the bullet about signing up', words('signing up', 'about', 'item')],
    ["delete the line that says 'coming soon'", words('coming soon')],
    ['remove the second paragraph', { at: 'anywhere', element: 'paragraph', nth: 2 }],
    ['delete the last bullet point', { at: 'anywhere', element: 'item', nth: 'last' }],
    ["remove the 'Sign up' button", words('Sign up', 'anywhere', 'button')],
    ["take out the line 'coming soon'", words('coming soon')],
    ['the sentence that mentions parking can go', words('parking', 'about')],
    [
      'remove the paragraph starting with Edit index from the home page',
      words('Edit index', 'start', 'paragraph'),
    ],
  ])('%s', (instruction, target) => {
    expect(editsOf(instruction)).toEqual([{ op: 'removeText', target }]);
  });

  it('reads its own question choices back to the same edit', () => {
    const targets: TextTarget[] = [
      { ...words('deploy it'), nth: 2 },
      words('Sign up', 'start', 'button'),
      words('signing up', 'about', 'item'),
      { at: 'anywhere', element: 'paragraph', nth: 'last' },
      words('say "hi"', 'anywhere', 'link'),
    ];
    for (const target of targets) {
      expect(editsOf(sayRemove(target))).toEqual([{ op: 'removeText', target }]);
      expect(editsOf(sayRewrite(target, 'New words'))).toEqual([
        { op: 'rewriteText', target, text: 'New words' },
      ]);
    }
  });

  it('leaves rows of a table named like the element to the row rules', () => {
    const notes = contextAfter('create a notes table with body');
    const result = planInstruction('delete the note that says buy milk', { context: notes });
    expect(result.ok && result.plan.type === 'content').toBe(false);
  });
});

describe('links, fonts, the name and sections', () => {
  it.each<[string, SiteEdit]>([
    [
      'put a link to our instagram https://instagram.com/x on the home page',
      { op: 'addLink', text: 'Our instagram', href: 'https://instagram.com/x', style: 'link' },
    ],
    [
      'add a button that says Book now and goes to /book.html',
      { op: 'addLink', text: 'Book now', href: '/book.html', style: 'button' },
    ],
    [
      "add a 'Call us' button linking to tel:+441234567890",
      { op: 'addLink', text: 'Call us', href: 'tel:+441234567890', style: 'button' },
    ],
    [
      'add an email link to hello@bakery.com',
      { op: 'addLink', text: 'hello@bakery.com', href: 'mailto:hello@bakery.com', style: 'link' },
    ],
    [
      "link the words 'our menu' to /menu.html",
      { op: 'linkText', words: 'our menu', href: '/menu.html' },
    ],
    [
      "make 'our menu' a link to https://menu.example.com",
      { op: 'linkText', words: 'our menu', href: 'https://menu.example.com' },
    ],
    ['use Georgia for the font', { op: 'font', target: 'site', font: 'georgia' }],
    ['make the headings a serif font', { op: 'font', target: 'headings', font: 'serif' }],
    ['change the font to Arial', { op: 'font', target: 'site', font: 'arial' }],
    [
      'switch the heading font to something monospace',
      { op: 'font', target: 'headings', font: 'mono' },
    ],
    [
      'rename the site to Hilltop Physio everywhere - the heading and the tab title',
      { op: 'siteName', text: 'Hilltop Physio' },
    ],
    [
      'rename the site to Hilltop Physio everywhere – the heading and the tab title',
      { op: 'siteName', text: 'Hilltop Physio' },
    ],
    ['change the name of the website to "Bo\'s Bikes"', { op: 'siteName', text: "Bo's Bikes" }],
    ["we're now called Green Leaf, update the site", { op: 'siteName', text: 'Green Leaf' }],
    [
      'add a section listing our prices: haircut £25, beard trim £10',
      { op: 'addSection', heading: 'Our prices', items: ['haircut £25', 'beard trim £10'] },
    ],
    [
      'add a new section on the home page called Opening hours: Mon-Fri 9-5; Sat 10-2',
      { op: 'addSection', heading: 'Opening hours', items: ['Mon-Fri 9-5', 'Sat 10-2'] },
    ],
    [
      'our brand colour is orange (#f97316), not blue. can you swap it',
      { op: 'colour', target: 'main', colour: '#f97316' },
    ],
    [
      'our brand colour is orange, not blue. can you change it',
      { op: 'colour', target: 'main', colour: 'orange' },
    ],
    [
      'the buttons should match our logo, which is teal',
      { op: 'colour', target: 'buttons', colour: 'teal' },
    ],
    [
      'make the buttons match our brand colour, which is #0f766e',
      { op: 'colour', target: 'buttons', colour: '#0f766e' },
    ],
  ])('%s', (instruction, edit) => {
    expect(editsOf(instruction)).toEqual([edit]);
  });

  it('refuses a link that would run code, and says which links it can add', () => {
    const result = planInstruction('add a link to javascript:alert(1)', {
      context: baselineContext(),
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.notUnderstood.message).toMatch(/would run code.*https:\/\//);
  });

  it('asks which font when the founder names a feeling or a font computers lack', () => {
    expect(asked('switch the font to something rounder').choices.map((c) => c.instruction)).toEqual(
      [
        'use a rounded sans-serif font for the site',
        'use a friendly humanist sans-serif font for the site',
        'use a clean sans-serif font for the site',
      ],
    );
    expect(asked('use Roboto for the font').question).toMatch(/^Roboto is not a font every/);
    for (const choice of asked('make the headings font nicer').choices)
      expect(editsOf(choice.instruction)[0]).toMatchObject({ op: 'font', target: 'headings' });
  });
});

describe('site words said loosely', () => {
  it.each<[string, SiteEdit]>([
    [
      'below the heading we want a slogan: Baked before sunrise',
      { op: 'addParagraph', text: 'Baked before sunrise', place: 'underHeadline' },
    ],
    [
      'swap the welcome text for this: Come in, the kettle is on',
      { op: 'paragraph', text: 'Come in, the kettle is on', about: 'welcome text' },
    ],
    [
      'adjust the headline so it reads Kiln Corner instead',
      { op: 'headline', text: 'Kiln Corner' },
    ],
    [
      'add a footer line at the bottom: All pots made by hand',
      { op: 'addParagraph', text: 'All pots made by hand', place: 'end' },
    ],
    [
      'stick our phone number 0161 496 0000 near the bottom of the page so people can call',
      { op: 'addParagraph', text: 'phone number 0161 496 0000', place: 'end' },
    ],
  ])('%s', (instruction, edit) => {
    expect(editsOf(instruction)).toEqual([edit]);
  });
  it('keeps the words after a colon as typed, even words the planner reads otherwise', () => {
    expect(editsOf('change the intro paragraph to: A seat at every table')).toEqual([
      { op: 'paragraph', text: 'A seat at every table', about: 'intro' },
    ]);
  });
});

describe('site changes said as wishes, places and questions', () => {
  it('reads the place first, then the line put there', () => {
    expect(editsOf('Below the big heading add a sentence saying Dogs welcome inside')).toEqual([
      { op: 'addParagraph', text: 'Dogs welcome inside', place: 'underHeadline' },
    ]);
  });
  it("names the site, leaving out why ('that's our name')", () => {
    expect(editsOf("our website should be called Fern & Fig Deli, that's the business")).toEqual([
      { op: 'siteName', text: 'Fern & Fig Deli' },
    ]);
  });
  it('reads a wished-for page and what it says', () => {
    expect(editsOf("we'd like a team page saying three bakers and a dog")).toMatchObject([
      { op: 'addPage', name: 'team', paragraphs: ['three bakers and a dog'] },
    ]);
  });
  it('reads a colour asked as a question, without "instead"', () => {
    expect(editsOf('could the background be navy instead')).toEqual([
      { op: 'colour', target: 'background', colour: 'navy' },
    ]);
  });
  it('puts footer words at the bottom, without the words about where', () => {
    expect(
      editsOf('stick Registered charity 1234 in the footer at the bottom of the page'),
    ).toEqual([{ op: 'addParagraph', text: 'Registered charity 1234', place: 'end' }]);
  });
  it('reads a section for the home page and its items', () => {
    expect(editsOf('add a menu section to the homepage: soup £4, toastie £6')).toEqual([
      { op: 'addSection', heading: 'Menu', items: ['soup £4', 'toastie £6'] },
    ]);
  });
});
