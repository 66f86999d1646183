const UNITS = ['B', 'KB', 'MB', 'GB', 'TB'];

/** 47185920 -> "45MB", the way the System Health panel writes sizes. */
export function formatBytes(bytes: number): string {
  let value = Math.max(0, bytes);
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const rounded = value >= 10 || unit === 0 ? Math.round(value) : Math.round(value * 10) / 10;
  return `${rounded}${UNITS[unit]}`;
}

/** Whole percent, at least 1 when anything is used so a small start still shows. */
export function percentOf(used: number, allowance: number): number {
  if (allowance <= 0) return 0;
  const percent = Math.round((used / allowance) * 100);
  return used > 0 ? Math.min(100, Math.max(1, percent)) : 0;
}
