import { z } from 'zod';

const field = (label: string, max = 100) =>
  z.string().trim().max(max, `${label} is too long.`).nullable().optional();

/** Free profile fields; any omitted field is left as it is. */
export const updateProfileBody = z
  .object({
    firstName: field('First name'),
    lastName: field('Last name'),
    company: field('Company', 200),
    bio: field('About you', 1000),
  })
  .strict();
export type UpdateProfileBody = z.infer<typeof updateProfileBody>;

export const profile = z.object({
  id: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  company: z.string().nullable(),
  bio: z.string().nullable(),
  updatedAt: z.string(),
});
export type Profile = z.infer<typeof profile>;

export const profileResponse = z.object({ profile });
