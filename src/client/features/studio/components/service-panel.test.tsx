import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { operationFixture } from '@client/app/testing/operation-fixture';
import { json } from '@client/app/testing/render-app';
import { toast } from '@client/lib/toast';
import { ServicePanel } from './service-panel';

vi.mock('@client/lib/toast');

// A hosting preview: no SQL, so no code, usage impact or dry run.
const plan = operationFixture({
  id: '00000000-0000-4000-8000-0000000000bb',
  service: 'hosting',
  type: 'deploy',
  instruction: 'deploy main as a preview',
  explanation: 'Publishes main as a preview.',
  commands: ['netlify deploy --dir dist'],
  steps: [{ kind: 'hosting.deploy', branch: 'main', context: 'deploy-preview' }],
  code: undefined,
  usageImpact: undefined,
  dryRun: undefined,
  undo: { available: false, reason: 'A preview changes nothing live.' },
});

const basePlan = plan;

function renderPanel(
  execute: () => Promise<Response>,
  service: 'git' | 'hosting' | 'backend' = 'hosting',
  planned: () => Response = () => json({ plan: { ...plan, service } }, 201),
) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => (String(url).endsWith('/plans') ? planned() : execute())),
  );
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  render(
    <QueryClientProvider client={client}>
      <ServicePanel projectId="p-1" service={service} canRun progress="Uploading 2 of 5 files" />
    </QueryClientProvider>,
  );
}

describe('the hosting tab', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.clearAllMocks();
  });

  it('asks for an instruction before planning', () => {
    renderPanel(() => Promise.resolve(json({})));
    fireEvent.click(screen.getByRole('button', { name: 'Generate Plan' }));
    expect(toast.error).toHaveBeenCalledWith('Instruction required', {
      description: 'Please enter a deployment instruction.',
    });
  });

  it('goes ready, deploying (button disabled, live progress), then back to ready when the deploy fails', async () => {
    let finish: (response: Response) => void = () => undefined;
    renderPanel(() => new Promise((resolve) => (finish = resolve)));
    expect(screen.getByTestId('deploy-state').dataset.state).toBe('ready');
    fireEvent.change(screen.getByLabelText('Instruction'), {
      target: { value: 'deploy main as a preview' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Generate Plan' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Deploy Now' }));

    await vi.waitFor(() =>
      expect(screen.getByTestId('deploy-state').dataset.state).toBe('deploying'),
    );
    expect((screen.getByRole('button', { name: 'Running...' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    expect(screen.getByTestId('deploy-progress').textContent).toBe('Uploading 2 of 5 files');

    finish(
      json({
        ok: false,
        operation: { ...plan, status: 'failed' },
        result: { error: 'The build folder is empty.' },
      }),
    );
    await vi.waitFor(() => expect(screen.getByTestId('deploy-state').dataset.state).toBe('ready'));
    expect(toast.error).toHaveBeenCalledWith('Deployment failed', {
      description: 'Failed to deploy application. The build folder is empty.',
    });
  });

  it('says Deployment error when the run cannot be started', async () => {
    renderPanel(() =>
      Promise.resolve(
        json({ error: { code: 'target_changed', message: 'Your site changed.' } }, 409),
      ),
    );
    fireEvent.change(screen.getByLabelText('Instruction'), {
      target: { value: 'deploy main as a preview' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Generate Plan' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Deploy Now' }));
    await vi.waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Deployment error', {
        description: 'Failed to execute deployment. Your site changed.',
      }),
    );
    expect(screen.getByTestId('deploy-state').dataset.state).toBe('ready');
  });
});

describe.each([
  [
    'git',
    'Execute Operation',
    'Version control operation failed',
    'Failed to process GitHub instruction.',
    'Execution error',
    'Failed to execute GitHub operation.',
    'Execution failed',
    'Failed to execute operation.',
  ],
  [
    'backend',
    'Apply Schema Changes',
    'Schema generation failed',
    'Failed to process schema instruction.',
    'Execution failed',
    'Failed to execute schema changes.',
    'Execution failed',
    'Failed to execute schema changes.',
  ],
  [
    'hosting',
    'Deploy Now',
    'Hosting operation failed',
    'Failed to process deployment instruction.',
    'Deployment error',
    'Failed to execute deployment.',
    'Deployment failed',
    'Failed to deploy application.',
  ],
] as const)(
  'the %s tab’s failure toasts',
  (service, action, planTitle, planText, errorTitle, errorText, failTitle, failText) => {
    afterEach(() => {
      vi.unstubAllGlobals();
      vi.clearAllMocks();
    });

    const plan = async () => {
      fireEvent.change(screen.getByLabelText('Instruction'), { target: { value: 'do the thing' } });
      fireEvent.click(screen.getByRole('button', { name: 'Generate Plan' }));
    };

    it('says the plan failed, with the reason in a red box', async () => {
      renderPanel(
        () => Promise.resolve(json({})),
        service,
        () => json({ error: { code: 'not_understood', message: 'I did not follow.' } }, 422),
      );
      await plan();
      await vi.waitFor(() =>
        expect(toast.error).toHaveBeenCalledWith(planTitle, { description: planText }),
      );
      expect(screen.getByTestId('plan-error').textContent).toContain('I did not follow.');
    });

    it('says the run could not start, or that it failed', async () => {
      renderPanel(
        () => Promise.resolve(json({ error: { code: 'conflict', message: 'Busy.' } }, 409)),
        service,
      );
      await plan();
      fireEvent.click(await screen.findByRole('button', { name: action }));
      await vi.waitFor(() =>
        expect(toast.error).toHaveBeenCalledWith(errorTitle, { description: `${errorText} Busy.` }),
      );
      cleanup();
      renderPanel(
        () =>
          Promise.resolve(
            json({ ok: false, operation: { ...basePlan, service, status: 'failed' }, result: {} }),
          ),
        service,
      );
      await plan();
      fireEvent.click(await screen.findByRole('button', { name: action }));
      await vi.waitFor(() =>
        expect(toast.error).toHaveBeenCalledWith(failTitle, { description: failText }),
      );
    });
  },
);
