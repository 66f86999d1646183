import { RETRY_CAP } from '@shared/constants/timings';

const KEY = 'bridge-studio:recovery-reloads';
/** Automatic reloads further apart than this start a new count (a later deploy, say). */
const WINDOW_MS = 5 * 60_000;

interface Count {
  count: number;
  at: number;
}

export interface ReloadDeps {
  storage?: Pick<Storage, 'getItem' | 'setItem'> | null;
  now?: () => number;
  reload?: () => void;
}

const browserStorage = () => {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
};

function read(storage: ReloadDeps['storage'], now: number): number {
  try {
    const saved = JSON.parse(storage?.getItem(KEY) ?? 'null') as Count | null;
    return saved && now - saved.at < WINDOW_MS ? saved.count : 0;
  } catch {
    return 0;
  }
}

/**
 * The automatic reload about to run (1 to 3), or null when this tab already used its three: a
 * page whose code keeps failing to download then stays on System Recovery Mode instead of
 * reloading for ever. The count lives in sessionStorage because a reload clears everything else.
 */
export function nextAutomaticReload({
  storage = browserStorage(),
  now = Date.now,
}: ReloadDeps = {}): number | null {
  const used = read(storage, now());
  return used < RETRY_CAP ? used + 1 : null;
}

/**
 * Reloads the page so it fetches the current build's code. An automatic reload uses one of the
 * three; the user's own Retry Recovery gives them all back (specification 000 section 4).
 */
export function reloadForRecovery(
  kind: 'automatic' | 'manual',
  {
    storage = browserStorage(),
    now = Date.now,
    reload = () => window.location.reload(),
  }: ReloadDeps = {},
): void {
  const count = kind === 'manual' ? 0 : read(storage, now()) + 1;
  try {
    storage?.setItem(KEY, JSON.stringify({ count, at: now() } satisfies Count));
  } catch {
    // Storage full or blocked: the reload still helps; only the loop guard is lost.
  }
  reload();
}
