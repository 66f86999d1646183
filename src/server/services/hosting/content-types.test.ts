import { describe, expect, it } from 'vitest';
import { contentTypeFor } from './content-types';

describe('contentTypeFor', () => {
  it.each([
    ['index.html', 'text/html; charset=utf-8'],
    ['css/site.CSS', 'text/css; charset=utf-8'],
    ['app.js', 'text/javascript; charset=utf-8'],
    ['env.json', 'application/json; charset=utf-8'],
    ['logo.svg', 'image/svg+xml; charset=utf-8'],
    ['photo.jpeg', 'image/jpeg'],
    ['font.woff2', 'font/woff2'],
    ['.htaccess', 'application/octet-stream'],
    ['Makefile', 'application/octet-stream'],
    ['data.unknown', 'application/octet-stream'],
  ])('%s is %s', (path, type) => {
    expect(contentTypeFor(path)).toBe(type);
  });
});
