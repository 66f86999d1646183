import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { User } from '@shared/contracts/auth';
import type {
  ProjectAuthSettings,
  UpdateProjectAuthSettings,
} from '@shared/contracts/project-auth';
import type { ProjectAuthService } from '../../services/project-auth/service';
import type { SecretBox } from '../../services/crypto/secret-box';
import { openProjectGit, type ProjectGit } from '../../services/git/project-git';
import { createRepository } from '../../services/git/repository';
import {
  GitHubConnection,
  type GitHubConnectionOptions,
} from '../../services/git/github-connection';
import { TEMPLATE_IDS } from '@content/schemas';
import { templateFiles } from '../../services/git/template-files';
import type { StaticHost } from '../../services/hosting/static-host';
import {
  NetlifyConnection,
  type NetlifyConnectionOptions,
} from '../../services/hosting/netlify-connection';
import type { ProjectDatabase, ProjectDatabases } from '../../services/project-db';
import type { ProjectRow } from './repository';
import type { PostgrestProcesses } from '../../services/project-api/postgrest-processes';
import { END_ALL_SESSIONS_SQL } from '../../services/project-api/end-sessions-sql';
import type { ExtraFile, ProjectResources } from './service';

export type GitHubSecret = Pick<
  GitHubConnectionOptions,
  'owner' | 'repo' | 'token' | 'apiBaseUrl' | 'gitBaseUrl'
>;
export type NetlifySecret = Pick<NetlifyConnectionOptions, 'token' | 'siteId' | 'apiUrl'>;

/** A project's own Postgres URL when it connected one; the database pool reads it too. */
export function unsealDatabaseUrl(
  secrets: SecretBox,
  project: Pick<ProjectRow, 'databaseUrlSealed'>,
): string | null {
  return project.databaseUrlSealed ? secrets.decrypt(project.databaseUrlSealed) : null;
}

/**
 * Everything a project owns outside the app database: its database, its repository and its
 * site, with the connected cloud services (secrets unsealed only here, per use).
 */
export class ProjectWorkspace implements ProjectResources {
  constructor(
    private readonly options: {
      dataDir: string;
      databases: ProjectDatabases;
      host: StaticHost;
      secrets: SecretBox;
      /** The projects' running APIs, stopped when their database goes or moves. */
      postgrest: Pick<PostgrestProcesses, 'stop'>;
      /** Removes the project's uploaded files wherever they are kept, before its database goes. */
      removeStoredFiles: (projectId: string) => Promise<void>;
      /** Gives the project a new API secret (in the app's data). */
      bumpApiKeyGeneration: (projectId: string) => Promise<void>;
      /** `SUPABASE_URL` and `SUPABASE_ANON_KEY` of the project's API, for sites hosted elsewhere. */
      apiSettings: (project: ProjectRow) => Promise<Record<string, string>>;
      /** The sign-in switches of the project's own app (its `/auth/v1`). */
      authSettings: Pick<ProjectAuthService, 'studioSettings' | 'changeStudioSettings'>;
    },
  ) {}

  get host() {
    return this.options.host;
  }

  repoDir(projectId: string) {
    return join(this.options.dataDir, 'projects', projectId, 'repo');
  }

  database(project: ProjectRow): Promise<ProjectDatabase> {
    return this.options.databases.open(project.id);
  }

  /** Whether the project's embedded database is open now (a closed one cannot have changed). */
  isEmbeddedDatabaseOpen(project: Pick<ProjectRow, 'id' | 'databaseUrlSealed'>): boolean {
    return project.databaseUrlSealed === null && this.options.databases.isOpen(project.id);
  }

  /** Closes the open database so the next use opens the connection that is configured now. */
  async reopenDatabase(projectId: string): Promise<void> {
    await this.options.postgrest.stop(projectId);
    await this.options.databases.closeProject(projectId);
  }

  /** The studio-hosted database's connection string, as the founder's login. */
  databaseUri(projectId: string): Promise<string> {
    return this.options.databases.founderUri(projectId);
  }

  /**
   * A new API secret and keys, and a new database password: every end user's session ends, so old
   * refresh tokens cannot sign back in, and so does every session opened with the old password.
   */
  async rotateApiSecret(project: ProjectRow): Promise<void> {
    await this.options.bumpApiKeyGeneration(project.id);
    const db = await this.database(project);
    await db.query(END_ALL_SESSIONS_SQL);
    await this.rotateDatabasePassword(project);
  }

  /** A new password for the studio-hosted database's founder login; a project on its own Postgres keeps its own. */
  async rotateDatabasePassword(project: Pick<ProjectRow, 'id' | 'databaseUrlSealed'>) {
    if (project.databaseUrlSealed === null)
      await this.options.databases.rotateFounderPassword(project.id);
  }

  authSettings(project: ProjectRow): Promise<ProjectAuthSettings> {
    return this.options.authSettings.studioSettings(project.id);
  }

  changeAuthSettings(
    project: ProjectRow,
    changes: UpdateProjectAuthSettings,
  ): Promise<ProjectAuthSettings> {
    return this.options.authSettings.changeStudioSettings(project.id, changes);
  }

  apiSettings(project: ProjectRow): Promise<Record<string, string>> {
    return this.options.apiSettings(project);
  }

  git(project: ProjectRow): ProjectGit {
    const github = project.githubSealed
      ? new GitHubConnection(this.unseal<GitHubSecret>(project.githubSealed))
      : null;
    return openProjectGit(this.repoDir(project.id), { github });
  }

  netlify(project: ProjectRow): NetlifyConnection | null {
    return project.netlifySealed
      ? new NetlifyConnection(this.unseal<NetlifySecret>(project.netlifySealed))
      : null;
  }

  /** The project's own Postgres URL when it connected one. */
  externalDatabaseUrl(project: Pick<ProjectRow, 'databaseUrlSealed'>): string | null {
    return unsealDatabaseUrl(this.options.secrets, project);
  }

  hasTemplate(templateId: string) {
    return (TEMPLATE_IDS as readonly string[]).includes(templateId);
  }

  async provision(project: ProjectRow, owner: User, extraFiles: ExtraFile[] = []) {
    const author = {
      name: [owner.firstName, owner.lastName].filter(Boolean).join(' ') || owner.email,
      email: owner.email,
    };
    await this.options.databases.create(project.id);
    await createRepository(this.repoDir(project.id), {
      files: [
        ...(await templateFiles(project.template, { projectName: project.name })),
        ...extraFiles,
      ],
      author,
    });
    // The site exists from the start; it goes live with the founder's first deploy.
    await this.options.host.createSite({ id: project.id, slug: project.slug });
  }

  async destroy(project: ProjectRow) {
    await this.options.host.deleteSite(project.id).catch(() => undefined);
    await this.options.postgrest.stop(project.id).catch(() => undefined);
    await this.options.removeStoredFiles(project.id).catch(() => undefined);
    await this.options.databases.remove(project.id).catch(() => undefined);
    await rm(join(this.options.dataDir, 'projects', project.id), { recursive: true, force: true });
  }

  private unseal<T>(sealed: string): T {
    return JSON.parse(this.options.secrets.decrypt(sealed)) as T;
  }
}
