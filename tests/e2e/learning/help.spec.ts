import { expect, test } from '@playwright/test';

test('the Help Center search finds FAQ entries and topics, and Contact Support leads to /contact', async ({
  page,
}) => {
  await page.goto('/help');
  await expect(page.getByRole('heading', { level: 3, name: 'Getting Started' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 3, name: 'Video Tutorials' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 3, name: 'Community Support' })).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Frequently asked questions' }).locator('details'),
  ).toHaveCount(4);

  await page.getByLabel('Search the help center').fill('cost');
  const results = page.getByTestId('help-results');
  await expect(results).toContainText(/\d+ results? for “cost”/);
  await results.getByText('How much does it cost?').click();
  await expect(results).toContainText('Explorer plan');

  await page.getByLabel('Search the help center').fill('invite team');
  await expect(results.getByRole('link', { name: /Invite your team to a project/ })).toBeVisible();

  await page.getByLabel('Search the help center').fill('qwerty');
  await expect(results).toContainText('0 results');
  await results.getByRole('link', { name: /Search the Smart Help Library/ }).click();
  await expect(page).toHaveURL(/\/help-library\?q=qwerty$/);

  await page.goto('/help');
  await page.getByRole('link', { name: 'Contact Support' }).click();
  await expect(page).toHaveURL(/\/contact$/);
});

test('help search finds common forms and other words: "deploying", "publish", "rls", "add a column"', async ({
  page,
}) => {
  await page.goto('/help');
  const helpSearch = page.getByLabel('Search the help center');
  const results = page.getByTestId('help-results');
  await helpSearch.fill('deploying');
  await expect(results.getByRole('link', { name: /Set up your first project/ })).toBeVisible();
  await expect(
    results
      .getByRole('list', { name: 'From the help library' })
      .getByRole('link', { name: /Putting your app online/ }),
  ).toBeVisible();

  await page.goto('/help-library');
  const search = page.getByLabel('Search guides, examples and the glossary');
  const first = page.getByTestId('library-result').first();
  for (const [query, title] of [
    ['publish', 'Putting your app online'],
    ['rls', 'Who can see what'],
    ['row level security', 'Who can see what'],
  ] as const) {
    await search.fill(query);
    await expect(first.getByRole('heading', { level: 3 })).toContainText(title);
  }
  await search.fill('how do i add a column');
  await expect(
    page.getByTestId('library-result').getByRole('heading', { name: /Data modelling/ }),
  ).toBeVisible();
});

test('the help library finds "row" from "rwo" and shows the glossary entry with its score', async ({
  page,
}) => {
  await page.goto('/help-library');
  const search = page.getByLabel('Search guides, examples and the glossary');
  await search.fill('rwo');
  await expect(page).toHaveURL(/\?q=rwo$/);
  const first = page.getByTestId('library-result').first();
  await expect(first).toHaveAttribute('data-type', 'glossary');
  await expect(first.getByRole('heading', { name: 'Row' })).toBeVisible();
  await expect(first).toContainText('One single record in a table');
  await expect(first).toContainText(/Match \d+%/);
  expect(Number(await first.getAttribute('data-score'))).toBeLessThan(0.1);
});

test('prompt cards and suggested questions fill the search; empty clears; no results says so; q is kept', async ({
  page,
}) => {
  await page.goto('/help-library?q=edge%20function');
  const search = page.getByLabel('Search guides, examples and the glossary');
  await expect(search).toHaveValue('edge function');
  await expect(page.getByTestId('library-result').first()).toContainText('Edge Function');

  const results = page.getByTestId('library-results');
  expect(await results.evaluate((el) => el.getBoundingClientRect().height)).toBe(400);

  await expect(
    page.getByRole('region', { name: 'Suggested questions' }).getByRole('button'),
  ).toHaveCount(6);
  await page.getByRole('button', { name: 'What is a table?' }).click();
  await expect(search).toHaveValue('table');
  await expect(page.getByTestId('library-result').first()).toContainText('Table');

  await expect(page.getByTestId('example-prompt')).toHaveCount(6);
  await page.getByTestId('example-prompt').filter({ hasText: 'Store files' }).click();
  await expect(search).toHaveValue('add a private bucket for invoices');
  await expect(page).toHaveURL(/q=add\+a\+private\+bucket\+for\+invoices/);

  await search.fill('');
  await expect(page.getByTestId('library-result')).toHaveCount(0);
  await expect(results).toContainText('Type a question or a word above');
  await expect(page).toHaveURL(/\/help-library$/);

  await search.fill('xylophone quartz');
  await expect(results).toContainText(
    'No results found for “xylophone quartz”; try different keywords.',
  );
  await page.reload();
  await expect(search).toHaveValue('xylophone quartz');
});
