import { lookup as dnsLookup, type LookupAddress, type LookupOptions } from 'node:dns';
import { Agent, fetch as undiciFetch } from 'undici';

type LookupCallback = (
  error: NodeJS.ErrnoException | null,
  address: string | LookupAddress[],
  family?: number,
) => void;

/** Browsers send every `*.localhost` name to this machine; Node's resolver does not, so tests do it here. */
function lookup(hostname: string, options: LookupOptions, callback: LookupCallback) {
  if (hostname === 'localhost' || hostname.endsWith('.localhost')) {
    if (options.all) callback(null, [{ address: '127.0.0.1', family: 4 }]);
    else callback(null, '127.0.0.1', 4);
    return;
  }
  dnsLookup(hostname, options, callback as never);
}

const agent = new Agent({ connect: { lookup: lookup as never } });

const send = (input: Parameters<typeof fetch>[0], init?: RequestInit) =>
  undiciFetch(input as never, { ...(init as object), dispatcher: agent } as never);

/**
 * `fetch` that reaches sites on their own origins (`http://<slug>.localhost:<port>`), for
 * supabase-js's `global.fetch`. undici's own fetch does not know Node's global FormData, so a form
 * (supabase-js's Blob uploads) is encoded here as a browser's fetch would encode it.
 */
export const localhostFetch = (async (input: Parameters<typeof fetch>[0], init?: RequestInit) => {
  if (!(init?.body instanceof FormData)) return send(input, init);
  const encoded = new Response(init.body);
  const headers = new Headers(init.headers);
  headers.set('content-type', encoded.headers.get('content-type')!);
  return send(input, { ...init, headers, body: await encoded.arrayBuffer() });
}) as typeof fetch;
