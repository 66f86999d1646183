import type { InternalEndpoint } from './address-guard';

/** Where a postgres:// URL leads, for keeping users' connections away from the studio's own databases. */
export function postgresEndpoint(url: string | undefined): InternalEndpoint[] {
  if (!url) return [];
  try {
    const parsed = new URL(url);
    const host = decodeURIComponent(parsed.hostname).replace(/^\[|\]$/g, '') || 'localhost';
    return [{ host, port: parsed.port ? Number(parsed.port) : 5432 }];
  } catch {
    return [];
  }
}
