import type { DeployContext } from '@shared/contracts/plan';
import type { FileContent } from '@server/services/git/tree-files';
import type { EnvVar } from './hosting-store';

/** The folder a deploy publishes: the site's choice, else `dist` when the branch has one, else the root. */
export function publishFolder(files: FileContent[], chosen: string | null): string {
  if (chosen !== null) return chosen.replace(/^\/+|\/+$/g, '');
  return files.some((file) => file.path.startsWith('dist/')) ? 'dist' : '';
}

/** The files inside the publish folder, with paths relative to it. */
export function filesToPublish(files: FileContent[], folder: string): FileContent[] {
  if (!folder) return files;
  const prefix = `${folder}/`;
  return files
    .filter((f) => f.path.startsWith(prefix))
    .map((f) => ({ path: f.path.slice(prefix.length), content: f.content }));
}

/** The variables a deploy of one context sees: its own values, falling back to those set for all contexts. */
export function envFor(env: EnvVar[], context: DeployContext): Record<string, string> {
  const values: Record<string, string> = {};
  for (const entry of env) if (entry.context === 'all') values[entry.key] = entry.value;
  for (const entry of env) if (entry.context === context) values[entry.key] = entry.value;
  return Object.fromEntries(Object.entries(values).sort(([a], [b]) => a.localeCompare(b)));
}

/** The variables a browser may read: only those named `PUBLIC_*`, the rest stay on the server. */
export function publicEnvFor(env: EnvVar[], context: DeployContext): Record<string, string> {
  return Object.fromEntries(
    Object.entries(envFor(env, context)).filter(([key]) => key.startsWith('PUBLIC_')),
  );
}

/**
 * `/env.json` as a file, for deploys on another host (Netlify), where no origin of ours answers
 * it: the project's API settings and the `PUBLIC_*` variables, fixed at deploy time.
 */
export function envFile(
  api: Record<string, string>,
  env: EnvVar[],
  context: DeployContext,
): FileContent {
  const values = { ...api, ...publicEnvFor(env, context) };
  return {
    path: 'env.json',
    content: new TextEncoder().encode(`${JSON.stringify(values, null, 2)}\n`),
  };
}
