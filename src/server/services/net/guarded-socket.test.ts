import { once } from 'node:events';
import { describe, expect, it } from 'vitest';
import { AddressGuard } from './address-guard';
import { GuardedSocket } from './guarded-socket';

// Only refusals are exercised: each is decided before the socket sends anything.
const guard = new AddressGuard({
  allowPrivateNetwork: false,
  internalEndpoints: [],
  resolve: async () => [{ address: '10.0.0.7', family: 4 }],
});

async function refusal(connect: (socket: GuardedSocket) => void) {
  const socket = new GuardedSocket(guard);
  connect(socket);
  const [error] = await once(socket, 'error');
  expect(socket.remoteAddress).toBeUndefined();
  return error as Error & { code?: string };
}

describe('GuardedSocket', () => {
  it('refuses an address written as digits before connecting', async () => {
    expect(await refusal((s) => s.connect(5432, '127.0.0.1'))).toMatchObject({
      code: 'address_not_allowed',
    });
    expect(await refusal((s) => s.connect(80, '169.254.169.254'))).toMatchObject({
      code: 'address_not_allowed',
    });
  });

  it('refuses a name that resolves inside', async () => {
    expect(await refusal((s) => s.connect(5432, 'intranet.example.com'))).toMatchObject({
      code: 'address_not_allowed',
    });
  });

  it('refuses a local socket path, which node-postgres uses for a host starting with a slash', async () => {
    expect(await refusal((s) => s.connect('/var/run/postgresql/.s.PGSQL.5432'))).toMatchObject({
      code: 'address_not_allowed',
    });
  });
});
