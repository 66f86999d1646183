import { z } from 'zod';
import { plan } from './plan';
import { projectParams } from './projects';

export const OPERATION_STATUSES = ['planned', 'running', 'succeeded', 'failed', 'undone'] as const;

/** A stored plan with what became of it. */
export const operation = plan.extend({
  status: z.enum(OPERATION_STATUSES),
  createdAt: z.string(),
  createdBy: z.string().nullable(),
  executedBy: z.string().nullable(),
  durationMs: z.number().nullable(),
  undoneAt: z.string().nullable(),
});
export type Operation = z.infer<typeof operation>;

export const planResponse = z.object({ plan: operation });
export const operationListResponse = z.object({ operations: z.array(operation) });
export const operationParams = projectParams.extend({
  opId: z.string().uuid('That is not an operation id.'),
});
export const executeBody = z.object({ confirm: z.literal(true).optional() }).default({});
export const executeResponse = z.object({ ok: z.boolean(), operation, result: z.unknown() });
export const undoResponse = z.object({ ok: z.boolean(), operation });
export const operationListQuery = z.object({
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
