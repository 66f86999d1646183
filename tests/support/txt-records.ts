import type { TxtResolver } from '@server/services/hosting/domain-verification';

/** DNS TXT answers from a table the test fills, so no test asks a real DNS server. */
export function txtRecords(
  records: Record<string, string[]> = {},
): TxtResolver & { records: Record<string, string[]> } {
  const resolve = async (name: string) => {
    const values = records[name];
    if (!values) throw Object.assign(new Error(`queryTxt ENODATA ${name}`), { code: 'ENODATA' });
    return values.map((value) => [value]);
  };
  return Object.assign(resolve, { records });
}
