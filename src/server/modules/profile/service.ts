import type { Profile, UpdateProfileBody } from '@shared/contracts/profile';
import { notFound } from '../../lib/errors';
import type { createProfileRepository } from './repository';

type Row = NonNullable<Awaited<ReturnType<ReturnType<typeof createProfileRepository>['find']>>>;

const toProfile = (row: Row): Profile => ({
  id: row.id,
  firstName: row.firstName,
  lastName: row.lastName,
  company: row.company,
  bio: row.bio,
  updatedAt: row.updatedAt.toISOString(),
});

export function createProfileService(
  repo: ReturnType<typeof createProfileRepository>,
  now = () => new Date(),
) {
  return {
    async get(userId: string) {
      const row = await repo.find(userId);
      if (!row) throw notFound('No profile was found for this account.');
      return toProfile(row);
    },
    async update(userId: string, body: UpdateProfileBody) {
      const fields = Object.fromEntries(Object.entries(body).filter(([, v]) => v !== undefined));
      return toProfile(await repo.upsert(userId, fields, now()));
    },
  };
}

export type ProfileService = ReturnType<typeof createProfileService>;
