import type { z } from 'zod';
import type { User } from '@shared/contracts/auth';
import type { ConnectionsResponse, connectDatabaseBody, connectGitHubBody, connectNetlifyBody } from '@shared/contracts/connections';
import type { Config } from '../../config/config';
import type { SecretBox } from '../../services/crypto/secret-box';
import { GitHubConnection } from '../../services/git/github-connection';
import { NetlifyConnection } from '../../services/hosting/netlify-connection';
import { openExternalDatabase } from '../../services/project-db';
import type { ProjectRepository, ProjectRow } from '../projects/repository';
import type { ProjectService } from '../projects/service';
import type { GitHubSecret, NetlifySecret, ProjectWorkspace } from '../projects/workspace';

const tokenHint = (token: string) => `••••${token.slice(-4)}`;

/** A connection string without its password, for showing which database is connected. */
function urlHint(url: string): string {
  try {
    const parsed = new URL(url);
    parsed.password = '';
    return parsed.toString().replace(/:@/, '@');
  } catch {
    return 'postgres://…';
  }
}

export function createConnectionService(deps: {
  repo: ProjectRepository;
  projects: ProjectService;
  workspace: ProjectWorkspace;
  secrets: SecretBox;
  providers: Config['providers'];
}) {
  const { repo, projects, workspace, secrets } = deps;
  const seal = (value: unknown) => secrets.encrypt(JSON.stringify(value));
  const unseal = <T>(sealed: string) => JSON.parse(secrets.decrypt(sealed)) as T;

  function describe(project: ProjectRow): ConnectionsResponse {
    const github = project.githubSealed ? unseal<GitHubSecret>(project.githubSealed) : null;
    const netlify = project.netlifySealed ? unseal<NetlifySecret>(project.netlifySealed) : null;
    const databaseUrl = workspace.externalDatabaseUrl(project);
    return {
      database: { kind: databaseUrl ? 'external' : 'embedded', hint: databaseUrl ? urlHint(databaseUrl) : null },
      github: github ? { owner: github.owner, repo: github.repo, tokenHint: tokenHint(github.token) } : null,
      netlify: netlify ? { siteId: netlify.siteId, tokenHint: tokenHint(netlify.token) } : null,
    };
  }

  const manageable = (user: User, projectId: string) => projects.access(user, projectId, 'manageSettings');

  return {
    async get(user: User, projectId: string) {
      return describe((await projects.access(user, projectId, 'read')).project);
    },

    /** Checks the token reaches the repository, stores it sealed, and sends every branch there. */
    async connectGitHub(user: User, projectId: string, body: z.infer<typeof connectGitHubBody>) {
      await manageable(user, projectId);
      const secret: GitHubSecret = { ...body, apiBaseUrl: deps.providers.githubApiUrl, gitBaseUrl: deps.providers.githubGitUrl };
      await new GitHubConnection(secret).verify();
      const updated = await repo.update(projectId, { githubSealed: seal(secret) });
      const git = workspace.git(updated);
      for (const branch of (await git.listBranches()).branches) await git.pushBranch(branch.name);
      return describe(updated);
    },

    async connectNetlify(user: User, projectId: string, body: z.infer<typeof connectNetlifyBody>) {
      await manageable(user, projectId);
      const secret: NetlifySecret = { ...body, apiUrl: deps.providers.netlifyApiUrl };
      await new NetlifyConnection(secret).verify();
      return describe(await repo.update(projectId, { netlifySealed: seal(secret) }));
    },

    /** Checks the database answers and has the baseline, then routes the project's SQL there. */
    async connectDatabase(user: User, projectId: string, body: z.infer<typeof connectDatabaseBody>) {
      await manageable(user, projectId);
      const external = openExternalDatabase(body.url);
      try {
        await external.ensureBaseline();
      } finally {
        await external.close();
      }
      const updated = await repo.update(projectId, { databaseUrlSealed: secrets.encrypt(body.url) });
      await workspace.reopenDatabase(projectId);
      return describe(updated);
    },

    async disconnect(user: User, projectId: string, kind: 'database' | 'github' | 'netlify') {
      await manageable(user, projectId);
      const column = { database: 'databaseUrlSealed', github: 'githubSealed', netlify: 'netlifySealed' } as const;
      const updated = await repo.update(projectId, { [column[kind]]: null });
      if (kind === 'database') await workspace.reopenDatabase(projectId);
      return describe(updated);
    },
  };
}

export type ConnectionService = ReturnType<typeof createConnectionService>;
