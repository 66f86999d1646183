import { describe, expect, it } from 'vitest';
import { planInstruction } from '.';
import { contextAfter, planOk } from '../../../tests/planner/helpers';
import { fixNearMisses } from './near-misses';
import { normalizeInstruction } from './text';

const kitchen = () =>
  contextAfter('create a recipes table with title, servings and vegan (checkbox)');

describe('slips of the keyboard are read as the word meant', () => {
  it.each([
    ['add a column for the ingerdients', 'add a column for the ingredients'],
    ['servings shuold be positive', 'servings should be positive'],
    ['make servings mandatroy', 'make servings mandatory'],
    ['(reuqired)', '(required)'],
    ['Diasble the sign-ups', 'Disable the sign-ups'],
  ])('%s', (typed, meant) => {
    expect(fixNearMisses(typed, kitchen())).toBe(meant);
  });

  it('corrects a slip in a project name, and leaves names, quotes and unknown words alone', () => {
    expect(fixNearMisses('rename sevrings to portions', kitchen())).toBe(
      'rename servings to portions',
    );
    expect(fixNearMisses("add a recipe called 'Bolognaise'", kitchen())).toContain('Bolognaise');
    expect(fixNearMisses('add a webhooks table', kitchen())).toBe('add a webhooks table');
    // A capital mid-sentence may start a name: only the planner's own words correct it.
    expect(fixNearMisses('recipes by Mirnada', kitchen())).toBe('recipes by Mirnada');
  });

  it('plans a slip the same as the word', () => {
    const context = kitchen();
    const typed = planOk('add a descriptoin column to recipes', context);
    const plain = planOk('add a description column to recipes', context);
    expect(typed.steps).toEqual(plain.steps);
  });
});

describe('orders and shapes English allows', () => {
  it.each([
    ['merge the branch hotfix-12 into main', 'merge the hotfix-12 branch into main'],
    ['keep invoices in a paperwork bucket', 'keep invoices in a bucket called paperwork'],
    ['Last month, how many recipes were added?', 'how many recipes were added Last month?'],
    ['which recipes dont have a title', "which recipes don't have a title"],
  ])('%s', (typed, read) => {
    expect(normalizeInstruction(typed)).toBe(read);
  });

  it('keeps "in a private bucket called …" and "the branch called …" as they are', () => {
    expect(normalizeInstruction('put scans in a private bucket called scans')).toBe(
      'put scans in a private bucket called scans',
    );
    expect(normalizeInstruction('create the branch called spring')).toBe(
      'create the branch called spring',
    );
  });

  it('reads one shouted sentence among calm ones, keeping quoted values and lower-case values', () => {
    expect(normalizeInstruction("Hello. ADD A RECIPE CALLED 'PAD THAI'")).toBe(
      "Hello. add a recipe called 'PAD THAI'",
    );
    expect(normalizeInstruction('SET THE LIMIT ON SERVINGS TO false')).toBe(
      'set the limit on servings to false',
    );
  });

  it('files a plan by what is asked, not by the sentence about the business before it', () => {
    const context = kitchen();
    const bare = planOk('servings must be at least 1', context);
    const told = planOk('I cook for a supper club. servings must be at least 1', context);
    expect(told.type).toBe(bare.type);
    expect(told.steps).toEqual(bare.steps);
  });

  it('ends a list of columns at a new request ("… and disable sign ups")', () => {
    const result = planInstruction('make a guests table with name and disable sign ups', {
      context: kitchen(),
    });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.notUnderstood.understood).toContain('turn off sign-ups');
  });

  it('drops thanks said on their own or twice', () => {
    const context = kitchen();
    const bare = planOk('add a cuisine column to recipes', context);
    for (const polite of [
      'add a cuisine column to recipes. thx',
      'add a cuisine column to recipes please please',
      'add a cuisine column to recipes. Thanks in advance.',
    ])
      expect(planOk(polite, context).steps).toEqual(bare.steps);
  });
});
