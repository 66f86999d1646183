import type { TemplateSchema } from '../schemas';
import { OWNER_COLUMN, ownerPolicies } from './owner-policies';

export const dashboardAppSchema: TemplateSchema = {
  instruction:
    'Set up the Business Dashboard: metrics recorded by day and goals, private to each person',
  explanation:
    'Creates the metrics table (a name, a value and the day it was recorded) and the goals table (a metric, a target and a due date), each kept to the person who entered it, with indexes for reading a metric over time.',
  statements: [
    `create table public.metrics (
  id uuid primary key default gen_random_uuid(),
  name text not null check (char_length(name) between 1 and 80),
  value numeric not null,
  recorded_on date not null default current_date,
  ${OWNER_COLUMN},
  created_at timestamptz not null default now()
);`,
    'create index metrics_user_id_idx on public.metrics (user_id, name, recorded_on);',
    'alter table public.metrics enable row level security;',
    ...ownerPolicies('metrics'),
    `create table public.goals (
  id uuid primary key default gen_random_uuid(),
  metric_name text not null check (char_length(metric_name) between 1 and 80),
  target numeric not null,
  due_on date,
  ${OWNER_COLUMN},
  created_at timestamptz not null default now()
);`,
    'create index goals_user_id_idx on public.goals (user_id);',
    'alter table public.goals enable row level security;',
    ...ownerPolicies('goals'),
  ],
};
