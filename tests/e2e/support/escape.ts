import { expect, type Page } from '@playwright/test';

/**
 * Presses Escape once the open Radix dialog or menu holds the focus: Radix moves the focus and
 * starts listening in effects, which can run after the layer is painted.
 */
export async function pressEscapeIn(page: Page, role: 'dialog' | 'menu'): Promise<void> {
  await expect(page.locator(`[role="${role}"]:focus-within`)).toHaveCount(1);
  await page.keyboard.press('Escape');
}
