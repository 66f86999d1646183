import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { operationFixture } from '@client/app/testing/operation-fixture';
import { json } from '@client/app/testing/render-app';
import { AgentChat } from './agent-chat';

const REQUIREMENTS = '- create a table called customers with a name\n- make it sparkle';

const fromRequirements = operationFixture({
  id: '00000000-0000-4000-8000-0000000000c1',
  instruction: 'create a table called customers with a name',
  explanation: 'Creates the customers table.',
});
const monitorFix = operationFixture({
  id: '00000000-0000-4000-8000-0000000000c2',
  instruction: 'Fix: turn on row-level security for notes',
  explanation: 'Turns on row-level security.',
});

function renderChat() {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => json({ operations: [monitorFix, fromRequirements] })),
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <AgentChat projectId="p-1" canRun requirements={REQUIREMENTS} />
    </QueryClientProvider>,
  );
}

describe('AgentChat', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('shows the plans made from the project’s requirements for approval, once', async () => {
    const first = renderChat();
    expect(await screen.findByText('Creates the customers table.')).toBeTruthy();
    expect(screen.queryByText('Turns on row-level security.')).toBeNull();
    first.unmount();
    // Opening the chat again does not add the same plan twice.
    renderChat();
    await screen.findByText('Creates the customers table.');
    expect(screen.getAllByTestId('chat-message-operation')).toHaveLength(1);
  });
});
