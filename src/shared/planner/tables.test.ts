import { describe, expect, it } from 'vitest';
import { contextAfter, planOk, refused, sqlOf } from '../../../tests/planner/helpers';
import { planInstruction } from '.';

const createdTables = (instruction: string): string[] =>
  sqlOf(planOk(instruction)).flatMap(
    (sql) => sql.match(/^create table public\.(\S+) \(/)?.[1] ?? [],
  );

describe('naming new tables', () => {
  it.each([
    ['create a table called recipes with title', ['recipes']],
    ['create a table named Customer_Notes with body', ['customer_notes']],
    ["create a table called 'blog posts' with title", ['blog_posts']],
    ['add a customer table with name', ['customers']],
    ['make a new blog post table with title', ['blog_posts']],
    ['create a table for categories with name', ['categories']],
    ['I need to store recipes: title, servings', ['recipes']],
    ['keep track of my workouts: date and minutes', ['workouts']],
    ['create customers with name and email', ['customers']],
    ['create tables for authors, books and reviews', ['authors', 'books', 'reviews']],
    ['create posts and comments tables', ['posts', 'comments']],
    ['create a customers table with name, and an orders table with total', ['customers', 'orders']],
    ['create customers with name and email, and orders with total', ['customers', 'orders']],
    ['add tables for posts (title, body) and tags (name)', ['posts', 'tags']],
    ['create table orders (total, status)', ['orders']],
    ['I need a CRM: contacts with name and email, and deals with amount', ['contacts', 'deals']],
    [
      'create a database table to save contact form submissions: name, email',
      ['contact_form_submissions'],
    ],
  ])('%s → %j', (instruction, names) => expect(createdTables(instruction)).toEqual(names));
});

describe('every new table', () => {
  const plan = planOk('create a tasks table with title');
  const sql = sqlOf(plan);
  it('gets a uuid primary key and created_at', () => {
    expect(sql[0]).toContain('id uuid primary key default gen_random_uuid()');
    expect(sql[0]).toContain('created_at timestamptz not null default now()');
  });
  it('gets row level security, with a warning when nobody may use it yet', () => {
    expect(sql).toContain('alter table public.tasks enable row level security;');
    expect(plan.warnings.join(' ')).toMatch(/did not say who may use it/);
  });
  it('is explained in plain words', () => {
    expect(plan.explanation).toContain('Creates a new table "tasks" with title (text)');
  });
});

describe('access rules on a new table', () => {
  it('adds the owner column and one policy per operation', () => {
    const sql = sqlOf(
      planOk('create a notes table with body and let each user see only their own notes'),
    );
    expect(sql[0]).toContain(
      'user_id uuid not null default auth.uid() references auth.users(id) on delete cascade',
    );
    expect(sql.filter((s) => s.startsWith('create policy'))).toHaveLength(4);
    expect(
      sql.some((s) =>
        /for select to authenticated using \(\(select auth\.uid\(\)\) = user_id\)/.test(s),
      ),
    ).toBe(true);
    expect(sql).toContain('create index notes_user_id_idx on public.notes (user_id);');
  });
  it('uses a person column that is already there as the owner', () => {
    const sql = sqlOf(
      planOk(
        'create a posts table with title and the author it belongs to. Only the author can edit posts',
      ),
    );
    expect(sql[0]).not.toContain('user_id');
    expect(sql.some((s) => s.includes('= author_id'))).toBe(true);
  });
});

describe('relationships', () => {
  it('creates the linked table first, with a foreign key and an index', () => {
    const sql = sqlOf(
      planOk(
        'create a comments table with body and the post it belongs to, and a posts table with title',
      ),
    );
    const posts = sql.findIndex((s) => s.startsWith('create table public.posts'));
    const comments = sql.findIndex((s) => s.startsWith('create table public.comments'));
    expect(posts).toBeLessThan(comments);
    expect(sql[comments]).toContain(
      'post_id uuid not null references public.posts(id) on delete cascade',
    );
    expect(sql).toContain('create index comments_post_id_idx on public.comments (post_id);');
  });
  it.each([
    'each comment belongs to a post',
    'comments belong to posts',
    'a post has many comments',
    'link each comment to a post',
    'each comment has a post_id',
  ])('"%s" links existing tables', (instruction) => {
    const plan = planOk(
      instruction,
      contextAfter('create a posts table with title', 'create a comments table with body'),
    );
    expect(sqlOf(plan)[0]).toBe(
      'alter table public.comments add column post_id uuid not null references public.posts(id) on delete cascade;',
    );
  });
  it('says what exists when a side of the link is missing', () => {
    expect(
      refused('each comment belongs to a post', contextAfter('create a comments table with body'))
        .message,
    ).toMatch(/no posts table.*profiles, comments/);
  });
});

describe('refusals', () => {
  it('does not create a table that exists, and says what it has', () => {
    expect(
      refused('create a tasks table with title', contextAfter('create a tasks table with title'))
        .message,
    ).toContain('tasks already exists with title, so there is nothing to change');
  });
  it('adds only the columns a table there already lacks', () => {
    const plan = planOk(
      'Create a table called tasks with a title and a due date',
      contextAfter('create a tasks table with title'),
    );
    expect(sqlOf(plan)).toEqual(['alter table public.tasks add column due_date date;']);
    expect(plan.warnings.join(' ')).toContain('tasks already exists');
  });
  it('does not guess at words it cannot read', () => {
    expect(refused('create a tasks table so I can be productive').message).toContain(
      'I did not understand',
    );
    expect(planInstruction('create a table').ok).toBe(false);
    const asked = planInstruction('create a table', { context: { database: { tables: [] } } });
    expect(asked.ok ? [] : asked.clarification?.choices.map((c) => c.instruction)).toContain(
      'create a tasks table with title and done',
    );
  });
});

describe('relationships said in other words', () => {
  const shop = () =>
    contextAfter(
      'create a customers table with name',
      'create an orders table with total',
      'create a members table with name',
    );

  it.each([
    'each order is placed by a customer',
    'every order should belong to a customer',
    'orders are linked to customers',
  ])('%s links orders to customers', (instruction) =>
    expect(sqlOf(planOk(instruction, shop()))[0]).toBe(
      'alter table public.orders add column customer_id uuid not null references public.customers(id) on delete cascade;',
    ),
  );

  it('links to each parent of a list', () =>
    expect(
      sqlOf(planOk('each order belongs to a customer and a member', shop())).filter((s) =>
        s.includes('references'),
      ),
    ).toHaveLength(2));
});
