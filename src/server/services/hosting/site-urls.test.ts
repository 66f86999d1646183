import { describe, expect, it } from 'vitest';
import { deployUrl, parseSiteSegment, siteUrl } from './site-urls';

describe('site URLs', () => {
  const id = '0123456789abcdef01234567';

  it('builds the live and the per-deploy addresses', () => {
    expect(siteUrl('https://studio.example.com', 'my-shop')).toBe(
      'https://studio.example.com/sites/my-shop/',
    );
    expect(deployUrl('', 'my-shop', id)).toBe(`/sites/${id}--my-shop/`);
  });

  it('reads them back', () => {
    expect(parseSiteSegment('my-shop')).toEqual({ slug: 'my-shop' });
    expect(parseSiteSegment(`${id}--my-shop`)).toEqual({ slug: 'my-shop', deployId: id });
    // Not a deploy id: too short, or upper case.
    expect(parseSiteSegment('0123--my-shop')).toEqual({ slug: '0123--my-shop' });
    expect(parseSiteSegment(`${id.toUpperCase()}--my-shop`).deployId).toBeUndefined();
  });
});
