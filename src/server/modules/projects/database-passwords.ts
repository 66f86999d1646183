import type { SecretBox } from '../../services/crypto/secret-box';
import type { RolePasswords, RolePasswordStore } from '../../services/project-db/project-roles';
import type { ProjectRepository } from './repository';

/** Each project's database passwords, sealed in its row (AES-256-GCM with ENCRYPTION_KEY). */
export function sealedDatabasePasswords(
  secrets: SecretBox,
  repo: Pick<ProjectRepository, 'findById' | 'update'>,
): RolePasswordStore {
  return {
    async read(projectId) {
      const sealed = (await repo.findById(projectId))?.databasePasswordsSealed;
      if (!sealed) return null;
      try {
        return JSON.parse(secrets.decrypt(sealed)) as RolePasswords;
      } catch {
        // Sealed with an earlier ENCRYPTION_KEY: the projects server sets new ones.
        return null;
      }
    },
    async write(projectId, passwords) {
      await repo.update(projectId, {
        databasePasswordsSealed: secrets.encrypt(JSON.stringify(passwords)),
      });
    },
  };
}
