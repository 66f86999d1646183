import type { TemplateSchema } from '../schemas';

export const portfolioSiteSchema: TemplateSchema = {
  instruction:
    'Set up the Portfolio Site: a public list of your work and a contact form that saves messages',
  explanation:
    'Creates the projects table with three sample pieces of work that anyone can read (you change them in Bridge Studio), and the messages table where visitors leave a message that only you can read, in Bridge Studio’s data view.',
  statements: [
    `create table public.projects (
  id uuid primary key default gen_random_uuid(),
  title text not null check (char_length(title) between 1 and 120),
  summary text not null default '',
  image_url text,
  link text,
  sort_order integer not null default 0,
  created_at timestamptz not null default now()
);`,
    'create index projects_sort_order_idx on public.projects (sort_order);',
    'alter table public.projects enable row level security;',
    'create policy "Anyone can read projects" on public.projects for select to anon, authenticated using (true);',
    `insert into public.projects (title, summary, sort_order) values
  ('Harbour Café rebrand', 'A new name, menu and signage for a seaside café, from the first sketch to opening day.', 1),
  ('Field notes app', 'A small app that lets walkers record birds they spot, with photos and a map.', 2),
  ('Annual report 2025', 'A forty-page report for a local charity, written and laid out to be read on a phone.', 3);`,
    `create table public.messages (
  id uuid primary key default gen_random_uuid(),
  name text not null check (char_length(name) between 1 and 80),
  email text not null check (email ~ '^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$'),
  message text not null check (char_length(message) between 1 and 2000),
  created_at timestamptz not null default now()
);`,
    'alter table public.messages enable row level security;',
    'create policy "Anyone can send a message" on public.messages for insert to anon, authenticated with check (true);',
  ],
};
