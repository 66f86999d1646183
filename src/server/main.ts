import { loadConfig } from './config/config';
import { buildApp } from './app';
import { sharedSiteDomain } from './config/shared-site-domain';

const SHUTDOWN_GRACE_MS = 10_000;

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
  const app = await buildApp(config);
  const shared = sharedSiteDomain(config.publicUrl, config.sites.domain);
  if (shared)
    app.log.warn(
      `SITES_DOMAIN ${config.sites.domain} shares the registrable domain ${shared} with PUBLIC_URL: sites' pages can set cookies the studio receives. Give sites a domain of their own, as Netlify (netlify.app) and GitHub Pages (github.io) do.`,
    );

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), SHUTDOWN_GRACE_MS).unref();
    try {
      await app.close();
      clearTimeout(force);
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
