import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiFetch } from './api-client';

function stubFetch(response: Response | Error | DOMException) {
  const fetchMock = vi.fn<typeof fetch>(() =>
    response instanceof Response ? Promise.resolve(response) : Promise.reject(response),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('apiFetch', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends JSON with the client header and same-origin credentials', async () => {
    const fetchMock = stubFetch(json({ user: null }));
    await expect(
      apiFetch('/api/auth/signin', { method: 'POST', body: { email: 'a@b.co' } }),
    ).resolves.toEqual({
      user: null,
    });
    const [path, init] = fetchMock.mock.calls[0]!;
    expect(path).toBe('/api/auth/signin');
    expect(init?.method).toBe('POST');
    expect(init?.credentials).toBe('same-origin');
    expect(init?.body).toBe('{"email":"a@b.co"}');
    const headers = new Headers(init?.headers);
    expect(headers.get('X-Bridge-Client')).toBe('web');
    expect(headers.get('Content-Type')).toBe('application/json');
  });

  it('sends no body or content type on a GET', async () => {
    const fetchMock = stubFetch(json({ status: 'ok' }));
    await apiFetch('/api/health');
    const init = fetchMock.mock.calls[0]![1];
    expect(init?.method).toBe('GET');
    expect(init?.body).toBeUndefined();
    expect(new Headers(init?.headers).has('Content-Type')).toBe(false);
  });

  it('turns the error body into an ApiError with status, code and message', async () => {
    stubFetch(
      json({ error: { code: 'invalid_credentials', message: 'Wrong e-mail or password.' } }, 401),
    );
    const error = await apiFetch('/api/auth/signin', { method: 'POST', body: {} }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 401,
      code: 'invalid_credentials',
      message: 'Wrong e-mail or password.',
    });
  });

  it('reports an error answer without our error shape by its status', async () => {
    stubFetch(new Response('<html>Bad gateway</html>', { status: 502 }));
    await expect(apiFetch('/api/health')).rejects.toMatchObject({
      status: 502,
      code: 'http_error',
    });
  });

  it('turns a failed connection into a network_error ApiError', async () => {
    stubFetch(new TypeError('Failed to fetch'));
    const error = await apiFetch('/api/health').catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 0, code: 'network_error' });
    expect((error as Error).message).toMatch(/network/);
  });

  it('lets an abort through untouched', async () => {
    const abort = new DOMException('The operation was aborted.', 'AbortError');
    stubFetch(abort);
    await expect(apiFetch('/api/health')).rejects.toBe(abort);
  });

  it('resolves an empty 204 answer with undefined', async () => {
    stubFetch(new Response(null, { status: 204 }));
    await expect(apiFetch('/api/auth/signout', { method: 'POST' })).resolves.toBeUndefined();
  });
});
