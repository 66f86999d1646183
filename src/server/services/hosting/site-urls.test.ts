import { describe, expect, it } from 'vitest';
import { deployUrl, parseSiteHost, parseSiteSegment, siteOrigin, siteUrl } from './site-urls';

describe('site URLs', () => {
  const id = '0123456789abcdef01234567';
  const local = { scheme: 'http', domain: 'localhost:3000' } as const;
  const hosted = { scheme: 'https', domain: 'sites.example.com' } as const;

  it('builds the live and the per-deploy addresses on their own origins', () => {
    expect(siteOrigin(local, 'my-shop')).toBe('http://my-shop.localhost:3000');
    expect(siteUrl(hosted, 'my-shop')).toBe('https://my-shop.sites.example.com/');
    expect(deployUrl(local, 'my-shop', id)).toBe(`http://${id}--my-shop.localhost:3000/`);
  });

  it('reads a label back', () => {
    expect(parseSiteSegment('my-shop')).toEqual({ slug: 'my-shop' });
    expect(parseSiteSegment(`${id}--my-shop`)).toEqual({ slug: 'my-shop', deployId: id });
    // Not a deploy id: too short, or upper case.
    expect(parseSiteSegment('0123--my-shop')).toEqual({ slug: '0123--my-shop' });
    expect(parseSiteSegment(`${id.toUpperCase()}--my-shop`).deployId).toBeUndefined();
  });

  it('reads the site a Host header names, whatever its port or case', () => {
    expect(parseSiteHost(local, 'my-shop.localhost:3000')).toEqual({ slug: 'my-shop' });
    expect(parseSiteHost(local, 'My-Shop.LOCALHOST:8080')).toEqual({ slug: 'my-shop' });
    expect(parseSiteHost(hosted, `${id}--my-shop.sites.example.com`)).toEqual({
      slug: 'my-shop',
      deployId: id,
    });
  });

  it('names no site for the domain itself, deeper names, other domains or bad labels', () => {
    expect(parseSiteHost(local, 'localhost:3000')).toBeNull();
    expect(parseSiteHost(local, 'a.my-shop.localhost:3000')).toBeNull();
    expect(parseSiteHost(hosted, 'my-shop.example.com')).toBeNull();
    expect(parseSiteHost(hosted, 'shop.example.org')).toBeNull();
    expect(parseSiteHost(local, '0123--my-shop.localhost:3000')).toBeNull();
    expect(parseSiteHost(local, '-shop.localhost:3000')).toBeNull();
  });
});
