import { describe, expect, it } from 'vitest';
import { answerEncoding, encodedHeaders, negotiateEncoding } from './answer-compression';

describe('negotiateEncoding', () => {
  it('takes the highest weight, brotli on a tie, and reads * and x-gzip as gzip', () => {
    expect(negotiateEncoding('gzip, deflate, br')).toBe('br');
    expect(negotiateEncoding('br;q=0.5, gzip')).toBe('gzip');
    expect(negotiateEncoding('deflate, x-gzip')).toBe('gzip');
    expect(negotiateEncoding('*')).toBe('gzip');
    expect(negotiateEncoding('br;q=0, identity')).toBeNull();
    expect(negotiateEncoding(undefined)).toBeNull();
  });
});

describe('answerEncoding', () => {
  const json = { 'content-type': 'application/json; charset=utf-8' };
  it('compresses compressible answers of 1 KB or more, and streams of any size', () => {
    expect(answerEncoding({ 'accept-encoding': 'br' }, json, 1024)).toBe('br');
    expect(answerEncoding({ 'accept-encoding': 'br' }, json, 1023)).toBeNull();
    expect(answerEncoding({ 'accept-encoding': 'gzip' }, json, null)).toBe('gzip');
    expect(answerEncoding({ 'accept-encoding': 'br' }, { 'content-type': 'text/csv' }, 2048)).toBe(
      'br',
    );
  });

  it('leaves alone what the client or the answer rules out', () => {
    const accepts = { 'accept-encoding': 'br' };
    expect(answerEncoding({ ...accepts, 'x-no-compression': '' }, json, 4096)).toBeNull();
    expect(answerEncoding(accepts, { ...json, 'content-encoding': 'gzip' }, 4096)).toBeNull();
    expect(answerEncoding(accepts, { 'content-type': 'image/png' }, 4096)).toBeNull();
    expect(answerEncoding({}, json, 4096)).toBeNull();
  });

  it('marks the headers: no length, varies on accept-encoding', () => {
    expect(encodedHeaders({ ...json, 'content-length': '5000', vary: 'origin' }, 'br')).toEqual({
      ...json,
      vary: 'origin, accept-encoding',
      'content-encoding': 'br',
    });
  });
});
