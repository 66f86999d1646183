import type { User } from '@shared/contracts/auth';
import type { ProjectUsersQuery, ProjectUsersResponse } from '@shared/contracts/project-users';
import { notFound, RateLimitedError } from '../../lib/errors';
import type { ProjectAuthService } from '../../services/project-auth';
import { GoTrueError } from '../../services/project-auth/errors';
import { siteOrigin, type SitesAddress } from '../../services/hosting/site-urls';
import type { ProjectService } from '../projects/service';

interface UserRow {
  id: string;
  email: string | null;
  created_at: Date | string | null;
  last_sign_in_at: Date | string | null;
}

const iso = (value: Date | string | null) =>
  value === null ? null : new Date(value).toISOString();

/** The project's own end users (its `auth.users`), for the studio's Authentication view. */
export function createProjectUsersService(deps: {
  projects: Pick<ProjectService, 'access'>;
  /** Opens the project's database with its auth schema brought up to date (last_sign_in_at). */
  auth: Pick<ProjectAuthService, 'database' | 'recovery'>;
  /** Where sites live: the recovery e-mail's link is on the project's own origin. */
  sites: SitesAddress;
}) {
  return {
    /** Any member may read the list, newest first. */
    async list(
      user: User,
      projectId: string,
      page: ProjectUsersQuery,
    ): Promise<ProjectUsersResponse> {
      const { project } = await deps.projects.access(user, projectId, 'read');
      const db = await deps.auth.database(project.id);
      const [users, count] = await db.runInTransaction(
        [
          {
            sql: `select id::text, email::text, created_at, last_sign_in_at from auth.users
                  order by created_at desc nulls last, id limit $1 offset $2`,
            params: [page.limit, page.offset],
          },
          { sql: 'select count(*)::float8 as total from auth.users' },
        ],
        { finish: 'rollback' },
      );
      return {
        users: ((users?.rows ?? []) as unknown as UserRow[]).map((row) => ({
          id: row.id,
          email: row.email,
          createdAt: iso(row.created_at),
          lastSignInAt: iso(row.last_sign_in_at),
        })),
        total: Number(count?.rows[0]?.total ?? 0),
      };
    },

    /** Owners and admins remove an end user with their sessions, refresh tokens and identities, as GoTrue's admin delete does. */
    async remove(user: User, projectId: string, userId: string): Promise<void> {
      const { project } = await deps.projects.access(user, projectId, 'manageSettings');
      const db = await deps.auth.database(project.id);
      const results = await db.runInTransaction([
        { sql: 'delete from auth.refresh_tokens where user_id = $1', params: [userId] },
        { sql: 'delete from auth.sessions where user_id = $1::uuid', params: [userId] },
        { sql: 'delete from auth.identities where user_id = $1::uuid', params: [userId] },
        { sql: 'delete from auth.users where id = $1::uuid', params: [userId] },
      ]);
      if (!results[3]?.rowCount) throw notFound('This project has no user with that id.');
    },

    /** Owners and admins send an end user GoTrue's password recovery e-mail, as the dashboard's "Send password recovery" does. */
    async sendPasswordReset(user: User, projectId: string, userId: string): Promise<void> {
      const { project } = await deps.projects.access(user, projectId, 'manageSettings');
      const origin = siteOrigin(deps.sites, project.slug);
      let sent: boolean;
      try {
        sent = await deps.auth.recovery.requestFor(
          { projectId: project.id, origin, ip: 'studio' },
          userId,
        );
      } catch (error) {
        if (error instanceof GoTrueError && error.status === 429) {
          const wait = /after (\d+) seconds/.exec(error.message)?.[1];
          throw new RateLimitedError(error.message, wait ? Number(wait) : 3600);
        }
        throw error;
      }
      if (!sent) throw notFound('This project has no user with that id.');
    },
  };
}
export type ProjectUsersService = ReturnType<typeof createProjectUsersService>;
