import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { signUp, uniqueEmail } from '../support/accounts';
import { latestMailTo } from '../support/outbox';
import { subscribeToBridgeBuilder } from '../support/paypal';

test('an owner invites by e-mail, the invitee accepts as viewer and cannot run changes', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await signUp(page);
  await subscribeToBridgeBuilder(page);
  const created = await page.request.post('/api/projects', {
    data: { name: 'Team Shop' },
    headers: { 'x-bridge-client': 'e2e' },
  });
  expect(created.status()).toBe(201);
  const projectId = (await created.json()).project.id as string;
  const planned = await page.request.post(`/api/projects/${projectId}/plans`, {
    data: { instruction: 'create a table called notes with a body' },
    headers: { 'x-bridge-client': 'e2e' },
  });
  const opId = (await planned.json()).plan.id as string;

  await page.goto('/advanced?tab=team');
  await expect(page.getByTestId('team-member')).toHaveCount(1);
  const send = page.getByRole('button', { name: 'Send Invitation' });
  await expect(send).toBeDisabled();
  const guestEmail = uniqueEmail('teammate');
  await page.getByLabel('E-mail address').fill(guestEmail);
  await page.getByLabel('Role', { exact: true }).selectOption('viewer');
  await send.click();
  await expect(page.getByText('Invitation Sent')).toBeVisible();
  await expect(page.getByTestId('pending-invitation')).toContainText(guestEmail);

  await expect
    .poll(() => latestMailTo(guestEmail)?.text ?? '')
    .toContain('/advanced?tab=team&invite=');
  const link = /http\S+invite=\S+/.exec(latestMailTo(guestEmail)!.text)![0];

  const other = await browser.newContext();
  const guest = await other.newPage();
  await signUp(guest, guestEmail);
  await guest.goto(new URL(link).pathname + new URL(link).search);
  await expect(guest.getByTestId('invitation-banner')).toContainText('Team Shop');
  await guest.getByRole('button', { name: 'Accept Invitation' }).click();
  await expect(guest.getByText('Invitation accepted')).toBeVisible();
  await expect(guest.getByTestId('my-role')).toContainText('viewer');
  await expect(guest.getByTestId('my-role')).toContainText('cannot plan or run changes');
  await expect(guest.getByTestId('team-member')).toHaveCount(2);
  await expect(guest.getByTestId('activity-item').first()).toContainText(
    'joined the project as viewer',
  );
  await expect(guest.getByRole('button', { name: 'Send Invitation' })).toHaveCount(0);

  const run = await guest.evaluate(
    (url) =>
      fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{}',
      }).then(async (r) => ({ status: r.status, body: await r.json() })),
    `/api/projects/${projectId}/operations/${opId}/execute`,
  );
  expect(run.status).toBe(403);
  expect(run.body.error.message).toContain('viewer');

  // The owner sees the new member and can raise the role.
  await page.reload();
  await expect(page.getByTestId('team-member')).toHaveCount(2);
  await page.getByLabel(/^Role of /).selectOption('editor');
  await expect(page.getByText('Role changed')).toBeVisible();
  await guest.reload();
  await expect(guest.getByTestId('my-role')).toContainText('editor');
  await other.close();
});

test('a signed-in user asks to join through the share link and the owner lets them in', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  await signUp(page);
  await subscribeToBridgeBuilder(page);
  const created = await page.request.post('/api/projects', {
    data: { name: 'Shared Shop' },
    headers: { 'x-bridge-client': 'e2e' },
  });
  expect(created.status()).toBe(201);
  await page.goto('/advanced?tab=team');
  const link = await page.getByLabel('Share link').inputValue();

  const other = await browser.newContext();
  const asker = await other.newPage();
  await signUp(asker, uniqueEmail('asker'));
  await asker.goto(new URL(link).pathname + new URL(link).search);
  await asker.getByRole('button', { name: 'Request Access' }).click();
  await expect(asker.getByText('Request sent')).toBeVisible();

  await page.reload();
  await expect(page.getByTestId('access-request')).toHaveCount(1);
  // The full team view of a Pro owner (invitations, share link, requests) is axe-clean too.
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(
    violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id),
  ).toEqual([]);
  await page.getByLabel(/^Role for /).selectOption('editor');
  await page.getByRole('button', { name: /^Approve / }).click();
  await expect(page.getByText('Request approved')).toBeVisible();
  await expect(page.getByTestId('team-member')).toHaveCount(2);

  await asker.goto('/advanced?tab=team');
  await expect(asker.getByTestId('my-role')).toContainText('editor');
  await other.close();
});
