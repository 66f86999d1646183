import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { siteRewrite, studioApiSlugOf } from './rewrite-url';

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

  it("routes a project's API paths on the studio's host under the site prefix, less /p/<slug>", () => {
    const sent = req('/p/shop-1a2b3c/rest/v1/todos?select=*', { host: 'localhost:3000' });
    expect(rewrite(sent)).toBe('/_site/rest/v1/todos?select=*');
    expect(studioApiSlugOf(sent)).toBe('shop-1a2b3c');
    expect(rewrite(req('/p/shop/auth/v1', { host: '127.0.0.1:3000' }))).toBe('/_site/auth/v1');
    expect(rewrite(req('/p/shop/storage/v1/bucket', { host: 'localhost' }))).toBe(
      '/_site/storage/v1/bucket',
    );
  });

  it("leaves the site's pages, odd slugs and a site's own /p/ paths alone", () => {
    for (const url of ['/p/shop/', '/p/shop/index.html', '/p/shop/env.json', '/p/shop/rest/v2/x'])
      expect(rewrite(req(url, { host: 'localhost:3000' }))).toBe(url);
    // A deploy's own label, upper case or a dot would name something other than the project's live API.
    for (const slug of ['0123456789abcdef01234567--shop', 'Shop', 'shop.x', '..'])
      expect(rewrite(req(`/p/${slug}/rest/v1/x`, { host: 'localhost' }))).toBe(
        `/p/${slug}/rest/v1/x`,
      );
    const onSite = req('/p/shop/rest/v1/x', { host: 'shop.localhost:3000' });
    expect(rewrite(onSite)).toBe('/_site/p/shop/rest/v1/x');
    expect(studioApiSlugOf(onSite)).toBeUndefined();
  });
});
