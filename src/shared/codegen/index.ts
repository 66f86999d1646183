import type { CodeKind } from '../contracts/codegen';
import { calculationFunction } from './calculation';
import { cardComponent } from './card';
import { parseFieldList, type Field } from './fields';
import { formComponent } from './form';
import { listComponent } from './list';
import { pascalCase, plural, singular, words } from './names';

export interface CodeResult {
  ok: true;
  kind: CodeKind;
  language: 'tsx' | 'typescript';
  name: string;
  code: string;
  summary: string;
}

export interface CodeRefusal {
  ok: false;
  /** What went wrong and example wordings that work, in plain words. */
  message: string;
}

export const EXAMPLE_CODE_PROMPTS = [
  'a contact form with name, email and message',
  'a list of products with name, price and photo',
  'a profile card with name, job title, email and avatar',
  'a function that calculates the total price of a cart where each item has a price and a quantity',
] as const;

const TRY = `Try something like "${EXAMPLE_CODE_PROMPTS[0]}", "${EXAMPLE_CODE_PROMPTS[1]}" or "a function that converts Celsius to Fahrenheit".`;

type ComponentKind = Exclude<CodeKind, 'function'>;

/** Where each kind is named in a prompt; the earliest mention decides. */
const KIND_WORDS: [CodeKind, RegExp][] = [
  [
    'function',
    /\b(function|calculate[sd]?|calculates|calculation|calculator|compute[sd]?|works? out|convert(s|er)?|formula)\b/,
  ],
  [
    'form',
    /\b(form|sign[- ]?up|register|registration|log[- ]?in|sign[- ]?in|survey|questionnaire)\b/,
  ],
  ['list', /\b(list|table|feed|directory|gallery|catalog(ue)?|grid)\b/],
  ['card', /\b(card|tile|profile|badge)\b/],
];

/** Adjectives that describe the look, not what the component is about. */
const STYLE_WORDS = new Set([
  'a',
  'an',
  'the',
  'simple',
  'small',
  'basic',
  'nice',
  'new',
  'react',
  'reusable',
  'little',
  'responsive',
  'modern',
  'beautiful',
  'clean',
  'styled',
  'short',
  'long',
  'big',
  'me',
  'i',
  'need',
  'want',
  'make',
  'build',
  'create',
  'generate',
  'write',
  'component',
  'please',
  'give',
]);

/** Sensible fields when the prompt names none ("a login form"). */
const DEFAULT_FIELDS: [RegExp, string][] = [
  [/contact|enquiry|inquiry|support/, 'name, email and message'],
  [/sign ?up|signup|register|registration|join/, 'name, email and password'],
  [/log ?in|login|sign ?in|signin/, 'email and password'],
  [/feedback|review/, 'name, rating and comments'],
  [/newsletter|subscribe/, 'email'],
  [/task|todo/, 'title, due date and done'],
  [/product|item|shop|store/, 'name, price and image'],
  [/user|profile|member|team|person|people|contact/, 'name, email and avatar'],
  [/post|blog|article|story|news/, 'title, summary and published at'],
  [/event|meetup/, 'name, date and location'],
  [/booking|reservation|appointment/, 'name, email, date and guests'],
];

function detectKind(text: string): CodeKind | null {
  let best: CodeKind | null = null;
  let at = Infinity;
  for (const [kind, pattern] of KIND_WORDS) {
    const match = pattern.exec(text);
    if (match && match.index < at) {
      best = kind;
      at = match.index;
    }
  }
  return best;
}

/** What the component is about: "contact" in "a contact form", "product" in "a list of products". */
function subjectOf(text: string, kind: ComponentKind): string[] {
  // "a profile card" is a card about a profile: the noun "card" anchors the subject when present.
  const pattern =
    kind === 'card' && /\b(card|tile)\b/.test(text)
      ? /\b(card|tile)\b/
      : KIND_WORDS.find(([k]) => k === kind)![1];
  const match = pattern.exec(text)!;
  const keyword = match[0];
  // The keyword itself can be the subject: "a signup form" is about signing up.
  const before = words(text.slice(0, match.index)).filter((w) => !STYLE_WORDS.has(w));
  const lead = before.slice(-2);
  if (kind === 'form' && keyword !== 'form') return words(keyword);
  if (lead.length > 0) return lead.map(singular);
  const after = /^\s*(?:of|for|showing)\s+(?:a|an|the|my|our|all)?\s*([a-z]+)/.exec(
    text.slice(match.index + keyword.length),
  );
  if (after) return [singular(after[1]!)];
  return [];
}

/** The field list: after "with", "that has", "showing" and the like, up to where the sentence moves on. */
function fieldsOf(text: string): Field[] {
  const clause =
    /\b(?:with|that has|that have|having|containing|including|showing|that shows|fields?)\b:?\s+(.+)$/.exec(
      text,
    );
  if (!clause) return [];
  const list =
    clause[1]!.split(
      /[.;!?]|\b(?:that says|which|so that|so|when|then|after|before|once|in order|with)\b/,
    )[0] ?? '';
  return parseFieldList(list);
}

function defaultFields(subject: readonly string[], text: string): Field[] {
  const about = `${subject.join(' ')} ${text}`;
  const found = DEFAULT_FIELDS.find(([pattern]) => pattern.test(about));
  return found ? parseFieldList(found[1]) : [];
}

function component(text: string, kind: ComponentKind): CodeResult | CodeRefusal {
  const subject = subjectOf(text, kind);
  let fields = fieldsOf(text);
  if (fields.length === 0) fields = defaultFields(subject, text);
  if (fields.length === 0) {
    return {
      ok: false,
      message: `Say which fields it should have, for example "a ${kind} with name, email and phone". ${TRY}`,
    };
  }
  const about = subject.length > 0 ? subject : [kind === 'form' ? 'details' : 'item'];
  const subjectName = pascalCase(about.flatMap(words));
  const names = fields.map((f) => f.label.toLowerCase());
  const listed =
    names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}` : names[0];

  if (kind === 'form') {
    const name = `${subjectName}Form`;
    return {
      ok: true,
      kind,
      language: 'tsx',
      name,
      code: formComponent(name, about, fields),
      summary: `A React form component, ${name}, with ${listed}, that hands the typed values to your save function and says thank you.`,
    };
  }
  if (kind === 'list') {
    const name = `${subjectName}List`;
    const pluralLabel = plural(about.join(' '));
    return {
      ok: true,
      kind,
      language: 'tsx',
      name,
      code: listComponent(
        { name, itemType: subjectName, pluralLabel, search: /\b(search|filter|find)\b/.test(text) },
        fields,
      ),
      summary: `A React list component, ${name}, that shows the ${listed} of each ${about.join(' ')}.`,
    };
  }
  const name = `${subjectName}Card`;
  return {
    ok: true,
    kind,
    language: 'tsx',
    name,
    code: cardComponent(name, `${name}Props`, fields),
    summary: `A React card component, ${name}, that shows ${listed}.`,
  };
}

/**
 * Turns a plain-English description into real code, with no model and no network: a React
 * component for a described form, list or card with the named fields, or a TypeScript function
 * for a described calculation. The same prompt always gives the same code.
 */
export function generateCode(prompt: string): CodeResult | CodeRefusal {
  const text = prompt
    .toLowerCase()
    .replace(/e-mail/g, 'email')
    .replace(/[“”"']/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  if (!text) return { ok: false, message: `Describe the code you want. ${TRY}` };
  const kind = detectKind(text);
  if (kind === 'function') {
    const result = calculationFunction(text);
    if (result) return { ok: true, kind, language: 'typescript', ...result };
    return {
      ok: false,
      message:
        'We could not tell which calculation you mean. Name the inputs and how they combine, for example "a function that calculates profit as revenue minus costs", "a function that works out the average rating from a list of reviews" or "a function that adds 8% tax to an amount".',
    };
  }
  if (kind) return component(text, kind);
  return {
    ok: false,
    message: `We can write a form, a list, a card or a calculation. Say which one you need. ${TRY}`,
  };
}
