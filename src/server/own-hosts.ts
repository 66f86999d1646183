import type { Config } from './config/config';

/** Host names that reach the studio itself rather than a project's custom domain. */
export function ownHosts(config: Config): string[] {
  return [
    new URL(config.publicUrl).hostname,
    config.host,
    'localhost',
    '127.0.0.1',
    '::1',
    '[::1]',
  ];
}
