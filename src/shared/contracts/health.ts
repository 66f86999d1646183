import { z } from 'zod';

export const healthResponse = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['ok', 'error']),
  version: z.string(),
});
export type HealthResponse = z.infer<typeof healthResponse>;
