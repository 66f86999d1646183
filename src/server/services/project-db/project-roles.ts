import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** The passwords of a project's two logins: the one owners and admins are shown, and the studio's own. */
export interface RolePasswords {
  founder: string;
  studio: string;
}

/** Where the passwords are kept; the projects server reads and writes them only under the project's lock. */
export interface RolePasswordStore {
  /** The stored passwords, or null when there are none (a project from an earlier release) or they cannot be read. */
  read(projectId: string): Promise<RolePasswords | null>;
  write(projectId: string, passwords: RolePasswords): Promise<void>;
}

/** The owner of the project's database and objects (no login), and the two logins that act as it. */
export interface ProjectRoles {
  owner: string;
  founder: string;
  studio: string;
}

export const rolesNamed = (name: string): ProjectRoles => ({
  owner: name,
  founder: `${name}_login`,
  studio: `${name}_studio`,
});

/** Connections each of a project's logins may hold: the founder's tools, and the studio's pool and PostgREST. */
export interface ProjectConnectionLimits {
  founder: number;
  studio: number;
}

export const newRolePassword = () => randomBytes(24).toString('base64url');

const ident = (name: string) => pg.escapeIdentifier(name);
const literal = (text: string) => pg.escapeLiteral(text);
/** How long ending a session may take before rotation goes on. */
const TERMINATE_WAIT_MS = 5_000;

const endSessionsOf = (admin: pg.ClientBase, role: string) =>
  admin.query(
    'select pg_terminate_backend(pid, $2) from pg_stat_activity where usename = $1 and pid <> pg_backend_pid()',
    [role, TERMINATE_WAIT_MS],
  );

/**
 * Makes or repairs the project's roles. The founder's login can change only its own password and
 * cannot act as the studio's login, so nothing it does locks the studio out (decision 038).
 */
export async function setUpProjectRoles(
  admin: pg.ClientBase,
  roles: ProjectRoles,
  passwords: RolePasswords,
  limits: ProjectConnectionLimits,
): Promise<void> {
  const owner = ident(roles.owner);
  const found = await admin.query<{ rolcanlogin: boolean }>(
    'select rolcanlogin from pg_roles where rolname = $1',
    [roles.owner],
  );
  if (!found.rows[0])
    await admin.query(
      `create role ${owner} nologin nosuperuser nocreatedb nocreaterole noreplication`,
    );
  // The admin acts for the owner (owning its database, handing it objects, ending its sessions).
  await admin.query(`grant ${owner} to current_user`);
  await admin.query(`grant anon, authenticated, service_role to ${owner}`);
  if (found.rows[0]?.rolcanlogin) {
    // An earlier release's login, whose password was derived from the project id: closed, its sessions ended.
    await admin.query(`alter role ${owner} nologin`);
    await endSessionsOf(admin, roles.owner);
  }
  for (const [login, password, connectionLimit] of [
    [roles.founder, passwords.founder, limits.founder],
    [roles.studio, passwords.studio, limits.studio],
  ] as const)
    await setUpLogin(admin, { login, password, owner: roles.owner, connectionLimit });
  await reserveSlotsFor(admin, roles.studio);
}

/**
 * The studio's login may use the slots the server keeps back (`reserved_connections`, PostgreSQL
 * 16 and later), so founders' tools filling the server never lock a project's API out. Earlier
 * servers lack the role; an admin without the right to grant it is told at start-up (connection budget).
 */
async function reserveSlotsFor(admin: pg.ClientBase, login: string): Promise<void> {
  if (await canGrantReservedSlots(admin))
    await admin.query(`grant pg_use_reserved_connections to ${ident(login)}`);
}

/** Whether the server has reserved slots (PostgreSQL 16+) and this admin may hand them out. */
export async function canGrantReservedSlots(admin: pg.ClientBase): Promise<boolean> {
  const { rows } = await admin.query<{ can: boolean }>(
    `select pg_has_role(current_user, oid, 'MEMBER WITH ADMIN OPTION') as can
       from pg_roles where rolname = 'pg_use_reserved_connections'`,
  );
  return Boolean(rows[0]?.can);
}

async function setUpLogin(
  admin: pg.ClientBase,
  job: { login: string; password: string; owner: string; connectionLimit: number },
): Promise<void> {
  const login = ident(job.login);
  const exists = await admin.query('select 1 from pg_roles where rolname = $1', [job.login]);
  await admin.query(
    exists.rowCount
      ? `alter role ${login} login connection limit ${job.connectionLimit} password ${literal(job.password)}`
      : `create role ${login} login nosuperuser nocreatedb nocreaterole noreplication
           connection limit ${job.connectionLimit} password ${literal(job.password)}`,
  );
  await admin.query(`grant ${ident(job.owner)} to ${login}`);
  // Sessions act as the owner, so what either login makes belongs to the project and gets its grants.
  await admin.query(`alter role ${login} set role = ${literal(job.owner)}`);
  await admin.query(`grant ${login} to current_user`);
}

/**
 * Gives the founder's login a new password and ends its sessions. It cannot log in meanwhile, so a
 * session that changes its own password before it ends gains nothing.
 */
export async function replaceFounderPassword(
  admin: pg.ClientBase,
  roles: ProjectRoles,
  password: string,
): Promise<void> {
  const founder = ident(roles.founder);
  await admin.query(`alter role ${founder} nologin`);
  await endSessionsOf(admin, roles.founder);
  await admin.query(`alter role ${founder} login password ${literal(password)}`);
}
