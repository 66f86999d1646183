import type { User } from '@shared/contracts/auth';
import type { ProjectService } from '../projects/service';
import type { ProjectWorkspace } from '../projects/workspace';

/** Read-only views of a project's database, repository and site; any member may read them. */
export function createProjectStateService(deps: {
  projects: ProjectService;
  workspace: ProjectWorkspace;
}) {
  const { projects, workspace } = deps;
  const readable = async (user: User, projectId: string) =>
    (await projects.access(user, projectId, 'read')).project;

  return {
    async schema(user: User, projectId: string) {
      const database = await workspace.database(await readable(user, projectId));
      return database.introspect();
    },

    async databaseUsage(user: User, projectId: string) {
      const database = await workspace.database(await readable(user, projectId));
      const [usage, users] = await Promise.all([
        database.usage(),
        database.query<{ total: number; last_week: number }>(
          "select count(*)::int as total, count(*) filter (where created_at > now() - interval '7 days')::int as last_week from auth.users",
        ),
      ]);
      const row = users.rows[0];
      return { ...usage, users: { total: row?.total ?? 0, lastWeek: row?.last_week ?? 0 } };
    },

    async branches(user: User, projectId: string) {
      return workspace.git(await readable(user, projectId)).listBranches();
    },

    async log(user: User, projectId: string, branch: string, limit: number) {
      const { commits } = await workspace.git(await readable(user, projectId)).log(branch, limit);
      return {
        commits: commits.map(({ sha, message, author, date }) => ({ sha, message, author, date })),
      };
    },

    async zip(user: User, projectId: string, branch: string) {
      const project = await readable(user, projectId);
      return workspace.git(project).zip(branch, `${project.slug}-${branch}`);
    },

    async deploys(user: User, projectId: string) {
      const deploys = await workspace.host.listDeploys((await readable(user, projectId)).id);
      return { deploys: [...deploys].sort((a, b) => b.createdAt.localeCompare(a.createdAt)) };
    },

    async site(user: User, projectId: string) {
      const { slug, url, liveDeployId, domains, customDomains, env } =
        await workspace.host.describeSite((await readable(user, projectId)).id);
      return { slug, url, liveDeployId, domains, customDomains, env };
    },

    // Checking the proof changes what is served, so it needs the right to run everyday changes.
    async verifyDomain(user: User, projectId: string, domain: string) {
      const { project } = await projects.access(user, projectId, 'executeLowMedium');
      return { domain: await workspace.host.verifyDomain(project.id, domain) };
    },
  };
}

export type ProjectStateService = ReturnType<typeof createProjectStateService>;
