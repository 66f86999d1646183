import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import type { ChatMessage, ChatSession } from '@shared/contracts/chat';
import { operationFixture } from '@client/app/testing/operation-fixture';
import { json } from '@client/app/testing/render-app';
import { AgentChat } from './agent-chat';

const PROJECT = '00000000-0000-4000-8000-0000000000a1';
const SESSION: ChatSession = {
  id: '00000000-0000-4000-8000-0000000000b1',
  title: 'Session 1',
  startTime: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};
const planned = operationFixture({
  id: '00000000-0000-4000-8000-0000000000c1',
  projectId: PROJECT,
  instruction: 'create a table called customers with a name',
  explanation: 'Creates the customers table.',
});
const saved: ChatMessage[] = [
  {
    id: 'm1',
    sessionId: SESSION.id,
    type: 'ai',
    content: 'These plans come from your requirements.',
    timestamp: SESSION.startTime,
  },
  {
    id: 'm2',
    sessionId: SESSION.id,
    type: 'operation',
    content: planned.explanation,
    timestamp: SESSION.startTime,
    operationId: planned.id,
    operation: planned,
  },
];

type Answer = (body: unknown) => Response;

function renderChat(routes: Record<string, Answer>, canRun = false) {
  const fetch = vi.fn(async (url: string, init?: RequestInit) => {
    const key = `${init?.method ?? 'GET'} ${url}`;
    const answer = routes[key];
    if (!answer) return json({ error: { code: 'not_found', message: key } }, 404);
    return answer(init?.body ? JSON.parse(String(init.body)) : undefined);
  });
  vi.stubGlobal('fetch', fetch);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <MemoryRouter>
      <QueryClientProvider client={client}>
        <AgentChat projectId={PROJECT} canRun={canRun} />
      </QueryClientProvider>
    </MemoryRouter>,
  );
  return fetch;
}

const base = `/api/projects/${PROJECT}/chat/sessions`;
/** A session on the fake server: what is posted is read back. */
function fakeSession(sessionId: string): Record<string, Answer> {
  const stored: ChatMessage[] = [];
  return {
    [`GET ${base}/${sessionId}/messages`]: () => json({ messages: stored }),
    [`POST ${base}/${sessionId}/messages`]: (body) => {
      const message = {
        ...(body as ChatMessage),
        sessionId,
        timestamp: new Date().toISOString(),
      };
      stored.push(message);
      return json({ message }, 201);
    },
  };
}

async function send(text: string) {
  fireEvent.change(screen.getByLabelText('Your instruction'), { target: { value: text } });
  fireEvent.click(screen.getByRole('button', { name: 'Send' }));
}

describe('AgentChat', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('shows the project’s saved conversation, its plan card drawn from the operation', async () => {
    localStorage.setItem('bridge-studio-chat-logs', '{"sessions":[]}');
    renderChat({
      [`GET ${base}`]: () => json({ sessions: [SESSION] }),
      [`GET ${base}/${SESSION.id}/messages`]: () => json({ messages: saved }),
    });
    expect(
      await screen.findByRole('article', { name: `Plan: ${planned.instruction}` }),
    ).toBeTruthy();
    expect(screen.getByText('These plans come from your requirements.')).toBeTruthy();
    // The browser-kept chat of an earlier release is dropped, not shown.
    expect(localStorage.getItem('bridge-studio-chat-logs')).toBeNull();
  });

  it('saves messages in order, making the first session when there is none', async () => {
    const created = { ...SESSION, id: '00000000-0000-4000-8000-0000000000b2' };
    const fetch = renderChat({
      [`GET ${base}`]: () => json({ sessions: [] }),
      [`POST ${base}`]: () => json({ session: created }, 201),
      ...fakeSession(created.id),
    });
    await waitFor(() => expect(screen.queryByText(/Loading the/)).toBeNull());
    await send('create a table called notes');
    // Shown at once, before the server has answered, and the same element once it is saved.
    const shown = screen.getByText('create a table called notes');
    await waitFor(() =>
      expect(
        fetch.mock.calls.filter(
          ([url, init]) => url.endsWith('/messages') && init?.method === 'POST',
        ),
      ).toHaveLength(2),
    );
    const posts = fetch.mock.calls.filter(([, init]) => init?.method === 'POST');
    expect(posts.map(([url]) => url)).toEqual([
      base,
      `${base}/${created.id}/messages`,
      `${base}/${created.id}/messages`,
    ]);
    const bodies = posts.slice(1).map(([, init]) => JSON.parse(String(init?.body)));
    expect(bodies.map((b) => b.type)).toEqual(['user', 'ai']);
    expect(bodies.every((b) => /^[0-9a-f-]{36}$/.test(b.id))).toBe(true);
    await waitFor(() => expect(screen.getAllByTestId('chat-message-ai')).toHaveLength(1));
    expect(shown.isConnected).toBe(true);
  });

  it('shows what it can do instead of a refused instruction as buttons that plan', async () => {
    const instead = ['Add a notes column to tasks', 'Deploy main to production'];
    const asked: string[] = [];
    renderChat(
      {
        [`GET ${base}`]: () => json({ sessions: [SESSION] }),
        ...fakeSession(SESSION.id),
        [`POST /api/projects/${PROJECT}/plans`]: (body) => {
          asked.push((body as { instruction: string }).instruction);
          return json(
            {
              error: {
                code: 'not_understood',
                message: 'I could not turn that into steps.',
                details: {
                  examples: [...instead, 'Only the owner can see their tasks'],
                  alternatives: instead.map((e) => ({ label: e, instruction: e })),
                },
              },
            },
            422,
          );
        },
      },
      true,
    );
    await waitFor(() => expect(screen.queryByText(/Loading the/)).toBeNull());
    await send('send a newsletter');
    const choices = await screen.findAllByTestId('chat-choice');
    expect(choices.map((b) => b.textContent)).toEqual(instead);
    // The one example not offered as a button stays a suggestion; the others are not repeated.
    expect(screen.getAllByRole('button', { name: 'Add a notes column to tasks' })).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Only the owner can see their tasks' })).toBeTruthy();
    fireEvent.click(choices[1] as HTMLElement);
    await waitFor(() => expect(asked).toEqual(['send a newsletter', 'Deploy main to production']));
  });

  it('says when the conversation cannot be loaded, and tries again', async () => {
    let fail = true;
    renderChat({
      [`GET ${base}`]: () =>
        fail
          ? json({ error: { code: 'internal_error', message: 'Something went wrong.' } }, 500)
          : json({ sessions: [] }),
    });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('could not be loaded');
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    expect(screen.getByText(/Tell the studio what you want/)).toBeTruthy();
  });
});
