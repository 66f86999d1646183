import { expect, type Page } from '@playwright/test';

const api = { 'x-bridge-client': 'e2e' };

/** Plans an instruction and runs the plan through the API, as another tab or teammate would. */
export async function runInstruction(
  page: Page,
  projectId: string,
  instruction: string,
  options: { service?: 'backend' | 'git' | 'hosting'; confirm?: boolean } = {},
) {
  const planned = await page.request.post(`/api/projects/${projectId}/plans`, {
    data: { instruction, ...(options.service ? { service: options.service } : {}) },
    headers: api,
  });
  expect(planned.status()).toBe(201);
  const { plan } = (await planned.json()) as { plan: { id: string } };
  const ran = await page.request.post(`/api/projects/${projectId}/operations/${plan.id}/execute`, {
    data: options.confirm ? { confirm: true } : {},
    headers: api,
  });
  expect((await ran.json()).ok).toBe(true);
}
