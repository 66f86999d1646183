import { expect, test, type Page } from '@playwright/test';
import { signUp } from '../support/accounts';
import { holdClock } from '../support/clock';

const position = (page: Page) => page.getByTestId('demo-position');
const control = (page: Page) => page.getByTestId('demo-control');

async function startFromWelcome(page: Page) {
  await page.goto('/welcome');
  await page
    .getByTestId('onboarding-step-demo')
    .getByRole('button', { name: 'Start Demo' })
    .click();
}

test('the guided demo plays through its four channels on autopilot and ends', async ({ page }) => {
  await signUp(page);
  await page.clock.install();
  await startFromWelcome(page);

  await expect(page).toHaveURL(/\/$/);
  await holdClock(page);
  await expect(position(page)).toHaveText('Step 1 of 4');
  // Real time ran between the home page loading and the hold: pausing and playing again restarts
  // step 1's timer from the held clock, so each runFor below lands where it says.
  await control(page).getByRole('button', { name: 'Pause autopilot' }).click();
  await control(page).getByRole('button', { name: 'Play autopilot' }).click();
  await expect(page.getByTestId('demo-channel')).toHaveText('CH 1');
  await expect(page.getByTestId('demo-title')).toHaveText('Home Studio');
  await expect(control(page).getByRole('button', { name: 'Previous' })).toBeDisabled();

  await page.clock.runFor(5_000);
  await expect(page).toHaveURL(/\/agent$/);
  await expect(position(page)).toHaveText('Step 2 of 4');
  await expect(page.getByTestId('demo-channel')).toHaveText('CH 2');

  // Step 2 lasts 6 s: still on at 5 s.
  await page.clock.runFor(5_000);
  await expect(page).toHaveURL(/\/agent$/);
  await expect(position(page)).toHaveText('Step 2 of 4');
  await page.clock.runFor(1_000);
  await expect(page).toHaveURL(/\/overview$/);
  await expect(position(page)).toHaveText('Step 3 of 4');

  await page.clock.runFor(5_000);
  await expect(page).toHaveURL(/\/settings$/);
  await expect(position(page)).toHaveText('Step 4 of 4');
  await expect(control(page).getByRole('button', { name: 'Next' })).toBeDisabled();

  await page.clock.runFor(5_000);
  await expect(page.getByTestId('demo-overlay')).toHaveCount(0);
});

test('Stop ends the demo; Pause holds a step; a demo route visited by hand becomes the step', async ({
  page,
}) => {
  await signUp(page);
  await page.clock.install();
  await startFromWelcome(page);
  await expect(position(page)).toHaveText('Step 1 of 4');

  await control(page).getByRole('button', { name: 'Pause autopilot' }).click();
  await page.clock.runFor(30_000);
  await expect(position(page)).toHaveText('Step 1 of 4');

  await control(page).getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\/agent$/);
  await control(page).getByRole('button', { name: 'Previous' }).click();
  await expect(page).toHaveURL(/\/$/);

  // Opening a demo route by hand moves the demo to its step.
  await page.evaluate(() => {
    window.history.pushState(null, '', '/overview');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(position(page)).toHaveText('Step 3 of 4');

  await control(page).getByRole('button', { name: 'Stop' }).click();
  await expect(page.getByTestId('demo-overlay')).toHaveCount(0);
  await page.clock.runFor(30_000);
  await expect(page).toHaveURL(/\/overview$/);
});

test('the demo is driven by keyboard and announced to screen readers', async ({ page }) => {
  await signUp(page);
  await page.clock.install();
  await startFromWelcome(page);
  await control(page).getByRole('button', { name: 'Pause autopilot' }).focus();
  await page.keyboard.press('Enter');
  await expect(control(page).getByRole('button', { name: 'Play autopilot' })).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(position(page)).toHaveText('Step 2 of 4');
  await expect(
    page.locator('[aria-live="polite"]').filter({ hasText: 'Guided demo' }),
  ).toContainText('Guided demo, Step 2 of 4: AI Agent, CH 2.');
  await page.keyboard.press('ArrowLeft');
  await expect(position(page)).toHaveText('Step 1 of 4');
  await page.getByRole('button', { name: 'Go to step 4: Control Panel' }).click();
  await expect(page).toHaveURL(/\/settings$/);
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('demo-overlay')).toHaveCount(1);
  await control(page).getByRole('button', { name: 'Stop' }).focus();
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('demo-overlay')).toHaveCount(0);
});

test('a reload of the home page during the demo keeps the demo going', async ({ page }) => {
  await signUp(page);
  await startFromWelcome(page);
  await expect(position(page)).toHaveText('Step 1 of 4');
  await control(page).getByRole('button', { name: 'Pause autopilot' }).click();
  await page.reload();
  await expect(position(page)).toHaveText('Step 1 of 4');
  await expect(control(page).getByRole('button', { name: 'Play autopilot' })).toBeVisible();
});
