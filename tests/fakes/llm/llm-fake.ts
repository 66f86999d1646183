import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local OpenAI-compatible chat completions endpoint (POST /v1/chat/completions) with the
 * documented request checks, response shape and error bodies
 * (https://platform.openai.com/docs/api-reference/chat/create, .../docs/guides/error-codes).
 */
export interface FakeLlm {
  /** The base URL, as LLM_BASE_URL takes it (`http://127.0.0.1:<port>/v1`). */
  url: string;
  /** The API key the fake accepts. */
  apiKey: string;
  /** Requests received, newest last. */
  requests: { path: string; authorization: string | undefined; body: Record<string, unknown> }[];
  /**
   * The next answers: the assistant message content with status 200, an OpenAI error status
   * (401, 429, 500...), or `raw` to send a body that is not JSON at all.
   */
  answer: { status: number; content: string; raw?: string };
  close(): Promise<void>;
}

const ERRORS: Record<number, { type: string; code: string | null; message: string }> = {
  400: { type: 'invalid_request_error', code: null, message: 'Invalid request.' },
  401: {
    type: 'invalid_request_error',
    code: 'invalid_api_key',
    message: 'Incorrect API key provided.',
  },
  429: {
    type: 'requests',
    code: 'rate_limit_exceeded',
    message: 'Rate limit reached for requests.',
  },
  500: {
    type: 'server_error',
    code: null,
    message: 'The server had an error while processing your request.',
  },
  503: {
    type: 'server_error',
    code: null,
    message: 'The engine is currently overloaded, please try again later.',
  },
};

const readBody = (request: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let text = '';
    request.on('data', (chunk: Buffer) => (text += chunk.toString()));
    request.on('end', () => resolve(text));
  });

function sendError(response: ServerResponse, status: number, message?: string) {
  const error = ERRORS[status] ?? { type: 'server_error', code: null, message: 'Error.' };
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(
    JSON.stringify({
      error: { message: message ?? error.message, type: error.type, param: null, code: error.code },
    }),
  );
}

function parse(text: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(text || '{}');
    return value && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

export async function startFakeLlm(options: { apiKey?: string } = {}): Promise<FakeLlm> {
  const apiKey = options.apiKey ?? 'sk-test-fake';
  const fake: Omit<FakeLlm, 'url' | 'close'> = {
    apiKey,
    requests: [],
    answer: { status: 200, content: '{}' },
  };
  const server: Server = createServer(async (request, response) => {
    const body = parse(await readBody(request));
    fake.requests.push({
      path: request.url ?? '',
      authorization: request.headers.authorization,
      body: body ?? {},
    });
    if (request.method !== 'POST' || request.url !== '/v1/chat/completions')
      return sendError(response, 404, 'Not found');
    if (request.headers.authorization !== `Bearer ${apiKey}`) return sendError(response, 401);
    if (!body) return sendError(response, 400, 'We could not parse the JSON body of your request.');
    if (
      typeof body.model !== 'string' ||
      !Array.isArray(body.messages) ||
      body.messages.length === 0
    ) {
      return sendError(response, 400, "Missing required parameter: 'model' or 'messages'.");
    }
    const { status, content, raw } = fake.answer;
    if (status !== 200) return sendError(response, status);
    response.writeHead(200, { 'content-type': 'application/json' });
    if (raw !== undefined) return response.end(raw);
    response.end(
      JSON.stringify({
        id: `chatcmpl-${fake.requests.length}`,
        object: 'chat.completion',
        created: 1_700_000_000,
        model: body.model,
        choices: [
          {
            index: 0,
            message: { role: 'assistant', content, refusal: null },
            logprobs: null,
            finish_reason: 'stop',
          },
        ],
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
