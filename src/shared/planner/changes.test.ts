import { describe, expect, it } from 'vitest';
import { contextAfter, planOk, refused, sqlOf, withTable } from '../../../tests/planner/helpers';

const customers = () => contextAfter('create a customers table with name, email and price (text)');

describe('columns', () => {
  it.each([
    ['add a phone column to customers', 'alter table public.customers add column phone text;'],
    [
      'add a column called notes to the customers table',
      'alter table public.customers add column notes text;',
    ],
    [
      'customers need a phone number too',
      'alter table public.customers add column phone_number text;',
    ],
    ['give customers a vip flag (yes/no)', 'alter table public.customers add column vip boolean;'],
    ['add to customers: city', 'alter table public.customers add column city text;'],
  ])('%s', (instruction, sql) => expect(sqlOf(planOk(instruction, customers()))).toEqual([sql]));

  it('renames, removes and retypes', () => {
    expect(sqlOf(planOk('rename the column name in customers to full_name', customers()))).toEqual([
      'alter table public.customers rename column name to full_name;',
    ]);
    expect(sqlOf(planOk('rename customers.name to full name', customers()))).toEqual([
      'alter table public.customers rename column name to full_name;',
    ]);
    expect(sqlOf(planOk('remove the email column from customers', customers()))).toEqual([
      'alter table public.customers drop column email;',
    ]);
    expect(sqlOf(planOk('change price in customers to money', customers()))).toEqual([
      'alter table public.customers alter column price type numeric(12,2) using price::numeric(12,2);',
    ]);
  });

  it('makes columns required, optional, unique, or gives them a default', () => {
    const context = customers();
    expect(sqlOf(planOk('make email required in customers', context))).toEqual([
      'alter table public.customers alter column email set not null;',
    ]);
    expect(sqlOf(planOk('email in customers must be unique', context))).toEqual([
      'alter table public.customers add constraint customers_email_key unique (email);',
    ]);
    expect(sqlOf(planOk("name in customers should default to 'anonymous'", context))).toEqual([
      "alter table public.customers alter column name set default 'anonymous';",
    ]);
    expect(
      sqlOf(planOk('make name required in customers and then make it optional', context)),
    ).toEqual([
      'alter table public.customers alter column name set not null;',
      'alter table public.customers alter column name drop not null;',
    ]);
  });

  it('changes a table created in the same instruction inside its create statement', () => {
    const sql = sqlOf(planOk('create a tasks table with title and make title unique'));
    expect(sql[0]).toContain('title text unique');
    expect(sql).toHaveLength(2);
  });
});

describe('tables and indexes', () => {
  it('renames and drops tables', () => {
    expect(sqlOf(planOk('rename the customers table to clients', customers()))).toEqual([
      'alter table public.customers rename to clients;',
    ]);
    expect(sqlOf(planOk('drop the customers table', customers()))).toEqual([
      'drop table public.customers;',
    ]);
  });
  it.each([
    'add an index on email in customers',
    'index customers by email',
    'speed up searching customers by email',
    'create an index on customers (email)',
  ])('%s', (instruction) =>
    expect(sqlOf(planOk(instruction, customers()))).toEqual([
      'create index customers_email_idx on public.customers (email);',
    ]),
  );
});

describe('live context', () => {
  it('refuses changes to what does not exist and lists what does', () => {
    expect(refused('rename the column subtitle in customers to title', customers()).message).toBe(
      'customers has no column called subtitle. Its columns: id, name, email, price, created_at.',
    );
    expect(refused('add a phone column to clients', customers()).message).toBe(
      'There is no table called clients. Your tables: profiles, customers.',
    );
    expect(refused('remove the fax column from customers', customers()).message).toContain(
      'no column called fax',
    );
  });
  it('refuses what cannot work on existing rows, and suggests what would', () => {
    const answer = refused(
      'add a required status column to orders',
      withTable('orders', ['total'], 12),
    );
    expect(answer.message).toContain('already has 12 rows');
    expect(answer.examples[0]).toContain("default 'unknown'");
  });
  it('estimates the impact from row counts', () => {
    const plan = planOk(
      'remove the notes column from orders',
      withTable('orders', ['notes'], 1000),
    );
    expect(plan.usageImpact).toMatchObject({
      storage: 'frees about 23.4 KB of database storage',
      rows: 'Clears notes from 1,000 rows.',
    });
    expect(plan.warnings.join(' ')).toContain('all 1,000 rows');
  });
  it('refuses to drop a table others link to', () => {
    const context = contextAfter(
      'create a posts table with title',
      'create a comments table with body and the post it belongs to',
    );
    expect(refused('drop the posts table', context).message).toBe(
      'comments links to posts. Remove that table or its link first.',
    );
  });
  it('plans without checking when no database was described', () => {
    expect(sqlOf(planOk('rename the column title in tasks to name', {}))).toEqual([
      'alter table public.tasks rename column title to name;',
    ]);
  });
  it('tells a type change from a rename, and asks when it cannot', () => {
    expect(refused('change name in customers to nickname', customers()).message).toContain(
      'not a column type',
    );
  });
});

describe('constraints, type changes and purposes said in plain words', () => {
  const products = () =>
    contextAfter(
      'create a products table with name, price (whole number) and stock (whole number)',
    );

  it.each([
    ['stock must be between 1 and 10', 'check (stock between 1 and 10)'],
    ["stock can't be negative", 'check (stock >= 0)'],
    ['stock should be at least 1', 'check (stock >= 1)'],
    ['the stock must be positive', 'check (stock > 0)'],
  ])('%s adds a check', (instruction, check) =>
    expect(sqlOf(planOk(instruction, products()))).toEqual([
      `alter table public.products add constraint products_stock_check ${check};`,
    ]),
  );

  it('reads "starts at" as a default and "allow cents" as money', () => {
    expect(sqlOf(planOk('stock should start at 0', products()))).toEqual([
      'alter table public.products alter column stock set default 0;',
    ]);
    expect(sqlOf(planOk('allow cents in the price', products()))).toEqual([
      'alter table public.products alter column price type numeric(12,2) using price::numeric(12,2);',
    ]);
    expect(sqlOf(planOk('store name as a whole number', products()))).toEqual([
      'alter table public.products alter column name type integer using name::integer;',
    ]);
  });

  it('refuses a number limit on a text column', () =>
    expect(refused('name must be between 1 and 5', products()).message).toMatch(
      /holds text, so a number limit does not fit/,
    ));

  it('drops a trailing purpose and keeps the request', () => {
    for (const instruction of [
      'add an index on stock so searches are quicker',
      'index stock in products to speed up searches',
      'add an index on stock for faster lookups',
    ])
      expect(sqlOf(planOk(instruction, products()))).toEqual([
        'create index products_stock_idx on public.products (stock);',
      ]);
  });

  it('gives a new column the rules of a trailing clause or of a second mention', () => {
    expect(
      sqlOf(planOk('add a checked at column to products which fills itself in', products())),
    ).toEqual(['alter table public.products add column checked_at timestamptz default now();']);
    expect(
      sqlOf(planOk("create a shoes table with name and price, price can't be negative"))[0],
    ).toContain('price numeric(12,2) constraint shoes_price_check check (price >= 0)');
  });
});

describe('several requests in one clause', () => {
  const products = () =>
    contextAfter(
      'create a products table with name, price (whole number) and stock (whole number)',
    );

  it('reads each part on its own, reusing the verb when the second part leaves it out', () => {
    expect(sqlOf(planOk("stock can't be negative and name must be unique", products()))).toEqual([
      'alter table public.products add constraint products_stock_check check (stock >= 0);',
      'alter table public.products add constraint products_name_key unique (name);',
    ]);
    expect(sqlOf(planOk('store stock as a number and name as a date', products()))).toEqual([
      'alter table public.products alter column stock type numeric using stock::numeric;',
      'alter table public.products alter column name type date using name::date;',
    ]);
  });

  it('refuses the whole clause when one part is not understood', () =>
    expect(refused("stock can't be negative and sing a song", products()).message).toMatch(
      /could not turn/,
    ));

  it('adds a nameless part of a column list to the column before it', () =>
    expect(
      sqlOf(planOk("create a fans table with email which can't be empty and must be unique"))[0],
    ).toContain('email text not null unique'));
});
