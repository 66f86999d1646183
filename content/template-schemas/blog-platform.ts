import type { TemplateSchema } from '../schemas';
import { OWNER_COLUMN, ownerPolicies } from './owner-policies';

export const blogPlatformSchema: TemplateSchema = {
  instruction:
    'Set up the Blog Platform: posts that authors write and publish, and comments from signed-in readers',
  explanation:
    'Creates the posts table (drafts stay private to their author, published posts are public) and the comments table (anyone reads the comments of published posts, signed-in readers add and delete their own), with indexes for the newest posts and each post’s comments.',
  statements: [
    `create table public.posts (
  id uuid primary key default gen_random_uuid(),
  title text not null check (char_length(title) between 1 and 200),
  body text not null default '',
  cover_image_url text,
  published boolean not null default false,
  published_at timestamptz,
  ${OWNER_COLUMN},
  created_at timestamptz not null default now()
);`,
    'create index posts_user_id_idx on public.posts (user_id);',
    'create index posts_published_at_idx on public.posts (published_at desc) where published;',
    'alter table public.posts enable row level security;',
    'create policy "Anyone can read published posts" on public.posts for select to anon, authenticated using (published);',
    ...ownerPolicies('posts'),
    `create table public.comments (
  id uuid primary key default gen_random_uuid(),
  post_id uuid not null references public.posts(id) on delete cascade,
  name text not null check (char_length(name) between 1 and 80),
  message text not null check (char_length(message) between 1 and 2000),
  ${OWNER_COLUMN},
  created_at timestamptz not null default now()
);`,
    'create index comments_post_id_idx on public.comments (post_id, created_at);',
    'create index comments_user_id_idx on public.comments (user_id);',
    'alter table public.comments enable row level security;',
    'create policy "Anyone can read comments on published posts" on public.comments for select to anon, authenticated using (exists (select 1 from public.posts p where p.id = post_id and p.published));',
    'create policy "Owners can add their own comments" on public.comments for insert to authenticated with check ((select auth.uid()) = user_id and exists (select 1 from public.posts p where p.id = post_id and p.published));',
    'create policy "Owners can delete their own comments" on public.comments for delete to authenticated using ((select auth.uid()) = user_id);',
  ],
};
