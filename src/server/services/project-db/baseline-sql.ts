/**
 * The Supabase look-alike every project database starts from. Every part is
 * idempotent, so the same script prepares the embedded template and a connected external
 * Postgres, where the roles and schemas may already exist.
 */

import { AUTH_SCHEMA_SQL } from '../project-auth/schema-sql';
import { STORAGE_SCHEMA_SQL } from '../project-storage/schema-sql';
import { REQUEST_TAG_SQL } from '../project-api/request-tag';

/** The API's roles: they belong to the whole server, so one script makes them where they are missing. */
export const BASELINE_ROLES_SQL = /* sql */ `
do $roles$
declare
  setting record;
begin
  -- Roles belong to the whole server and may exist already, or be created at the same moment elsewhere.
  if not exists (select 1 from pg_roles where rolname = 'anon') then
    begin create role anon nologin noinherit; exception when duplicate_object or unique_violation then null; end;
  end if;
  if not exists (select 1 from pg_roles where rolname = 'authenticated') then
    begin create role authenticated nologin noinherit; exception when duplicate_object or unique_violation then null; end;
  end if;
  if not exists (select 1 from pg_roles where rolname = 'service_role') then
    begin create role service_role nologin noinherit bypassrls; exception when duplicate_object or unique_violation then null; end;
  end if;
  -- Supabase's limits, which PostgREST applies to the role it switches to: one slow query cannot hold a connection.
  -- Runs with every new template, so an upgraded server's roles get them; a value someone chose is kept.
  for setting in select * from (values ('anon', '3s'), ('authenticated', '8s')) as limits (role_name, timeout) loop
    if not exists (
      select 1 from pg_db_role_setting
      where setrole = setting.role_name::regrole and setdatabase = 0
        and exists (select 1 from unnest(setconfig) as one where one like 'statement_timeout=%')
    ) then
      -- A role made by someone else may not be ours to alter (a managed server's own anon).
      begin execute format('alter role %I set statement_timeout = %L', setting.role_name, setting.timeout);
      exception when insufficient_privilege then null; end;
    end if;
  end loop;
end
$roles$;
`;

export const BASELINE_SQL = /* sql */ `
${BASELINE_ROLES_SQL}
create schema if not exists auth;
create schema if not exists storage;

create table if not exists auth.users (
  id uuid primary key default gen_random_uuid(),
  email text unique,
  raw_user_meta_data jsonb not null default '{}'::jsonb,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

do $functions$
begin
  if to_regprocedure('auth.uid()') is null then
    create function auth.uid() returns uuid language sql stable as $f$
      select coalesce(
        nullif(current_setting('request.jwt.claim.sub', true), ''),
        nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'sub'
      )::uuid
    $f$;
  end if;
  if to_regprocedure('auth.role()') is null then
    create function auth.role() returns text language sql stable as $f$
      select coalesce(
        nullif(current_setting('request.jwt.claim.role', true), ''),
        nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'role'
      )::text
    $f$;
  end if;
  if to_regprocedure('auth.jwt()') is null then
    create function auth.jwt() returns jsonb language sql stable as $f$
      select coalesce(
        nullif(current_setting('request.jwt.claim', true), ''),
        nullif(current_setting('request.jwt.claims', true), '')
      )::jsonb
    $f$;
  end if;
end
$functions$;

create table if not exists storage.buckets (
  id text primary key,
  name text not null unique,
  owner uuid,
  public boolean not null default false,
  file_size_limit bigint,
  allowed_mime_types text[],
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create table if not exists storage.objects (
  id uuid primary key default gen_random_uuid(),
  bucket_id text references storage.buckets (id),
  name text,
  owner uuid,
  -- Supabase's newer owner column, which storage policies compare with auth.uid()::text.
  owner_id text,
  metadata jsonb,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  last_accessed_at timestamptz not null default now(),
  unique (bucket_id, name)
);

grant usage on schema public to anon, authenticated, service_role;
grant usage on schema auth to anon, authenticated, service_role;
grant usage on schema storage to anon, authenticated, service_role;
grant select, insert, update, delete on storage.buckets, storage.objects to anon, authenticated, service_role;
grant all on auth.users to service_role;
grant all on all tables in schema public to anon, authenticated, service_role;
grant all on all sequences in schema public to anon, authenticated, service_role;
alter default privileges in schema public grant all on tables to anon, authenticated, service_role;
alter default privileges in schema public grant all on sequences to anon, authenticated, service_role;
alter default privileges in schema public grant execute on functions to anon, authenticated, service_role;

create table if not exists public.profiles (
  id uuid primary key references auth.users (id) on delete cascade,
  updated_at timestamptz,
  username text unique,
  first_name text,
  last_name text,
  avatar_url text,
  website text
);

do $rls$
declare
  target regclass;
begin
  -- Only when off: on Supabase these tables belong to other roles and already have it on.
  foreach target in array array['storage.buckets', 'storage.objects', 'public.profiles']::regclass[] loop
    if not (select relrowsecurity from pg_class where oid = target) then
      execute format('alter table %s enable row level security', target);
    end if;
  end loop;
end
$rls$;

grant all on public.profiles to anon, authenticated, service_role;

do $policies$
begin
  if not exists (select 1 from pg_policies where schemaname = 'public' and tablename = 'profiles' and policyname = 'Profiles are visible to their owner') then
    create policy "Profiles are visible to their owner" on public.profiles
      for select to authenticated using (auth.uid() = id);
  end if;
  if not exists (select 1 from pg_policies where schemaname = 'public' and tablename = 'profiles' and policyname = 'Users can create their own profile') then
    create policy "Users can create their own profile" on public.profiles
      for insert to authenticated with check (auth.uid() = id);
  end if;
  if not exists (select 1 from pg_policies where schemaname = 'public' and tablename = 'profiles' and policyname = 'Users can update their own profile') then
    create policy "Users can update their own profile" on public.profiles
      for update to authenticated using (auth.uid() = id) with check (auth.uid() = id);
  end if;
end
$policies$;

-- GoTrue's columns on auth.users, and its identities, sessions and refresh tokens (/auth/v1).
${AUTH_SCHEMA_SQL}

-- The helpers storage policies call (storage.foldername, ...) and objects' version column (/storage/v1).
${STORAGE_SCHEMA_SQL}

-- What PostgREST runs first in each request, so a query whose visitor went away can be cancelled (/rest/v1).
${REQUEST_TAG_SQL}
`;
