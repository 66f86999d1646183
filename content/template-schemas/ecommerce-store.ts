import type { TemplateSchema } from '../schemas';
import { OWNER_COLUMN } from './owner-policies';

export const ecommerceStoreSchema: TemplateSchema = {
  instruction:
    'Set up the Online Store: products anyone can browse, and orders each customer sees only for themselves',
  explanation:
    'Creates the products table with four sample products that anyone can read, and the orders and order items tables that keep each customer’s orders to them. Each order line takes its price from the product when it is added, and an order for more than is in stock is refused. You change products and stock in Bridge Studio.',
  statements: [
    `create table public.products (
  id uuid primary key default gen_random_uuid(),
  name text not null check (char_length(name) between 1 and 120),
  description text not null default '',
  price_cents integer not null check (price_cents >= 0),
  image_url text,
  stock integer not null default 0 check (stock >= 0),
  created_at timestamptz not null default now()
);`,
    'alter table public.products enable row level security;',
    'create policy "Anyone can read products" on public.products for select to anon, authenticated using (true);',
    `insert into public.products (name, description, price_cents, stock) values
  ('Canvas tote bag', 'A sturdy everyday bag in natural cotton canvas.', 1800, 25),
  ('Stoneware mug', 'Holds a generous cup and keeps it warm a little longer.', 1400, 40),
  ('Linen notebook', 'Ninety-six pages of thick, lined paper in a linen cover.', 1200, 60),
  ('Beeswax candle', 'Hand-poured, with a soft honey scent and a forty-hour burn.', 2200, 0);`,
    `create table public.orders (
  id uuid primary key default gen_random_uuid(),
  status text not null default 'placed' check (status in ('placed', 'paid', 'shipped', 'delivered', 'cancelled')),
  ${OWNER_COLUMN},
  created_at timestamptz not null default now()
);`,
    'create index orders_user_id_idx on public.orders (user_id, created_at desc);',
    'alter table public.orders enable row level security;',
    'create policy "Owners can read their own orders" on public.orders for select to authenticated using ((select auth.uid()) = user_id);',
    'create policy "Owners can add their own orders" on public.orders for insert to authenticated with check ((select auth.uid()) = user_id and status = \'placed\');',
    `create table public.order_items (
  id uuid primary key default gen_random_uuid(),
  order_id uuid not null references public.orders(id) on delete cascade,
  product_id uuid not null references public.products(id),
  quantity integer not null check (quantity between 1 and 99),
  price_cents integer not null default 0 check (price_cents >= 0),
  ${OWNER_COLUMN},
  created_at timestamptz not null default now()
);`,
    'create index order_items_order_id_idx on public.order_items (order_id);',
    'create index order_items_user_id_idx on public.order_items (user_id);',
    'alter table public.order_items enable row level security;',
    'create policy "Owners can read their own order items" on public.order_items for select to authenticated using ((select auth.uid()) = user_id);',
    'create policy "Owners can add items to their own orders" on public.order_items for insert to authenticated with check ((select auth.uid()) = user_id and exists (select 1 from public.orders o where o.id = order_id and o.user_id = (select auth.uid())));',
    `create function public.price_order_item() returns trigger language plpgsql set search_path = '' as $$
begin
  select p.price_cents into new.price_cents from public.products p
    where p.id = new.product_id and p.stock >= new.quantity;
  if not found then
    raise exception 'That product is not in stock in that quantity.';
  end if;
  return new;
end
$$;`,
    'create trigger order_items_take_product_price before insert on public.order_items for each row execute function public.price_order_item();',
  ],
};
