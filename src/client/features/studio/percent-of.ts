/** Whole percent, at least 1 when anything is used so a small start still shows. */
export function percentOf(used: number, allowance: number): number {
  if (allowance <= 0) return 0;
  const percent = Math.round((used / allowance) * 100);
  return used > 0 ? Math.min(100, Math.max(1, percent)) : 0;
}
