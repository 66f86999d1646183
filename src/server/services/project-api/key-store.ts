import type { SecretBox } from '../crypto/secret-box';
import { projectApiKeys, type ProjectApiKeys, type ProjectKeySource } from './api-keys';

/**
 * How long a project's key generation is trusted without asking the app's database again: every
 * API request needs the keys, and a rotation on this server is seen at once (`forget`), on
 * another server within this time.
 */
export const KEY_SOURCE_TTL_MS = 5_000;

interface Cached {
  source: ProjectKeySource | null;
  until: number;
}

/** Each project's API keys, signed once per secret generation and kept. */
export function createProjectKeyStore(options: {
  secrets: SecretBox;
  findProject: (projectId: string) => Promise<ProjectKeySource | null | undefined>;
  now?: () => number;
}) {
  const now = options.now ?? Date.now;
  const sources = new Map<string, Cached>();
  const signed = new Map<string, Promise<ProjectApiKeys>>();

  async function sourceOf(projectId: string): Promise<ProjectKeySource | null> {
    const cached = sources.get(projectId);
    if (cached && cached.until > now()) return cached.source;
    const source = (await options.findProject(projectId)) ?? null;
    sources.set(projectId, { source, until: now() + KEY_SOURCE_TTL_MS });
    return source;
  }

  return {
    /** The project's current keys; null when there is no such project. */
    async keysFor(projectId: string): Promise<ProjectApiKeys | null> {
      const project = await sourceOf(projectId);
      if (!project) return null;
      const cacheKey = `${project.id}:${project.apiKeyGeneration}`;
      let keys = signed.get(cacheKey);
      if (!keys) {
        keys = projectApiKeys(options.secrets, project);
        signed.set(cacheKey, keys);
      }
      return keys;
    },

    /** Drops what is kept for a project whose secret was rotated or which was deleted. */
    forget(projectId: string): void {
      sources.delete(projectId);
      for (const key of signed.keys()) if (key.startsWith(`${projectId}:`)) signed.delete(key);
    },
  };
}

export type ProjectKeyStore = ReturnType<typeof createProjectKeyStore>;
