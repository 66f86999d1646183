import { rm } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { startAppServer } from '../../scripts/spawn-server.mjs';

test('the connection label reaches Ready, shows Offline when the server stops, and recovers', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const first = await startAppServer({ LOG_LEVEL: 'silent' });
  let second: Awaited<ReturnType<typeof startAppServer>> | undefined;
  try {
    await page.goto(first.url);
    const label = page.getByRole('banner').getByTestId('connection-label');
    await expect(label).toHaveText('Bridge Ready');

    await first.kill();
    await expect(label).toHaveText('Bridge Offline');

    second = await startAppServer(
      { LOG_LEVEL: 'silent' },
      { port: first.port, dataDir: first.dataDir },
    );
    await expect(label).toHaveText('Bridge Ready', { timeout: 20_000 });
  } finally {
    await second?.stop();
    await first.kill().catch(() => undefined);
    await rm(first.dataDir, { recursive: true, force: true });
  }
});
