/**
 * The four row-level security policies that keep a table's rows to their owner, worded as the
 * planner writes them (src/shared/planner/security.ts), so a template's tables read like planned ones.
 */
export function ownerPolicies(table: string, noun = table): string[] {
  const mine = '(select auth.uid()) = user_id';
  return [
    `create policy "Owners can read their own ${noun}" on public.${table} for select to authenticated using (${mine});`,
    `create policy "Owners can add their own ${noun}" on public.${table} for insert to authenticated with check (${mine});`,
    `create policy "Owners can change their own ${noun}" on public.${table} for update to authenticated using (${mine}) with check (${mine});`,
    `create policy "Owners can delete their own ${noun}" on public.${table} for delete to authenticated using (${mine});`,
  ];
}

/** The owner column every end user's row keeps, as the planner adds it. */
export const OWNER_COLUMN =
  'user_id uuid not null default auth.uid() references auth.users(id) on delete cascade';
