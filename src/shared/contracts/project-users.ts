import { z } from 'zod';
import { projectParams } from './projects';
import { pageQuery } from './table-data';

/** `GET /api/projects/:id/auth/users`: the project's own end users, newest first. */
export const projectUsersQuery = pageQuery;
export type ProjectUsersQuery = z.infer<typeof projectUsersQuery>;

export const projectEndUser = z.object({
  id: z.string(),
  email: z.string().nullable(),
  createdAt: z.string().nullable(),
  lastSignInAt: z.string().nullable(),
});
export type ProjectEndUser = z.infer<typeof projectEndUser>;

export const projectUsersResponse = z.object({
  users: z.array(projectEndUser),
  total: z.number().int().nonnegative(),
});
export type ProjectUsersResponse = z.infer<typeof projectUsersResponse>;

export const projectUserParams = projectParams.extend({
  userId: z.string().uuid('That is not a user id.'),
});
