import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { amzDateOf, EMPTY_SHA256, encodeS3Path, signS3Request } from './s3-signature';

/** The example credentials of AWS's "Signature Calculations for the Authorization Header" page. */
const example = {
  region: 'us-east-1',
  accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
  secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
};
const credential =
  'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request';

describe('AWS Signature V4 for S3', () => {
  it("signs AWS's GET Object example as AWS does", () => {
    expect(
      signS3Request({
        ...example,
        method: 'GET',
        path: '/test.txt',
        headers: {
          host: 'examplebucket.s3.amazonaws.com',
          range: 'bytes=0-9',
          'x-amz-content-sha256': EMPTY_SHA256,
          'x-amz-date': amzDateOf(new Date('2013-05-24T00:00:00Z')),
        },
      }),
    ).toBe(
      `${credential}, SignedHeaders=host;range;x-amz-content-sha256;x-amz-date, Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41`,
    );
  });

  it("signs AWS's PUT Object example, with its encoded key and signed payload", () => {
    expect(
      signS3Request({
        ...example,
        method: 'PUT',
        path: `/${encodeS3Path('test$file.text')}`,
        headers: {
          date: 'Fri, 24 May 2013 00:00:00 GMT',
          host: 'examplebucket.s3.amazonaws.com',
          'x-amz-content-sha256': createHash('sha256')
            .update('Welcome to Amazon S3.')
            .digest('hex'),
          'x-amz-date': '20130524T000000Z',
          'x-amz-storage-class': 'REDUCED_REDUNDANCY',
        },
      }),
    ).toBe(
      `${credential}, SignedHeaders=date;host;x-amz-content-sha256;x-amz-date;x-amz-storage-class, Signature=98ad721746da40c64f1a55b78f14c238d841ea1380cd77a1b5971af0ece108bd`,
    );
  });
});
