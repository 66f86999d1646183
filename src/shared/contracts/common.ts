import { z } from 'zod';

/** Every error the API returns has this shape, so the client reads every failure the same way. */
export const errorBody = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    details: z.record(z.string(), z.unknown()).optional(),
  }),
});
export type ErrorBody = z.infer<typeof errorBody>;

/** Timestamps travel as ISO strings. */
export const isoDate = z.string();
