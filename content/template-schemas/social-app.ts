import type { TemplateSchema } from '../schemas';
import { OWNER_COLUMN } from './owner-policies';

const mine = '(select auth.uid()) = user_id';

export const socialAppSchema: TemplateSchema = {
  instruction:
    'Set up the Community App: public profiles, posts, follows, likes and a bucket for profile pictures',
  explanation:
    'Adds a display name and a bio to the profiles table and lets anyone read profiles; creates posts that signed-in members read and only their author changes, follows and likes that each member manages for themselves, and a public avatars bucket where each member uploads only into their own folder.',
  statements: [
    'alter table public.profiles add column display_name text check (char_length(display_name) <= 60);',
    'alter table public.profiles add column bio text check (char_length(bio) <= 300);',
    'create policy "Anyone can read profiles" on public.profiles for select to anon, authenticated using (true);',
    `create table public.posts (
  id uuid primary key default gen_random_uuid(),
  body text not null check (char_length(body) between 1 and 1000),
  image_url text,
  ${OWNER_COLUMN},
  created_at timestamptz not null default now()
);`,
    'create index posts_user_id_idx on public.posts (user_id, created_at desc);',
    'create index posts_created_at_idx on public.posts (created_at desc);',
    'alter table public.posts enable row level security;',
    'create policy "Signed-in users can read posts" on public.posts for select to authenticated using (true);',
    `create policy "Owners can add their own posts" on public.posts for insert to authenticated with check (${mine});`,
    `create policy "Owners can change their own posts" on public.posts for update to authenticated using (${mine}) with check (${mine});`,
    `create policy "Owners can delete their own posts" on public.posts for delete to authenticated using (${mine});`,
    `create table public.follows (
  ${OWNER_COLUMN},
  followed_id uuid not null references auth.users(id) on delete cascade,
  created_at timestamptz not null default now(),
  primary key (user_id, followed_id),
  check (user_id <> followed_id)
);`,
    'create index follows_user_id_idx on public.follows (user_id);',
    'create index follows_followed_id_idx on public.follows (followed_id);',
    'alter table public.follows enable row level security;',
    'create policy "Signed-in users can read follows" on public.follows for select to authenticated using (true);',
    `create policy "Owners can add their own follows" on public.follows for insert to authenticated with check (${mine});`,
    `create policy "Owners can delete their own follows" on public.follows for delete to authenticated using (${mine});`,
    `create table public.likes (
  post_id uuid not null references public.posts(id) on delete cascade,
  ${OWNER_COLUMN},
  created_at timestamptz not null default now(),
  primary key (post_id, user_id)
);`,
    'create index likes_user_id_idx on public.likes (user_id);',
    'alter table public.likes enable row level security;',
    'create policy "Signed-in users can read likes" on public.likes for select to authenticated using (true);',
    `create policy "Owners can add their own likes" on public.likes for insert to authenticated with check (${mine});`,
    `create policy "Owners can delete their own likes" on public.likes for delete to authenticated using (${mine});`,
    "insert into storage.buckets (id, name, public) values ('avatars', 'avatars', true);",
    `create policy "Anyone can see avatars" on storage.objects for select to anon, authenticated using (bucket_id = 'avatars');`,
    `create policy "Members upload their own avatar" on storage.objects for insert to authenticated with check (bucket_id = 'avatars' and (storage.foldername(name))[1] = (select auth.uid())::text);`,
    `create policy "Members replace their own avatar" on storage.objects for update to authenticated using (bucket_id = 'avatars' and (storage.foldername(name))[1] = (select auth.uid())::text);`,
  ],
};
