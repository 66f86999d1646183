import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeLlm {
  url: string;
  /** Requests received, newest last. */
  requests: { path: string; authorization: string | undefined; body: Record<string, unknown> }[];
  /** What the next answers look like: a status and the assistant message content. */
  answer: { status: number; content: string };
  close(): Promise<void>;
}

const readBody = (request: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let text = '';
    request.on('data', (chunk: Buffer) => (text += chunk.toString()));
    request.on('end', () => resolve(text));
  });

/** A local OpenAI-compatible chat completions endpoint with the documented response shape. */
export async function startFakeLlm(): Promise<FakeLlm> {
  const fake: Omit<FakeLlm, 'url' | 'close'> = { requests: [], answer: { status: 200, content: '{}' } };
  const server: Server = createServer(async (request, response) => {
    const text = await readBody(request);
    fake.requests.push({
      path: request.url ?? '',
      authorization: request.headers.authorization,
      body: JSON.parse(text || '{}') as Record<string, unknown>,
    });
    if (request.method !== 'POST' || request.url !== '/v1/chat/completions') {
      response.writeHead(404, { 'content-type': 'application/json' });
      return response.end(JSON.stringify({ error: { message: 'Not found', type: 'invalid_request_error' } }));
    }
    if (fake.answer.status !== 200) {
      response.writeHead(fake.answer.status, { 'content-type': 'application/json' });
      return response.end(JSON.stringify({ error: { message: 'The server had an error', type: 'server_error' } }));
    }
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(
      JSON.stringify({
        id: 'chatcmpl-test',
        object: 'chat.completion',
        created: 1_700_000_000,
        model: 'fake-model',
        choices: [{ index: 0, message: { role: 'assistant', content: fake.answer.content }, finish_reason: 'stop' }],
        usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
      }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(fake, {
    url: `http://127.0.0.1:${port}/v1`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}
