import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { json } from '@client/app/testing/render-app';
import { DatabaseConnection } from './database-connection';

const PROJECT = '00000000-0000-4000-8000-0000000000bb';
const URI = 'postgres://project_abc:s3cret@127.0.0.1:5433/project_abc';

function renderConnection(canSee: boolean) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <DatabaseConnection projectId={PROJECT} canSee={canSee} />
    </QueryClientProvider>,
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('DatabaseConnection', () => {
  it('asks for the connection string only when revealed, shows it with a copy button, and hides it again', async () => {
    const fetch = vi.fn(async (_url: string) => json({ uri: URI }));
    vi.stubGlobal('fetch', fetch);
    renderConnection(true);
    expect(fetch).not.toHaveBeenCalled();
    expect(screen.queryByText(URI)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Show connection string' }));
    expect(await screen.findByText(URI)).toBeTruthy();
    expect(String(fetch.mock.calls[0]![0])).toBe(`/api/projects/${PROJECT}/database/connection`);
    expect(screen.getByRole('button', { name: 'Copy the connection string' })).toBeTruthy();
    expect(screen.getByText(/works on the computer the studio runs on/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Hide' }));
    expect(screen.queryByText(URI)).toBeNull();
  });

  it('says who can see it, and never asks, for editors and viewers', () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    renderConnection(false);
    expect(screen.getByText(/Only the project’s owner and admins/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Show connection string' })).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('shows the reason when the server refuses', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        json({ error: { code: 'forbidden', message: 'Only owners and admins can do this.' } }, 403),
      ),
    );
    renderConnection(true);
    fireEvent.click(screen.getByRole('button', { name: 'Show connection string' }));
    expect(await screen.findByText('Only owners and admins can do this.')).toBeTruthy();
  });
});
