import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { CustomDomain } from '@shared/contracts/project-state';
import { json } from '@client/app/testing/render-app';
import { toast } from '@client/lib/toast';
import { CustomDomains } from './custom-domains';

vi.mock('@client/lib/toast');

const PROJECT = '00000000-0000-4000-8000-0000000000aa';
const pending: CustomDomain = {
  domain: 'shop.example.com',
  status: 'pending',
  record: {
    type: 'TXT',
    name: '_bridge-challenge.shop.example.com',
    value: 'bridge-verification=abc123',
  },
  checkedAt: null,
};

function renderDomains(domains: CustomDomain[], canCheck = true) {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <CustomDomains projectId={PROJECT} domains={domains} canCheck={canCheck} />
    </QueryClientProvider>,
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('CustomDomains', () => {
  it('shows the record that proves a pending domain, and checks it on demand', async () => {
    const fetch = vi.fn(async (_url: string) =>
      json({ domain: { ...pending, status: 'verified', checkedAt: new Date().toISOString() } }),
    );
    vi.stubGlobal('fetch', fetch);
    renderDomains([pending]);
    expect(screen.getByText('Waiting for DNS')).toBeTruthy();
    expect(screen.getByText('_bridge-challenge.shop.example.com')).toBeTruthy();
    expect(screen.getByText('bridge-verification=abc123')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Check now for shop.example.com' }));
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith(
        'shop.example.com is proven yours',
        expect.anything(),
      ),
    );
    expect(String(fetch.mock.calls[0]![0])).toBe(
      `/api/projects/${PROJECT}/site/domains/shop.example.com/verify`,
    );
  });

  it('shows no record for a verified domain and no check for a viewer', () => {
    renderDomains(
      [
        { ...pending, status: 'verified' },
        { ...pending, domain: 'www.example.com' },
      ],
      false,
    );
    expect(screen.getByText('Verified')).toBeTruthy();
    expect(screen.getAllByText(/bridge-verification=/)).toHaveLength(1);
    expect(screen.queryByRole('button', { name: /Check now/ })).toBeNull();
  });

  it('shows nothing when the site has no custom domain', () => {
    const { container } = renderDomains([]);
    expect(container.textContent).toBe('');
  });
});
