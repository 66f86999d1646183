import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { multipartFile } from './multipart-file';

/** A form as a browser's fetch encodes supabase-js's upload: `cacheControl`, then the file. */
async function encoded(file: Uint8Array, type = 'image/png') {
  const form = new FormData();
  form.append('cacheControl', '60');
  form.append('', new Blob([new Uint8Array(file)], { type }), 'blob');
  const response = new Response(form);
  return {
    bytes: Buffer.from(await response.arrayBuffer()),
    contentType: response.headers.get('content-type')!,
  };
}

/** The body in chunks of `size` bytes, so boundaries fall across chunks. */
const chunked = (bytes: Buffer, size: number) =>
  Readable.from(
    Array.from({ length: Math.ceil(bytes.length / size) }, (_, i) =>
      bytes.subarray(i * size, (i + 1) * size),
    ),
  );

describe('multipartFile', () => {
  const file = Buffer.from(
    Array.from({ length: 5000 }, (_, i) => (i % 7 === 0 ? 13 : i % 11 === 0 ? 10 : i % 256)),
  );

  it.each([1, 3, 17, 64, 4096, 1 << 20])(
    'streams the file whole in chunks of %i bytes',
    async (size) => {
      const { bytes, contentType } = await encoded(file);
      const found = await multipartFile(chunked(bytes, size), contentType);
      expect(found.mimeType).toBe('image/png');
      expect(found.fields).toEqual({ cacheControl: '60' });
      expect((await buffer(found.body)).equals(file)).toBe(true);
    },
  );

  it('refuses a form without a file, or one cut short inside its file', async () => {
    const form = new FormData();
    form.append('cacheControl', '60');
    const response = new Response(form);
    const contentType = response.headers.get('content-type')!;
    const bytes = Buffer.from(await response.arrayBuffer());
    await expect(multipartFile(Readable.from([bytes]), contentType)).rejects.toThrow(
      /No file was found/,
    );
    const whole = await encoded(file);
    const cut = await multipartFile(
      Readable.from([whole.bytes.subarray(0, 2000)]),
      whole.contentType,
    );
    await expect(buffer(cut.body)).rejects.toThrow(/ended before its file did/);
  });

  it('refuses a form with no boundary, and one holding too much before its file', async () => {
    await expect(multipartFile(Readable.from([]), 'multipart/form-data')).rejects.toThrow(
      /no boundary/,
    );
    const head = `--b\r\ncontent-disposition: form-data; name="x"\r\n\r\n${'a'.repeat(70_000)}\r\n--b--\r\n`;
    await expect(
      multipartFile(chunked(Buffer.from(head), 1024), 'multipart/form-data; boundary=b'),
    ).rejects.toThrow(/too much before its file/);
  });
});
