import type { LookupAddress } from 'node:dns';
import { describe, expect, it } from 'vitest';
import { AddressGuard, type ResolvedAddress, type Resolver } from './address-guard';

const table =
  (entries: Record<string, string[]>): Resolver =>
  async (hostname) => {
    const answers = entries[hostname];
    if (!answers)
      throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
    return answers.map(
      (address) => ({ address, family: address.includes(':') ? 6 : 4 }) as ResolvedAddress,
    );
  };

const DNS = table({
  'db.example.com': ['93.184.216.34', '2606:4700::1111'],
  'intranet.example.com': ['10.0.0.7'],
  'mixed.example.com': ['93.184.216.34', '192.168.1.2'],
  'metadata.google.internal': ['169.254.169.254'],
  localhost: ['127.0.0.1', '::1'],
  'app-db.internal': ['10.1.0.5'],
});

const guard = (
  allowPrivateNetwork: boolean,
  internalEndpoints = [{ host: 'app-db.internal', port: 5432 }],
) =>
  new AddressGuard({
    allowPrivateNetwork,
    internalEndpoints,
    resolve: DNS,
    localAddresses: () => ['10.9.9.9'],
  });

const refused = { code: 'address_not_allowed', statusCode: 400 };

describe('AddressGuard.check', () => {
  it('accepts a name whose every address is public, and says which addresses those are', async () => {
    expect((await guard(false).check('db.example.com', 5432)).map((a) => a.address)).toEqual([
      '93.184.216.34',
      '2606:4700::1111',
    ]);
    expect(await guard(false).check('8.8.8.8', 5432)).toEqual([{ address: '8.8.8.8', family: 4 }]);
  });

  it.each([
    '127.0.0.1',
    'localhost',
    '[::1]',
    '::ffff:127.0.0.1',
    '10.0.0.1',
    '192.168.0.10',
    'intranet.example.com',
    'fd00::5',
    'fe80::1',
  ])('refuses %s by default', async (host) => {
    await expect(guard(false).check(host, 5432)).rejects.toMatchObject(refused);
  });

  it('refuses a name when any one of its addresses is inside', async () => {
    await expect(guard(false).check('mixed.example.com', 5432)).rejects.toMatchObject(refused);
  });

  it('lets the operator open loopback and private networks', async () => {
    await expect(guard(true).check('intranet.example.com', 5432)).resolves.toHaveLength(1);
    await expect(guard(true).check('localhost', 6543)).resolves.toHaveLength(2);
  });

  it.each([
    '169.254.169.254',
    'metadata.google.internal',
    'fd00:ec2::254',
    '224.0.0.1',
    '0.0.0.0',
    '255.255.255.255',
  ])('refuses %s even when private networks are allowed', async (host) => {
    await expect(guard(true).check(host, 80)).rejects.toMatchObject(refused);
  });

  it("refuses the studio's own database server at its port, whatever name or local address reaches it", async () => {
    await expect(guard(true).check('10.1.0.5', 5432)).rejects.toMatchObject({
      ...refused,
      message: expect.stringContaining("studio's own database"),
    });
    await expect(guard(true).check('10.1.0.5', 5433)).resolves.toHaveLength(1);
    const local = guard(true, [{ host: '127.0.0.1', port: 5432 }]);
    for (const host of ['localhost', '127.0.0.2', '::1', '0.0.0.0', '10.9.9.9']) {
      await expect(local.check(host, 5432), host).rejects.toMatchObject(refused);
    }
    await expect(local.check('localhost', 5433)).resolves.toHaveLength(2);
  });

  it('says plainly when a name does not exist', async () => {
    await expect(guard(false).check('no-such-host.example.com', 5432)).rejects.toMatchObject({
      code: 'host_not_found',
      statusCode: 400,
    });
  });
});

describe('AddressGuard.lookupFor', () => {
  const lookup = (g: AddressGuard, host: string, options: { all?: boolean; family?: number }) =>
    new Promise<{ error: Error | null; result: unknown }>((resolve) => {
      g.lookupFor(5432)(
        host,
        options,
        (error: Error | null, address: string | LookupAddress[], family?: number) =>
          resolve({ error, result: options.all ? address : { address, family } }),
      );
    });

  it('hands the socket exactly the addresses it checked', async () => {
    expect(await lookup(guard(false), 'db.example.com', { all: true })).toEqual({
      error: null,
      result: [
        { address: '93.184.216.34', family: 4 },
        { address: '2606:4700::1111', family: 6 },
      ],
    });
    expect(await lookup(guard(false), 'db.example.com', { family: 6 })).toEqual({
      error: null,
      result: { address: '2606:4700::1111', family: 6 },
    });
  });

  it('checks again at every connection, so a name that changes its answer is caught', async () => {
    let calls = 0;
    const rebinding: Resolver = async () => [
      { address: calls++ === 0 ? '93.184.216.34' : '127.0.0.1', family: 4 },
    ];
    const g = new AddressGuard({
      allowPrivateNetwork: false,
      internalEndpoints: [],
      resolve: rebinding,
    });
    expect((await lookup(g, 'rebind.example.com', { all: true })).error).toBeNull();
    expect((await lookup(g, 'rebind.example.com', { all: true })).error).toMatchObject(refused);
  });
});
