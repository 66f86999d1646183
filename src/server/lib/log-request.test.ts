import { describe, expect, it } from 'vitest';
import { urlForLog } from './log-request';

describe('request URLs in logs', () => {
  it('hides keys and tokens and keeps everything else', () => {
    expect(urlForLog('/rest/v1/notes?select=*&apikey=eyJhbGci.secret.sig&order=id')).toBe(
      '/rest/v1/notes?select=*&apikey=[redacted]&order=id',
    );
    expect(urlForLog('/auth/v1/verify?token_hash=abc123&type=signup')).toBe(
      '/auth/v1/verify?token_hash=[redacted]&type=signup',
    );
    expect(urlForLog('/realtime/v1/websocket?APIKEY=x')).toBe(
      '/realtime/v1/websocket?APIKEY=[redacted]',
    );
    expect(urlForLog('/api/projects?tokenish=1')).toBe('/api/projects?tokenish=1');
  });
});
