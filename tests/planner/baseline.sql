-- A minimal Supabase look-alike (DESIGN.md section 4) for checking planner SQL on PGlite.
-- The project's real baseline lives with the database service; this one only has to match it
-- in what plans touch: auth.users, auth.uid(), the storage tables, the roles and public.profiles.
do $$ begin create role anon nologin; exception when duplicate_object then null; end $$;
do $$ begin create role authenticated nologin; exception when duplicate_object then null; end $$;
do $$ begin create role service_role nologin bypassrls; exception when duplicate_object then null; end $$;

create schema if not exists auth;
create table auth.users (
  id uuid primary key default gen_random_uuid(),
  email text,
  created_at timestamptz default now()
);
create or replace function auth.uid() returns uuid language sql stable as $$
  select nullif(current_setting('request.jwt.claim.sub', true), '')::uuid
$$;

create schema if not exists storage;
create table storage.buckets (
  id text primary key,
  name text not null,
  owner uuid,
  public boolean default false,
  file_size_limit bigint,
  allowed_mime_types text[],
  created_at timestamptz default now(),
  updated_at timestamptz default now()
);
create table storage.objects (
  id uuid primary key default gen_random_uuid(),
  bucket_id text references storage.buckets (id),
  name text,
  owner uuid,
  owner_id text,
  metadata jsonb,
  created_at timestamptz default now()
);
alter table storage.objects enable row level security;

-- As the real project baseline (src/server/services/project-db/baseline-sql.ts) has it.
create table public.profiles (
  id uuid primary key references auth.users (id) on delete cascade,
  updated_at timestamptz,
  username text unique,
  first_name text,
  last_name text,
  avatar_url text,
  website text
);
alter table public.profiles enable row level security;
create policy "Profiles are visible to their owner" on public.profiles for select to authenticated using (auth.uid() = id);
create policy "Users can create their own profile" on public.profiles for insert to authenticated with check (auth.uid() = id);
create policy "Users can update their own profile" on public.profiles for update to authenticated using (auth.uid() = id) with check (auth.uid() = id);

grant usage on schema public, auth, storage to anon, authenticated, service_role;
