import { expect, type APIResponse, type Page } from '@playwright/test';

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
  await runPlanned(page, projectId, planned, options.confirm ?? false);
}

/** Adds one row through the table's row changes and runs the plan, as the data page does. */
export async function insertRow(
  page: Page,
  projectId: string,
  table: string,
  values: Record<string, unknown>,
) {
  const planned = await page.request.post(
    `/api/projects/${projectId}/database/tables/${table}/row-changes`,
    { data: { insert: { values } }, headers: api },
  );
  await runPlanned(page, projectId, planned, true);
}

async function runPlanned(
  page: Page,
  projectId: string,
  planned: APIResponse,
  confirm: boolean,
): Promise<void> {
  expect(planned.status()).toBe(201);
  const { plan } = (await planned.json()) as { plan: { id: string } };
  const ran = await page.request.post(`/api/projects/${projectId}/operations/${plan.id}/execute`, {
    data: confirm ? { confirm: true } : {},
    headers: api,
  });
  expect((await ran.json()).ok).toBe(true);
}
