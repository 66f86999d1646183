import { isIP, Socket } from 'node:net';
import { AddressNotAllowedError, type AddressGuard } from './address-guard';

/**
 * A TCP socket for a user-supplied destination: it resolves the host through the guard and
 * connects to exactly the addresses the guard accepted, so a name cannot change between the
 * check and the connection. Local (Unix) sockets are refused.
 */
export class GuardedSocket extends Socket {
  constructor(private readonly guard: AddressGuard) {
    super();
  }

  override connect(port: unknown, host?: unknown): this {
    const portNumber =
      typeof port === 'number'
        ? port
        : typeof port === 'string' && /^\d+$/.test(port)
          ? Number(port)
          : NaN;
    if (
      !Number.isInteger(portNumber) ||
      portNumber < 1 ||
      portNumber > 65_535 ||
      typeof host !== 'string'
    ) {
      process.nextTick(() =>
        this.destroy(new AddressNotAllowedError(String(port), 'a local socket on this server')),
      );
      return this;
    }
    const connect = () => {
      if (!this.destroyed)
        super.connect({ port: portNumber, host, lookup: this.guard.lookupFor(portNumber) });
    };
    // Node skips `lookup` for an address given as digits, so those are checked here instead.
    if (isIP(host.replace(/%.*$/, '')))
      this.guard.check(host, portNumber).then(connect, (error: Error) => this.destroy(error));
    else connect();
    return this;
  }
}
