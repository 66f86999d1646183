import type { ServerConnectionSettings } from './projects-server';

/** What the studio itself may hold on the projects server at most, connection by connection. */
export interface StudioConnections {
  /** The app's own data pool, when it lives on the same server (the embedded cluster). */
  appPool: number;
  /** The projects server's admin pool (creating, dropping and setting up projects). */
  admin: number;
  /** Projects whose pools may be open at once, and connections per pool. */
  projectPools: number;
  perPool: number;
  /** PostgREST processes that may run at once, and connections per process. */
  postgrest: number;
  perPostgrest: number;
}

export const studioNeed = (s: StudioConnections) =>
  s.appPool + s.admin + s.projectPools * s.perPool + s.postgrest * s.perPostgrest;

/** Slots left for founders' own tools on the embedded server, on top of what the studio keeps. */
const EMBEDDED_FOUNDER_SLOTS = 100;

/**
 * The embedded server's settings (PostgreSQL 18): the studio's whole need held back in
 * `reserved_connections`, which only its logins may use, and room for founders' tools beside it.
 */
export function embeddedConnectionSettings(need: number): Record<string, string> {
  return {
    max_connections: String(need + EMBEDDED_FOUNDER_SLOTS),
    reserved_connections: String(need),
  };
}

export interface ConnectionBudget {
  /** Slots a founder's login may take: max_connections less every reserved slot. */
  founderSlots: number;
  /** Founders' connections one account may hold: its projects times each founder login's limit. */
  perAccount: number;
  /** Plain sentences for the start-up log. */
  summary: string;
  /** What leaves another founder's project open to failure; empty when nothing does. */
  warnings: string[];
}

/** The projects server's connection budget, from its settings and the studio's own limits. */
export function connectionBudget(
  server: ServerConnectionSettings,
  studio: number,
  projectsPerAccount: number,
): ConnectionBudget {
  const reserved = server.studioUsesReserved ? server.reserved : 0;
  const founderSlots = server.maxConnections - server.superuserReserved - reserved;
  const perAccount = projectsPerAccount * server.perProject.founder;
  const warnings: string[] = [];
  if (!server.studioUsesReserved)
    warnings.push(
      server.version < 160_000
        ? `The projects server runs PostgreSQL ${Math.floor(server.version / 10_000)}, which cannot reserve connections for the studio (reserved_connections needs 16 or later): founders' own tools together could fill its ${server.maxConnections} connections and stop other projects' APIs.`
        : "The projects server's admin cannot grant pg_use_reserved_connections, so no connections are kept for the studio: founders' own tools together could fill the server and stop other projects' APIs.",
    );
  else if (server.reserved < studio)
    warnings.push(
      `reserved_connections is ${server.reserved} but the studio may hold ${studio}: raise it, or lower PROJECT_DB_MAX_POOLS.`,
    );
  if (perAccount >= founderSlots)
    warnings.push(
      `One account's projects may hold ${perAccount} connections from their own tools, as many as the ${founderSlots} founders share: lower MAX_PROJECTS_PER_ACCOUNT.`,
    );
  const summary =
    `projects server: max_connections ${server.maxConnections}, ${reserved} kept for the studio (which may hold ${studio}), ` +
    `${founderSlots} for founders' tools; each project ${server.perProject.founder} for its founder's tools and ${server.perProject.studio} for the studio, ` +
    `one account at most ${perAccount} from its tools`;
  return { founderSlots, perAccount, summary, warnings };
}
