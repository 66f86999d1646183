/**
 * Ends every end user's session in a project's database: refresh tokens are revoked, so nobody
 * can trade one for an access token signed with a new secret. Tables an older database lacks are skipped.
 */
export const END_ALL_SESSIONS_SQL = /* sql */ `
do $end_sessions$
begin
  if to_regclass('auth.refresh_tokens') is not null then
    update auth.refresh_tokens set revoked = true, updated_at = now() where not revoked;
  end if;
  if to_regclass('auth.sessions') is not null then
    delete from auth.sessions;
  end if;
end
$end_sessions$`;
