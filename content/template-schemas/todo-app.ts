import type { TemplateSchema } from '../schemas';
import { OWNER_COLUMN, ownerPolicies } from './owner-policies';

export const todoAppSchema: TemplateSchema = {
  instruction: 'Set up the To-Do App: a tasks table where each person sees only their own tasks',
  explanation:
    'Creates the tasks table (a title, a done checkbox and an optional due date), keeps each task to the person who wrote it, and adds an index so their list loads quickly.',
  statements: [
    `create table public.tasks (
  id uuid primary key default gen_random_uuid(),
  title text not null check (char_length(title) between 1 and 200),
  done boolean not null default false,
  due_on date,
  ${OWNER_COLUMN},
  created_at timestamptz not null default now()
);`,
    'create index tasks_user_id_idx on public.tasks (user_id, created_at);',
    'alter table public.tasks enable row level security;',
    ...ownerPolicies('tasks'),
  ],
};
