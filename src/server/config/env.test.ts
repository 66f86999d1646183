import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { parseEnv } from './env';

describe('parseEnv', () => {
  it('has a default for everything', () => {
    expect(parseEnv({})).toMatchObject({ PORT: 3000, DATA_DIR: './.data', HOST: 'localhost' });
  });

  it('names every bad variable in one message', () => {
    expect(() =>
      parseEnv({ PORT: 'abc', DATABASE_URL: 'mysql://x', ENCRYPTION_KEY: 'short' }),
    ).toThrow(/PORT .*; DATABASE_URL must be a postgres.*; ENCRYPTION_KEY must be 64 hexadecimal/);
  });

  it('treats empty variables as unset', () => {
    expect(parseEnv({ PORT: '', DATABASE_URL: '' }).PORT).toBe(3000);
  });

  it('refuses some S3 settings without the others, naming the missing ones', () => {
    expect(() =>
      parseEnv({ S3_ENDPOINT: 'http://127.0.0.1:9000', S3_SECRET_ACCESS_KEY: 'secret' }),
    ).toThrow(
      'Configuration problem: S3_BUCKET, S3_ACCESS_KEY_ID must be set too: project files go to S3 only when S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY are all set.',
    );
    expect(() => parseEnv({ S3_PREFIX: 'studio' })).not.toThrow();
  });
});

describe('loadConfig', () => {
  const s3 = {
    S3_ENDPOINT: 'https://s3.eu-west-1.amazonaws.com',
    S3_BUCKET: 'files',
    S3_ACCESS_KEY_ID: 'AKIDEXAMPLE',
    S3_SECRET_ACCESS_KEY: 'secret',
  };

  it('keeps project files on disk unless S3 is configured', () => {
    expect(loadConfig({}).s3).toBeNull();
    expect(loadConfig(s3).s3).toEqual({
      endpoint: 'https://s3.eu-west-1.amazonaws.com',
      bucket: 'files',
      region: 'us-east-1',
      accessKeyId: 'AKIDEXAMPLE',
      secretAccessKey: 'secret',
      prefix: undefined,
    });
    expect(loadConfig({ ...s3, S3_REGION: 'eu-west-1', S3_PREFIX: 'studio' }).s3).toMatchObject({
      region: 'eu-west-1',
      prefix: 'studio',
    });
  });
});
