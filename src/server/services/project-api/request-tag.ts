import type { ProjectDatabase } from '../project-db/project-database';

/** The header the studio gives each request it passes to PostgREST; a visitor's own is replaced. */
export const REQUEST_TAG_HEADER = 'x-bridge-request';

/** PostgREST's pre-request function: it names the request's backend after the header. */
export const REQUEST_TAG_FUNCTION = 'auth.bridge_tag_request';

const APPLICATION_PREFIX = 'bridge-rest ';

/**
 * Tags the backend running a request (application_name, for this transaction only), so the studio
 * can cancel that query when the visitor goes away: PostgREST 12 never does (its issue 3517).
 */
export const REQUEST_TAG_SQL = /* sql */ `
create or replace function ${REQUEST_TAG_FUNCTION}() returns void language sql as $tag$
  select set_config('application_name',
    '${APPLICATION_PREFIX}' || coalesce(nullif(current_setting('request.headers', true), '')::json ->> '${REQUEST_TAG_HEADER}', ''),
    true)
$tag$;
`;

/** Cancels the query a request tagged `tag` is running, if it still is. */
export async function cancelTaggedQuery(db: ProjectDatabase, tag: string): Promise<void> {
  await db.runInTransaction([
    // PostgREST's backends are the studio login's, which sessions leave for the owner role.
    { sql: `select set_config('role', session_user, true)` },
    {
      sql: `select pg_cancel_backend(pid) from pg_stat_activity
             where application_name = $1 and datname = current_database()`,
      params: [`${APPLICATION_PREFIX}${tag}`],
    },
  ]);
}
