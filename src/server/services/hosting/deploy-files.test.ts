import { describe, expect, it } from 'vitest';
import { envFile, envFor, filesToPublish, publishFolder } from './deploy-files';

const file = (path: string) => ({ path, content: new TextEncoder().encode(path) });

describe('publish folder', () => {
  it('uses dist when the branch has one, else the root, unless the site chose a folder', () => {
    expect(publishFolder([file('index.html'), file('dist/index.html')], null)).toBe('dist');
    expect(publishFolder([file('index.html'), file('distance.txt')], null)).toBe('');
    expect(publishFolder([file('dist/index.html')], '/public/')).toBe('public');
  });

  it('keeps only the folder’s files, relative to it', () => {
    const picked = filesToPublish(
      [file('README.md'), file('dist/index.html'), file('dist/css/a.css')],
      'dist',
    );
    expect(picked.map((f) => f.path)).toEqual(['index.html', 'css/a.css']);
  });
});

describe('env vars per context', () => {
  const env = [
    { key: 'API_URL', value: 'https://api.example.com', context: 'production' as const },
    { key: 'API_URL', value: 'https://any.example.com', context: 'all' as const },
    { key: 'NAME', value: 'Shop', context: 'all' as const },
    { key: 'DEBUG', value: '1', context: 'deploy-preview' as const },
  ];

  it('prefers the context’s own value over the one for all contexts', () => {
    expect(envFor(env, 'production')).toEqual({ API_URL: 'https://api.example.com', NAME: 'Shop' });
    expect(envFor(env, 'deploy-preview')).toEqual({
      API_URL: 'https://any.example.com',
      DEBUG: '1',
      NAME: 'Shop',
    });
  });
});

describe('env.json for a deploy on another host', () => {
  it('holds the API settings and only the PUBLIC_ variables of the deploy’s context', () => {
    const { content } = envFile(
      { SUPABASE_URL: 'http://shop.localhost:3000', SUPABASE_ANON_KEY: 'anon' },
      [
        { key: 'PUBLIC_SHOP_NAME', value: 'Plums', context: 'all' },
        { key: 'PUBLIC_SHOP_NAME', value: 'Plums (preview)', context: 'deploy-preview' },
        { key: 'STRIPE_SECRET', value: 'sk_live_x', context: 'all' },
      ],
      'production',
    );
    expect(JSON.parse(new TextDecoder().decode(content))).toEqual({
      SUPABASE_URL: 'http://shop.localhost:3000',
      SUPABASE_ANON_KEY: 'anon',
      PUBLIC_SHOP_NAME: 'Plums',
    });
  });
});
