import { expect, type Page } from '@playwright/test';
import { insertRow, runInstruction } from '../support/plans';
import { askAgent, signUpWithProject } from '../studio/studio-helpers';

/** A word with no place to break it, as a pasted link or token would be. */
export const LONG_WORD = 'Supercalifragilisticexpialidocious'.repeat(5);

const COLUMNS = [
  'alpha',
  'bravo',
  'charlie',
  'delta',
  'echo',
  'foxtrot',
  'golf',
  'hotel',
  'india',
  'juliet',
  'kilo',
  'lima',
  'mike',
  'november',
  'oscar',
  'papa',
  'quebec',
  'romeo',
  'sierra',
  'tango',
];

/** Asks something the studio answers in words (a 422 or a question back), not with a plan card. */
async function say(page: Page, text: string, replyHas: string) {
  const input = page.getByLabel('Your instruction');
  await input.fill(text);
  await input.press('Enter');
  await expect(page.getByTestId('chat-message-ai').filter({ hasText: replyHas })).toBeVisible({
    timeout: 30_000,
  });
}

/**
 * A new founder whose chat holds every kind of wide reply: long unbroken words, rows of choice and
 * suggestion buttons, a one-line SQL listing longer than any screen and a 22-column answer.
 */
export async function signUpWithWideReplies(page: Page) {
  await signUpWithProject(page);
  const projectId = await page.getByRole('combobox', { name: 'Project', exact: true }).inputValue();
  await runInstruction(page, projectId, `create a table called wide with ${COLUMNS.join(', ')}`);
  const values = Object.fromEntries(COLUMNS.map((name) => [name, `${name} ${LONG_WORD}`]));
  await insertRow(page, projectId, 'wide', values);

  // Three choices whose labels are whole sentences, and the long word quoted back.
  await say(page, `frobnicate the ${LONG_WORD}`, LONG_WORD);
  // Suggestions beside an answer that quotes the long word.
  await say(page, `delete wide where alpha is ${LONG_WORD}`, 'nothing to change');
  await say(page, 'create a table', 'What should the new table keep?');
  // One SQL line of about 150 characters, answered with a row per column.
  const columns = await askAgent(page, 'what columns does wide have?');
  await expect(columns.getByRole('cell', { name: 'alpha', exact: true })).toBeVisible({
    timeout: 30_000,
  });
  const everything = await askAgent(page, 'show me all wide');
  await expect(everything.getByRole('columnheader', { name: 'tango' })).toBeVisible({
    timeout: 30_000,
  });
}
