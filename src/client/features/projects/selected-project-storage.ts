/** The project the studio shows, remembered in the browser between visits. */
export const SELECTED_PROJECT_KEY = 'bridge-studio-project';

const listeners = new Set<() => void>();

export function readSelectedProjectId(): string | null {
  try {
    return localStorage.getItem(SELECTED_PROJECT_KEY);
  } catch {
    return null;
  }
}

export function writeSelectedProjectId(id: string) {
  try {
    localStorage.setItem(SELECTED_PROJECT_KEY, id);
  } catch {
    // Private browsing may refuse storage; the choice then lasts for this page only.
  }
  memory = id;
  for (const listener of listeners) listener();
}

let memory: string | null = null;

/** The last choice made on this page, falling back to the stored one. */
export const currentSelectedProjectId = () => memory ?? readSelectedProjectId();

export function subscribeSelectedProject(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** The remembered project when it still exists, else the first one. */
export function pickProject<T extends { id: string }>(
  projects: readonly T[],
  rememberedId: string | null,
): T | null {
  return projects.find((p) => p.id === rememberedId) ?? projects[0] ?? null;
}
