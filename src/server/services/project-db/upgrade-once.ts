import type { ProjectDatabase } from './project-database';

/**
 * Runs an idempotent upgrade script on each project's database the first time this process uses
 * it (databases made by an earlier release lack what the script adds); a failure is tried again.
 */
export function upgradeOncePerProject(sql: string) {
  const done = new Map<string, Promise<void>>();
  return async (projectId: string, db: ProjectDatabase): Promise<void> => {
    let ready = done.get(projectId);
    if (!ready) {
      ready = db.query(sql).then(() => undefined);
      done.set(projectId, ready);
      ready.catch(() => done.delete(projectId));
    }
    await ready;
  };
}
