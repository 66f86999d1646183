import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import type { Project } from '@shared/contracts/projects';
import { SELECTED_PROJECT_KEY } from '@client/features/projects/selected-project-storage';
import { CONNECTING_REPLY } from '@client/features/studio/manual-steps';
import { TEST_USER, json, renderApp } from '../testing/render-app';

const PROJECT: Project = {
  id: '00000000-0000-4000-8000-0000000000aa',
  slug: 'task-tracker',
  name: 'Task Tracker',
  description: null,
  requirements: null,
  template: null,
  role: 'owner',
  siteUrl: 'http://task-tracker.localhost:3000/',
  connections: { database: 'embedded', git: 'local', hosting: 'local' },
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};
const base = `/api/projects/${PROJECT.id}`;
// A 4xx answer, which the query client does not retry, so the error shows at once.
const failure = () =>
  json({ error: { code: 'unavailable', message: 'The server had a problem.' } }, 422);
const withProject = {
  'GET /api/projects': () => json({ projects: [PROJECT] }),
  'GET /api/billing/subscription': () =>
    json({ plan: 'explorer', status: 'active', currentPeriodEnd: null }),
};

describe('studio pages', () => {
  beforeEach(() => {
    localStorage.clear();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('says when the projects cannot be loaded and offers to try again', async () => {
    const { fetchMock } = renderApp('/agent', {
      user: TEST_USER,
      api: { 'GET /api/projects': failure },
    });
    expect(await screen.findByText('Your projects could not be loaded')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await vi.waitFor(() =>
      expect(fetchMock.mock.calls.filter(([url]) => url === '/api/projects').length).toBe(2),
    );
  });

  it('asks for a first project when there is none, with Create disabled while the name is blank', async () => {
    renderApp('/dashboard', {
      user: TEST_USER,
      api: { 'GET /api/projects': () => json({ projects: [] }) },
    });
    const card = await screen.findByTestId('first-project');
    const create = within(card).getByRole('button', {
      name: 'Create Project',
    }) as HTMLButtonElement;
    expect(create.disabled).toBe(true);
    fireEvent.change(within(card).getByLabelText('Project name'), { target: { value: '   ' } });
    expect(create.disabled).toBe(true);
  });

  it('answers with manual steps and plans nothing while the studio is not connected', async () => {
    localStorage.setItem(SELECTED_PROJECT_KEY, PROJECT.id);
    const { fetchMock } = renderApp('/agent', { user: TEST_USER, api: withProject });
    const input = await screen.findByLabelText('Your instruction');
    fireEvent.change(input, { target: { value: 'deploy the site' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(await screen.findByText(CONNECTING_REPLY)).toBeTruthy();
    expect(screen.getByText('Build the site: npm run build')).toBeTruthy();
    expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith('/plans'))).toBe(false);
  });

  it('shows System Health errors and the empty state from the real endpoints', async () => {
    renderApp('/agent', {
      user: TEST_USER,
      api: {
        ...withProject,
        [`GET ${base}/operations?limit=50`]: failure,
        [`GET ${base}/database/usage`]: failure,
      },
    });
    expect(
      await screen.findByText('Operations could not be loaded: The server had a problem.'),
    ).toBeTruthy();
    expect(
      await screen.findByText('Storage could not be measured: The server had a problem.'),
    ).toBeTruthy();
  });

  it('shows storage against the plan allowance and the empty recent-operations list', async () => {
    renderApp('/agent', {
      user: TEST_USER,
      api: {
        ...withProject,
        [`GET ${base}/operations?limit=50`]: () => json({ operations: [] }),
        [`GET ${base}/database/usage`]: () =>
          json({ databaseBytes: 45 * 1024 * 1024, tables: [], users: { total: 0, lastWeek: 0 } }),
      },
    });
    expect(await screen.findByText('45MB of 500MB')).toBeTruthy();
    expect(
      screen.getByRole('progressbar', { name: 'Storage used' }).getAttribute('aria-valuenow'),
    ).toBe('9');
    expect(screen.getByText(/No operations yet/)).toBeTruthy();
    expect(screen.getByText('0 changes run this month')).toBeTruthy();
  });

  it('shows the integrations live-state errors', async () => {
    renderApp('/integrations?tab=schema', {
      user: TEST_USER,
      api: { ...withProject, [`GET ${base}/database/schema`]: failure },
    });
    expect(
      await screen.findByText('Tables and policies could not be loaded: The server had a problem.'),
    ).toBeTruthy();
  });

  it('says when the dashboard figures cannot be loaded', async () => {
    renderApp('/dashboard', {
      user: TEST_USER,
      api: { ...withProject, [`GET ${base}/database/usage`]: failure },
    });
    expect(
      await screen.findByText('The overview could not be loaded: The server had a problem.'),
    ).toBeTruthy();
  });

  it('says on the overview when analytics cannot be loaded', async () => {
    renderApp('/overview', {
      user: TEST_USER,
      api: { ...withProject, 'GET /api/analytics?period=7d': failure },
    });
    expect(
      await screen.findByText('We could not load your analytics. The server had a problem.'),
    ).toBeTruthy();
  });
});
