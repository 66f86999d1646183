import type { z } from 'zod';
import type { User } from '@shared/contracts/auth';
import type {
  ConnectionTestResponse,
  ConnectionsResponse,
  DatabaseConnectionResponse,
  DatabaseFactsResponse,
  connectDatabaseBody,
  connectGitHubBody,
  connectNetlifyBody,
} from '@shared/contracts/connections';
import type { Config } from '../../config/config';
import type { SecretBox } from '../../services/crypto/secret-box';
import { GitHubConnection } from '../../services/git/github-connection';
import { NetlifyConnection } from '../../services/hosting/netlify-connection';
import type { AddressGuard } from '../../services/net/address-guard';
import { AppError } from '../../lib/errors';
import { openExternalDatabase, ProjectDbError } from '../../services/project-db';
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
  addressGuard: AddressGuard;
}) {
  const { repo, projects, workspace, secrets } = deps;
  const seal = (value: unknown) => secrets.encrypt(JSON.stringify(value));
  const unseal = <T>(sealed: string) => JSON.parse(secrets.decrypt(sealed)) as T;

  function describe(project: ProjectRow): ConnectionsResponse {
    const github = project.githubSealed ? unseal<GitHubSecret>(project.githubSealed) : null;
    const netlify = project.netlifySealed ? unseal<NetlifySecret>(project.netlifySealed) : null;
    const databaseUrl = workspace.externalDatabaseUrl(project);
    return {
      database: {
        kind: databaseUrl ? 'external' : 'embedded',
        hint: databaseUrl ? urlHint(databaseUrl) : null,
      },
      github: github
        ? { owner: github.owner, repo: github.repo, tokenHint: tokenHint(github.token) }
        : null,
      netlify: netlify ? { siteId: netlify.siteId, tokenHint: tokenHint(netlify.token) } : null,
    };
  }

  const manageable = (user: User, projectId: string) =>
    projects.access(user, projectId, 'manageSettings');

  return {
    async get(user: User, projectId: string) {
      return describe((await projects.access(user, projectId, 'read')).project);
    },

    /** Checks the token reaches the repository, stores it sealed, and sends every branch there. */
    async connectGitHub(user: User, projectId: string, body: z.infer<typeof connectGitHubBody>) {
      await manageable(user, projectId);
      const secret: GitHubSecret = {
        ...body,
        apiBaseUrl: deps.providers.githubApiUrl,
        gitBaseUrl: deps.providers.githubGitUrl,
      };
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
    async connectDatabase(
      user: User,
      projectId: string,
      body: z.infer<typeof connectDatabaseBody>,
    ) {
      await manageable(user, projectId);
      // The guard resolves the host inside the connection itself, so what it checks is what is reached.
      const external = openExternalDatabase(body.url, { guard: deps.addressGuard });
      try {
        await external.ensureBaseline();
      } catch (error) {
        // The user's string is at fault, not our service: 422, in the engine's port-blind words.
        if (error instanceof ProjectDbError && error.code === 'unavailable')
          throw new AppError(422, 'connection_failed', error.message);
        throw error;
      } finally {
        await external.close();
      }
      const updated = await repo.update(projectId, {
        databaseUrlSealed: secrets.encrypt(body.url),
      });
      await workspace.reopenDatabase(projectId);
      return describe(updated);
    },

    /** Asks the stored connection to answer now, without changing anything. */
    async test(
      user: User,
      projectId: string,
      kind: 'database' | 'github' | 'netlify',
    ): Promise<ConnectionTestResponse> {
      const { project } = await manageable(user, projectId);
      try {
        if (kind === 'database') {
          await (await workspace.database(project)).query('select 1');
          return {
            ok: true,
            message: project.databaseUrlSealed
              ? 'Your database answered.'
              : 'The built-in database answered.',
          };
        }
        const sealed = kind === 'github' ? project.githubSealed : project.netlifySealed;
        if (!sealed)
          return {
            ok: false,
            message: `${kind === 'github' ? 'GitHub' : 'Netlify'} is not connected to this project.`,
          };
        if (kind === 'github') {
          await new GitHubConnection(unseal<GitHubSecret>(sealed)).verify();
          return {
            ok: true,
            message: 'GitHub accepted the token and the repository is reachable.',
          };
        }
        await new NetlifyConnection(unseal<NetlifySecret>(sealed)).verify();
        return { ok: true, message: 'Netlify accepted the token and the site is reachable.' };
      } catch (error) {
        return {
          ok: false,
          message: error instanceof Error ? error.message : 'The connection did not answer.',
        };
      }
    },

    /** The database behind the project: which one, its version, size and tables. */
    async databaseFacts(user: User, projectId: string): Promise<DatabaseFactsResponse> {
      const { project } = await projects.access(user, projectId, 'read');
      const db = await workspace.database(project);
      const [usage, version] = await Promise.all([
        db.usage(),
        db.query<{ server_version: string }>('show server_version'),
      ]);
      const url = workspace.externalDatabaseUrl(project);
      return {
        kind: db.kind,
        hint: url ? urlHint(url) : null,
        serverVersion: version.rows[0]?.server_version ?? 'unknown',
        databaseBytes: usage.databaseBytes,
        tables: usage.tables,
      };
    },

    /** A connection string with the password, for psql, pg_dump or any SQL client (owners and admins). */
    async databaseConnection(user: User, projectId: string): Promise<DatabaseConnectionResponse> {
      const { project } = await manageable(user, projectId);
      const uri =
        workspace.externalDatabaseUrl(project) ?? (await workspace.databaseUri(project.id));
      return { uri };
    },

    async disconnect(user: User, projectId: string, kind: 'database' | 'github' | 'netlify') {
      await manageable(user, projectId);
      const column = {
        database: 'databaseUrlSealed',
        github: 'githubSealed',
        netlify: 'netlifySealed',
      } as const;
      const updated = await repo.update(projectId, { [column[kind]]: null });
      if (kind === 'database') await workspace.reopenDatabase(projectId);
      return describe(updated);
    },
  };
}

export type ConnectionService = ReturnType<typeof createConnectionService>;
