import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { siteRewrite } from './rewrite-url';

const req = (url: string, headers: Record<string, string>) =>
  ({ url, headers }) as unknown as IncomingMessage;
const own = ['studio.example.com', 'localhost', '127.0.0.1', '[::1]'];

describe('siteRewrite', () => {
  const rewrite = siteRewrite({ ownHosts: own, trustProxy: false });

  it("leaves the studio's own hosts alone, whatever the port", () => {
    expect(rewrite(req('/api/health', { host: 'localhost:3000' }))).toBe('/api/health');
    expect(rewrite(req('/', { host: 'Studio.Example.com' }))).toBe('/');
    expect(rewrite(req('/x', { host: '[::1]:3000' }))).toBe('/x');
    expect(rewrite(req('/x', {}))).toBe('/x');
  });

  it('routes every other host under the site prefix', () => {
    expect(rewrite(req('/a?b=1', { host: 'shop.localhost:3000' }))).toBe('/_site/a?b=1');
    expect(rewrite(req('/', { host: 'shop.example.org' }))).toBe('/_site/');
  });

  it('reads X-Forwarded-Host only behind a trusted proxy', () => {
    const headers = {
      host: 'localhost:3000',
      'x-forwarded-host': 'studio.example.com, shop.example.org',
    };
    expect(rewrite(req('/', headers))).toBe('/');
    expect(siteRewrite({ ownHosts: own, trustProxy: true })(req('/', headers))).toBe('/_site/');
  });
});
