import { expect, test } from '@playwright/test';

const PAGES = [
  ['/about', 'Why Bridge Studio'],
  ['/contact', 'Contact'],
  ['/privacy', 'Privacy Policy'],
  ['/terms', 'Terms of Service'],
] as const;

for (const [path, title] of PAGES) {
  test(`${path} carries the Independent Project Notice and the third parties`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByTestId('independent-notice')).toContainText(
      'not affiliated with, endorsed by or sponsored by',
    );
    const parties = page.getByTestId('third-parties');
    for (const name of ['Supabase', 'GitHub', 'Netlify', 'PayPal']) {
      await expect(parties.getByRole('link', { name: new RegExp(`^${name}`) })).toHaveAttribute(
        'target',
        '_blank',
      );
    }
    await expect(parties).toContainText('Your no-code builder');
    await page.getByRole('link', { name: 'Back to Home Studio' }).click();
    await expect(page).toHaveURL(/\/$/);
  });
}

test('the legal pages say when they last changed', async ({ page }) => {
  await page.goto('/privacy');
  await expect(page.locator('time')).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}$/);
});

test('Contact shows the enterprise conversation when reached from the top plan', async ({
  page,
}) => {
  await page.goto('/contact');
  await expect(page.getByTestId('enterprise-context')).toHaveCount(0);
  await page.goto('/contact?plan=enterprise');
  await expect(
    page.getByRole('heading', { level: 1, name: "Ecosystem Master: let's talk" }),
  ).toBeVisible();
  await expect(page.getByTestId('enterprise-context')).toContainText('dedicated support');
  await expect(page.getByTestId('enterprise-context').getByRole('listitem')).toHaveCount(5);
});

test('the build guide shows five phases with their service counts, eleven cards and the journey', async ({
  page,
}) => {
  await page.goto('/build-guide');
  const counts = {
    build: '2 services',
    secure: '1 service',
    test: '1 service',
    deploy: '1 service',
    scale: '6 services',
  };
  for (const [phase, text] of Object.entries(counts))
    await expect(page.getByTestId(`phase-count-${phase}`)).toHaveText(text);
  await expect(page.getByTestId('guide-service-card')).toHaveCount(11);
  await expect(
    page.getByRole('region', { name: 'Your journey in four steps' }).getByRole('listitem'),
  ).toHaveCount(4);
  await page.getByRole('link', { name: 'Watch Demo' }).click();
  await expect(page).toHaveURL(/\/demo$/);
  await page.goBack();
  await page.getByRole('link', { name: 'Start Building Now' }).click();
  await expect(page).toHaveURL(/\/welcome$/);
});
