import { expect, test, type Locator } from '@playwright/test';
import { projectClient } from '../../support/project-client';
import { runInstruction } from '../support/plans';
import { askAgent, signUpWithProject } from './studio-helpers';

/** The cells of one audience's row in a plan card's access table: Read, Add, Change, Delete. */
const cells = (card: Locator, table: string, who: string) =>
  card
    .getByRole('table', { name: `Who can use ${table} after this runs` })
    .getByRole('row', { name: new RegExp(`^${who}`) })
    .getByRole('cell');

test('a plan card shows who can use the table; "only signed-in users can see products" leaves visitors nothing through supabase-js', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signUpWithProject(page, '/agent', 'Corner Shop');
  const projectId = await page.getByRole('combobox', { name: 'Project', exact: true }).inputValue();
  await runInstruction(page, projectId, 'create a products table with a name and a price');
  await runInstruction(page, projectId, 'add 2 products: Lamp, Rug');
  const api = (await (await page.request.get(`/api/projects/${projectId}/api`)).json()) as {
    url: string;
    anonKey: string;
  };
  const visitor = projectClient(api.url, api.anonKey);

  const open = await askAgent(page, 'anyone can read products');
  await expect(cells(open, 'products', 'Not signed in')).toHaveText(['Yes', 'No', 'No', 'No']);
  await expect(open).toContainText('read every row of products');
  await open.getByRole('button', { name: 'Execute' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Yes, run it' }).click();
  await expect(open).toContainText('Done: this change has run.', { timeout: 30_000 });
  expect((await visitor.from('products').select('name')).data).toHaveLength(2);

  const closed = await askAgent(page, 'only signed-in users can see products');
  await expect(cells(closed, 'products', 'Not signed in')).toHaveText(['No', 'No', 'No', 'No']);
  await expect(cells(closed, 'products', 'Signed in').first()).toHaveText('Yes');
  // It removes the public rule, so it asks first.
  await closed.getByRole('button', { name: 'Execute' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Yes, run it' }).click();
  await expect(closed).toContainText('Done: this change has run.', { timeout: 30_000 });

  const after = await visitor.from('products').select('name');
  expect(after.error).toBeNull();
  expect(after.data).toEqual([]);
});
