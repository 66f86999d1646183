import { describe, expect, it } from 'vitest';
import { sharedSiteDomain } from './shared-site-domain';

describe('sharedSiteDomain', () => {
  it.each([
    ['https://studio.example.com', 'sites.example.com', 'example.com'],
    ['https://studio.example.com', 'example.com', 'example.com'],
    ['https://example.com', 'sites.example.com:8443', 'example.com'],
    ['https://studio.example.co.uk', 'sites.example.co.uk', 'example.co.uk'],
    ['https://STUDIO.Example.com', 'sites.example.com', 'example.com'],
  ])('names the domain %s shares with sites at %s', (publicUrl, sites, shared) => {
    expect(sharedSiteDomain(publicUrl, sites)).toBe(shared);
  });

  it.each([
    ['https://studio.example.com', 'example-sites.com'],
    ['https://studio.example.com', 'netlify.app'],
    ['https://studio.example.com', 'github.io'],
    ['https://studio.example.co.uk', 'other.co.uk'],
    ['https://bridge.github.io', 'github.io'],
    ['http://localhost:3000', 'localhost:3000'],
    ['http://127.0.0.1:3000', '127.0.0.1.nip.io'],
    ['http://[::1]:3000', 'localhost:3000'],
  ])('finds nothing shared between %s and sites at %s', (publicUrl, sites) => {
    expect(sharedSiteDomain(publicUrl, sites)).toBeNull();
  });
});
