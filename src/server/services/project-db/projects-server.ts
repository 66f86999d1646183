import { createHash } from 'node:crypto';
import pg from 'pg';
import { BASELINE_ROLES_SQL, BASELINE_SQL } from './baseline-sql';
import { ProjectDbError } from './errors';
import {
  canGrantReservedSlots,
  newRolePassword,
  replaceFounderPassword,
  rolesNamed,
  setUpProjectRoles,
  type ProjectConnectionLimits,
  type RolePasswords,
  type RolePasswordStore,
} from './project-roles';

export interface ProjectsServerOptions {
  /** A role with CREATEDB and CREATEROLE on the server (the embedded cluster's superuser by default). */
  adminUrl: string;
  /** Where the random passwords of each project's logins are kept (sealed with the project). */
  passwords: RolePasswordStore;
  /** True when the studio runs this server itself: every database but the projects' is closed to them. */
  ownsServer: boolean;
  /** Databases and roles are named `<prefix><project>`; tests give each run its own prefix. */
  namePrefix?: string;
  /**
   * Connections each login of a project may hold at once: the founder's tools, and the studio's
   * (its pool of two, PostgREST's two, and a replacement PostgREST's two while the old one finishes).
   * The database's own limit is their sum.
   */
  connectionLimits?: Partial<ProjectConnectionLimits>;
}

export const PROJECTS_SERVER_DEFAULTS = {
  namePrefix: 'project_',
  connectionLimits: { founder: 4, studio: 8 },
} as const;

/** Connections the admin pool holds at most (creating, setting up and dropping projects). */
export const ADMIN_POOL_SIZE = 2;

/** Bump when the way the template is built changes; changes to its SQL are already hashed below. */
const TEMPLATE_BUILD = 4;

/** Changes whenever the baseline does, so a stale template database is rebuilt. */
const TEMPLATE_VERSION = createHash('sha256')
  .update(BASELINE_SQL)
  .update(String(TEMPLATE_BUILD))
  .digest('hex')
  .slice(0, 12);

/** Serialises template builds between studio servers that share one projects server. */
const TEMPLATE_LOCK = 0x6272_6467;
const ident = (name: string) => pg.escapeIdentifier(name);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** What the role makes in public later is open to the API's roles (row-level security decides the rows). */
export const defaultPrivilegesSql = (role: string) => `
  alter default privileges for role ${role} in schema public grant all on tables to anon, authenticated, service_role;
  alter default privileges for role ${role} in schema public grant all on sequences to anon, authenticated, service_role;
  alter default privileges for role ${role} in schema public grant execute on functions to anon, authenticated, service_role;
`;

/** What each new project database needs once it exists: its objects and future grants become its role's. */
const adoptSql = (templateOwner: string, role: string) => `
  -- A new owner needs CREATE on each object's schema (superusers skip the check; a managed admin does not).
  grant create on schema public, auth, storage to ${role};
  reassign owned by ${templateOwner} to ${role};
  ${defaultPrivilegesSql(role)}`;

/**
 * The PostgreSQL server that holds one database per project: each made with
 * CREATE DATABASE … TEMPLATE from a prepared baseline, owned by its own role (decision 038), closed to
 * every other role, and dropped with the project.
 */
export class ProjectsServer {
  private readonly admin: pg.Pool;
  private readonly prefix: string;
  private readonly limits: ProjectConnectionLimits;
  private template: Promise<string> | null = null;
  private closing: Promise<void> | null = null;
  /** Projects whose database is known to exist, so opening one does not ask the server each time. */
  private readonly known = new Set<string>();
  /** Projects whose roles this process has set up (which also moves an earlier release's login). */
  private readonly rolesReady = new Map<string, Promise<void>>();
  private readonly creating = new Map<string, Promise<boolean>>();

  constructor(private readonly options: ProjectsServerOptions) {
    this.prefix = options.namePrefix ?? PROJECTS_SERVER_DEFAULTS.namePrefix;
    this.limits = { ...PROJECTS_SERVER_DEFAULTS.connectionLimits, ...options.connectionLimits };
    this.admin = new pg.Pool({
      connectionString: options.adminUrl,
      max: ADMIN_POOL_SIZE,
      idleTimeoutMillis: 10_000,
      application_name: 'bridge-studio-admin',
    });
    this.admin.on('error', () => undefined);
  }

  /** The project's database and role name: its UUID without dashes, or a hash of any other id. */
  nameOf(projectId: string): string {
    const key = UUID.test(projectId)
      ? projectId.toLowerCase().replaceAll('-', '')
      : createHash('sha256').update(projectId).digest('hex').slice(0, 32);
    return `${this.prefix}${key}`;
  }

  /** The URI owners and admins are shown, for their own tools. */
  async founderUri(projectId: string): Promise<string> {
    await this.ensure(projectId);
    const { founder } = rolesNamed(this.nameOf(projectId));
    return this.uriAs(projectId, founder, (await this.storedPasswords(projectId)).founder);
  }

  /** The URI the studio's pool and the project's PostgREST use: a login the founder's cannot alter. */
  async studioUri(projectId: string): Promise<string> {
    await this.ensure(projectId);
    const { studio } = rolesNamed(this.nameOf(projectId));
    return this.uriAs(projectId, studio, (await this.storedPasswords(projectId)).studio);
  }

  /** A new password for the founder's login, with its open sessions ended (someone who knew it left). */
  async rotateFounderPassword(projectId: string): Promise<void> {
    await this.ensure(projectId);
    await this.withProjectLock(projectId, async (admin) => {
      const passwords = { ...(await this.storedPasswords(projectId)), founder: newRolePassword() };
      // Stored first: if the server stops before the role has it, the next start sets it.
      await this.options.passwords.write(projectId, passwords);
      await replaceFounderPassword(admin, rolesNamed(this.nameOf(projectId)), passwords.founder);
    });
  }

  private uriAs(projectId: string, login: string, password: string): string {
    const url = new URL(this.options.adminUrl);
    url.username = login;
    url.password = password;
    url.pathname = `/${this.nameOf(projectId)}`;
    url.search = '';
    return url.toString();
  }

  private async storedPasswords(projectId: string): Promise<RolePasswords> {
    const stored = await this.options.passwords.read(projectId);
    if (!stored)
      throw new ProjectDbError('unavailable', "This project's database logins are not set up yet.");
    return stored;
  }

  /** Sets the project's roles up once per process, with its stored passwords (new ones when none are stored). */
  private prepareRoles(projectId: string): Promise<void> {
    const running = this.rolesReady.get(projectId);
    if (running) return running;
    const ready = this.withProjectLock(projectId, async (admin) => {
      await this.setUpRoles(admin, projectId);
    }).catch((error: unknown) => {
      this.rolesReady.delete(projectId);
      throw error;
    });
    this.rolesReady.set(projectId, ready);
    return ready;
  }

  private async setUpRoles(admin: pg.ClientBase, projectId: string): Promise<RolePasswords> {
    let passwords = await this.options.passwords.read(projectId);
    if (!passwords) {
      passwords = { founder: newRolePassword(), studio: newRolePassword() };
      // Stored first: if the server stops before the roles have them, the next start sets them.
      await this.options.passwords.write(projectId, passwords);
    }
    const database = this.nameOf(projectId);
    await setUpProjectRoles(admin, rolesNamed(database), passwords, this.limits);
    // Set again each start: the project's role owns its database and may have changed it.
    if (await databaseExists(admin, database))
      await admin.query(`alter database ${ident(database)} connection limit ${this.databaseLimit}`);
    return passwords;
  }

  /** Runs with the project's lock held, so studio servers sharing the projects server change it one at a time. */
  private withProjectLock<T>(
    projectId: string,
    job: (admin: pg.PoolClient) => Promise<T>,
  ): Promise<T> {
    const database = this.nameOf(projectId);
    return this.withAdmin(async (admin) => {
      await admin.query('select pg_advisory_lock(hashtext($1))', [database]);
      try {
        return await job(admin);
      } finally {
        await admin.query('select pg_advisory_unlock(hashtext($1))', [database]);
      }
    });
  }

  /** Builds the baseline template database once per baseline version; call at start-up. */
  ensureTemplate(): Promise<string> {
    this.template ??= this.buildTemplate().catch((error: unknown) => {
      this.template = null;
      throw error;
    });
    return this.template;
  }

  /**
   * Makes the project's roles and database unless they exist; true when it made the database.
   * `fill` runs as the studio's login, acting as the project's role, in the new database before it
   * is put in place (a move from a previous release); if it throws, nothing is left behind but the roles.
   */
  create(projectId: string, fill?: (client: pg.Client) => Promise<void>): Promise<boolean> {
    // A project being made and opened at once (its first request) is made once.
    const running = this.creating.get(projectId);
    if (running) return running;
    const job = this.createOnce(projectId, fill).finally(() => this.creating.delete(projectId));
    this.creating.set(projectId, job);
    return job;
  }

  private async createOnce(
    projectId: string,
    fill?: (client: pg.Client) => Promise<void>,
  ): Promise<boolean> {
    const template = await this.ensureTemplate();
    // Another studio server on the same projects server may be making it at this moment.
    const made = await this.withProjectLock(projectId, async (admin) => {
      const passwords = await this.setUpRoles(admin, projectId);
      this.rolesReady.set(projectId, Promise.resolve());
      return this.makeDatabase(admin, {
        projectId,
        template,
        studioPassword: passwords.studio,
        fill,
      });
    });
    this.known.add(projectId);
    return made;
  }

  private async makeDatabase(
    admin: pg.PoolClient,
    job: {
      projectId: string;
      template: string;
      studioPassword: string;
      fill: ((client: pg.Client) => Promise<void>) | undefined;
    },
  ): Promise<boolean> {
    const { projectId, template, studioPassword, fill } = job;
    const database = this.nameOf(projectId);
    const { owner, studio } = rolesNamed(database);
    if (await databaseExists(admin, database)) return false;
    // Made under a side name and renamed when complete, so a crash never leaves a half-made database in use.
    const partial = `${database}_partial`;
    await admin.query(`drop database if exists ${ident(partial)}`);
    await admin.query(
      `create database ${ident(partial)} owner ${ident(owner)} template ${ident(template)}
           connection limit ${this.databaseLimit}`,
    );
    await admin.query(`revoke connect, temporary on database ${ident(partial)} from public`);
    try {
      await this.inDatabase(partial, (client) =>
        client.query(adoptSql(ident(this.templateOwner), ident(owner))),
      );
      if (fill) await this.inDatabase(partial, fill, { user: studio, password: studioPassword });
    } catch (error) {
      await admin.query(`drop database if exists ${ident(partial)} with (force)`);
      throw error;
    }
    await admin.query(`alter database ${ident(partial)} rename to ${ident(database)}`);
    return true;
  }

  /** Makes the database when it is missing (a project whose creation was interrupted) and sets up its roles. */
  async ensure(projectId: string): Promise<void> {
    if (!this.known.has(projectId)) {
      const found = await this.withAdmin((admin) => databaseExists(admin, this.nameOf(projectId)));
      if (!found) {
        await this.create(projectId);
        return;
      }
      this.known.add(projectId);
    }
    await this.prepareRoles(projectId);
  }

  /** Drops the project's database (closing any connection to it) and its roles. */
  async drop(projectId: string): Promise<void> {
    const name = this.nameOf(projectId);
    const roles = rolesNamed(name);
    this.known.delete(projectId);
    this.rolesReady.delete(projectId);
    await this.withAdmin(async (admin) => {
      await admin.query(`drop database if exists ${ident(name)} with (force)`);
      await admin.query(`drop database if exists ${ident(`${name}_partial`)} with (force)`);
      for (const role of [roles.founder, roles.studio, roles.owner])
        await admin.query(`drop role if exists ${ident(role)}`);
    });
  }

  /** Closes the admin connections; later calls answer the same promise. */
  close(): Promise<void> {
    this.closing ??= this.admin.end();
    return this.closing;
  }

  /** The project's database admits both logins' connections and no more. */
  private get databaseLimit(): number {
    return this.limits.founder + this.limits.studio;
  }

  /** This server's connection settings, for the budget checked at start-up. */
  async connectionSettings(): Promise<ServerConnectionSettings> {
    return this.withAdmin(async (admin) => {
      const { rows } = await admin.query<{ name: string; setting: string }>(
        `select name, setting from pg_settings
          where name in ('max_connections', 'superuser_reserved_connections', 'reserved_connections', 'server_version_num')`,
      );
      const setting = (name: string) => Number(rows.find((r) => r.name === name)?.setting ?? 0);
      return {
        version: setting('server_version_num'),
        maxConnections: setting('max_connections'),
        superuserReserved: setting('superuser_reserved_connections'),
        reserved: setting('reserved_connections'),
        studioUsesReserved: await canGrantReservedSlots(admin),
        perProject: { ...this.limits },
      };
    });
  }

  private get templateOwner(): string {
    return `${this.prefix}template_owner`;
  }

  private async buildTemplate(): Promise<string> {
    const name = `${this.prefix}template_${TEMPLATE_VERSION}`;
    return this.withAdmin(async (admin) => {
      await admin.query('select pg_advisory_lock($1)', [TEMPLATE_LOCK]);
      try {
        if (this.options.ownsServer) await closeOtherDatabases(admin);
        if (await databaseExists(admin, name)) return name;
        const owner = ident(this.templateOwner);
        const ownerFound = await admin.query('select 1 from pg_roles where rolname = $1', [
          this.templateOwner,
        ]);
        if (!ownerFound.rowCount) await admin.query(`create role ${owner} nologin`);
        await admin.query(`grant ${owner} to current_user`);
        await admin.query(BASELINE_ROLES_SQL);
        const partial = `${name}_partial`;
        await admin.query(`drop database if exists ${ident(partial)}`);
        await admin.query(`create database ${ident(partial)}`);
        await this.inDatabase(partial, async (client) => {
          await client.query('begin');
          // The baseline's objects are made by the template's owner, so each project's role can take them over.
          await client.query(`grant create on database ${ident(partial)} to ${owner}`);
          await client.query(`alter schema public owner to ${owner}`);
          await client.query(`set role ${owner}`);
          await client.query(BASELINE_SQL);
          await client.query('reset role');
          await client.query('commit');
        });
        await admin.query(`alter database ${ident(partial)} rename to ${ident(name)}`);
        // Nobody may connect to a template: CREATE DATABASE refuses to copy one that is in use.
        await admin.query(`alter database ${ident(name)} with allow_connections false`);
        const stale = await admin.query<{ datname: string }>(
          `select datname from pg_database where datname like $1 and datname <> $2`,
          [`${this.prefix.replaceAll('_', '\\_')}template\\_%`, name],
        );
        for (const { datname } of stale.rows)
          await admin.query(`drop database if exists ${ident(datname)}`);
        return name;
      } finally {
        await admin.query('select pg_advisory_unlock($1)', [TEMPLATE_LOCK]);
      }
    });
  }

  private async withAdmin<T>(job: (client: pg.PoolClient) => Promise<T>): Promise<T> {
    let client: pg.PoolClient;
    try {
      client = await this.admin.connect();
    } catch {
      throw new ProjectDbError(
        'unavailable',
        "The projects' database server could not be reached. Try again in a moment.",
      );
    }
    try {
      return await job(client);
    } finally {
      client.release();
    }
  }

  private async inDatabase<T>(
    database: string,
    job: (client: pg.Client) => Promise<T>,
    as?: { user: string; password: string },
  ) {
    const url = new URL(this.options.adminUrl);
    url.pathname = `/${database}`;
    if (as) {
      url.username = as.user;
      url.password = as.password;
    }
    const client = new pg.Client({ connectionString: url.toString() });
    await client.connect();
    try {
      return await job(client);
    } finally {
      await client.end();
    }
  }
}

export interface ServerConnectionSettings {
  /** `server_version_num`, e.g. 150020. */
  version: number;
  maxConnections: number;
  superuserReserved: number;
  /** `reserved_connections` (PostgreSQL 16 and later; 0 before). */
  reserved: number;
  /** Whether project studio logins are granted `pg_use_reserved_connections`. */
  studioUsesReserved: boolean;
  perProject: ProjectConnectionLimits;
}

async function databaseExists(client: pg.ClientBase, name: string): Promise<boolean> {
  return Boolean(
    (await client.query('select 1 from pg_database where datname = $1', [name])).rowCount,
  );
}

/** On the studio's own server, project roles may open their own database and no other. */
async function closeOtherDatabases(admin: pg.ClientBase): Promise<void> {
  for (const name of ['postgres', 'template1'])
    await admin.query(`revoke connect, temporary on database ${ident(name)} from public`);
}
