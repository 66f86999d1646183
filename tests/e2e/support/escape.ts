import { expect, type Page } from '@playwright/test';

/**
 * Presses Escape once the open Radix dialog or menu holds the focus: Preact runs effects a frame
 * after paint, so the layer can show before it listens for the key.
 */
export async function pressEscapeIn(page: Page, role: 'dialog' | 'menu'): Promise<void> {
  await expect(page.locator(`[role="${role}"]:focus-within`)).toHaveCount(1);
  await page.keyboard.press('Escape');
}
