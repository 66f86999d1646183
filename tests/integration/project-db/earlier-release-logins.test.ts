// A project database made by an earlier release had one login role, owning everything, whose
// password was derived from the project's id (and which a founder could change, locking the studio
// out). Today's studio opens it with nothing lost, closes that login and ends its sessions.
import { randomBytes, randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { ProjectDatabases } from '@server/services/project-db';
import { ProjectsServer } from '@server/services/project-db/projects-server';
import { passwordsInMemory } from './support';

const { adminUrl, namePrefix } = inject('projectsServer');
const ident = (name: string) => pg.escapeIdentifier(name);

async function asAdmin(job: (admin: pg.Client) => Promise<unknown>) {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await job(admin);
  } finally {
    await admin.end();
  }
}

async function connect(uri: string): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: uri });
  client.on('error', () => undefined);
  await client.connect();
  return client;
}

describe("an earlier release's project database", () => {
  const passwords = passwordsInMemory();
  const options = {
    adminUrl,
    namePrefix: `${namePrefix}${randomBytes(3).toString('hex')}_`,
    ownsServer: false,
    passwords,
  };
  const pools: ProjectDatabases[] = [];
  const open = async () => {
    const pool = new ProjectDatabases({ server: new ProjectsServer(options) });
    pools.push(pool);
    return pool;
  };
  afterAll(() => Promise.all(pools.map((pool) => pool.closeAll())));

  it('keeps its data, refuses the old password and ends the sessions opened with it', async () => {
    const id = randomUUID();
    const before = await open();
    await before.create(id);
    await (
      await before.open(id)
    ).execute("create table notes (body text); insert into notes values ('kept')");
    await before.closeAll();

    // The earlier release's layout: the owner logs in with a password derived from the project.
    const name = new ProjectsServer(options).nameOf(id);
    const oldUri = new URL(adminUrl);
    oldUri.username = name;
    oldUri.password = 'derived from the project id';
    oldUri.pathname = `/${name}`;
    await asAdmin(async (admin) => {
      await admin.query(`drop role ${ident(`${name}_login`)}`);
      await admin.query(`drop role ${ident(`${name}_studio`)}`);
      await admin.query(`alter role ${ident(name)} login password 'derived from the project id'`);
    });
    passwords.kept.delete(id);
    const oldSession = await connect(oldUri.toString());
    // What the finding did: the login changed its own password, which had locked the studio out.
    await oldSession.query("alter role current_user password 'changed by a removed admin'");
    oldUri.password = 'changed by a removed admin';

    const after = await open();
    const db = await after.open(id);
    expect((await db.query('select body from notes')).rows).toEqual([{ body: 'kept' }]);
    expect(passwords.kept.get(id)).toBeDefined();

    await expect(oldSession.query('select 1')).rejects.toThrow();
    await oldSession.end().catch(() => undefined);
    await expect(connect(oldUri.toString())).rejects.toMatchObject({ code: '28000' });

    const founder = await connect(await after.founderUri(id));
    try {
      const { rows } = await founder.query(
        'select session_user as login, current_user as acting_as, (select body from notes) as body',
      );
      expect(rows).toEqual([{ login: `${name}_login`, acting_as: name, body: 'kept' }]);
    } finally {
      await founder.end();
    }
  });
});
