import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { json } from '@client/app/testing/render-app';
import { ProjectUsersTable } from './project-users-table';

const PROJECT = '00000000-0000-4000-8000-0000000000ee';
const ALICE = {
  id: '00000000-0000-4000-8000-00000000a11c',
  email: 'alice@example.com',
  createdAt: '2026-01-02T03:04:05.000Z',
  lastSignInAt: null,
};

function renderTable(canManage: boolean) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <ProjectUsersTable projectId={PROJECT} canManage={canManage} />
    </QueryClientProvider>,
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('ProjectUsersTable', () => {
  it('lists users with "never" for no sign-in, and deletes one after a confirmation', async () => {
    let users = [ALICE];
    const fetch = vi.fn(async (url: string, init?: RequestInit) => {
      if (init?.method === 'DELETE') {
        users = [];
        return new Response(null, { status: 204 });
      }
      return json({ users, total: users.length });
    });
    vi.stubGlobal('fetch', fetch);
    renderTable(true);
    const row = (await screen.findByText('alice@example.com')).closest('tr')!;
    expect(within(row).getByText('never')).toBeTruthy();
    fireEvent.click(within(row).getByRole('button', { name: 'Delete alice@example.com' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete alice@example.com?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete user' }));
    expect(await screen.findByTestId('no-end-users')).toBeTruthy();
    expect(
      fetch.mock.calls.some(([u, i]) => i?.method === 'DELETE' && String(u).endsWith(ALICE.id)),
    ).toBe(true);
  });

  it('explains the empty list, and hides actions from members who cannot manage users', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json({ users: [], total: 0 })),
    );
    renderTable(true);
    expect((await screen.findByTestId('no-end-users')).textContent).toMatch(
      /sign up|create an account/,
    );
    cleanup();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json({ users: [ALICE], total: 1 })),
    );
    renderTable(false);
    await screen.findByText('alice@example.com');
    expect(screen.queryByRole('button', { name: /Delete|password reset/ })).toBeNull();
  });
});
