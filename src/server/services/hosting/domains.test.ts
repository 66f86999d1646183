import { describe, expect, it } from 'vitest';
import { hostName, normalizeDomain } from './domains';

describe('normalizeDomain', () => {
  it.each([
    ['shop.example.com', 'shop.example.com'],
    ['  Shop.Example.COM. ', 'shop.example.com'],
    ['my-shop.co.uk', 'my-shop.co.uk'],
    ['xn--bcher-kva.example', 'xn--bcher-kva.example'],
  ])('accepts %j as %s', (input, expected) => {
    expect(normalizeDomain(input)).toBe(expected);
  });

  it.each([
    'localhost',
    'shop',
    'http://shop.example.com',
    'shop.example.com/path',
    '10.0.0.1',
    'a b.com',
    '-x.example.com',
    'x-.example.com',
    'app.localhost',
    `${'a'.repeat(64)}.com`,
  ])('refuses %j', (input) => {
    expect(() => normalizeDomain(input)).toThrow(/is not a domain we can use/);
  });

  it('refuses the studio’s own host names', () => {
    expect(() => normalizeDomain('studio.example.com', ['studio.example.com'])).toThrow(
      /belongs to Bridge Studio/,
    );
  });

  it('refuses names under the sites domain, which are sites’ own, and keeps its neighbours', () => {
    expect(() => normalizeDomain('shop.sites.example.com', ['sites.example.com'])).toThrow(
      /belongs to Bridge Studio/,
    );
    expect(normalizeDomain('notsites.example.com', ['sites.example.com'])).toBe(
      'notsites.example.com',
    );
  });
});

describe('hostName', () => {
  it('drops the port and the trailing dot', () => {
    expect(hostName('Shop.Example.com:8080')).toBe('shop.example.com');
    expect(hostName('shop.example.com.')).toBe('shop.example.com');
    expect(hostName('[::1]:3000')).toBe('[::1]');
  });
});
