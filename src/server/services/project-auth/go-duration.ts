/** Milliseconds per unit of Go's time.ParseDuration (`ban_duration` is read with it). */
const UNITS: Record<string, number> = {
  ns: 1e-6,
  us: 1e-3,
  µs: 1e-3,
  μs: 1e-3,
  ms: 1,
  s: 1000,
  m: 60_000,
  h: 3_600_000,
};

/**
 * A duration as Go's time.ParseDuration reads it (`"24h"`, `"1h30m"`, `"-1.5h"`, `"0"`), in
 * milliseconds; throws Go's own wording (`time: invalid duration "x"`) for anything else.
 */
export function parseGoDuration(text: string): number {
  const quoted = JSON.stringify(text);
  let rest = text;
  let sign = 1;
  if (rest.startsWith('-') || rest.startsWith('+')) {
    sign = rest.startsWith('-') ? -1 : 1;
    rest = rest.slice(1);
  }
  if (rest === '0') return 0;
  if (rest === '') throw new Error(`time: invalid duration ${quoted}`);
  let total = 0;
  while (rest !== '') {
    const number = /^(\d*)(?:\.(\d*))?/.exec(rest);
    const whole = number?.[1] ?? '';
    const fraction = number?.[2] ?? '';
    if (!number || (whole === '' && fraction === '') || number[0] === '.')
      throw new Error(`time: invalid duration ${quoted}`);
    rest = rest.slice(number[0].length);
    const unit = /^[^\d.]*/.exec(rest)?.[0] ?? '';
    if (unit === '') throw new Error(`time: missing unit in duration ${quoted}`);
    const scale = UNITS[unit];
    if (scale === undefined)
      throw new Error(`time: unknown unit ${JSON.stringify(unit)} in duration ${quoted}`);
    rest = rest.slice(unit.length);
    total += Number(`${whole || '0'}.${fraction || '0'}`) * scale;
  }
  return sign * total;
}
