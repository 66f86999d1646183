const UNITS = ['B', 'KB', 'MB', 'GB', 'TB'];

/** 47185920 -> "45MB": sizes as the studio and settings pages write them. */
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
