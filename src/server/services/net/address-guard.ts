import { lookup as dnsLookup } from 'node:dns/promises';
import { isIP, type LookupFunction } from 'node:net';
import { networkInterfaces } from 'node:os';
import { AppError } from '../../lib/errors';
import { classifyAddress, isThisMachine, type AddressClass } from './address-class';

export interface ResolvedAddress {
  address: string;
  family: 4 | 6;
}
/** Name to addresses; tests pass a table instead of asking DNS. */
export type Resolver = (hostname: string) => Promise<ResolvedAddress[]>;

/** A host and port the server itself depends on (its own database, the embedded cluster). */
export interface InternalEndpoint {
  host: string;
  port: number;
}

export interface AddressGuardOptions {
  /** ALLOW_PRIVATE_NETWORK_CONNECTIONS: lets users reach loopback and private networks (self-hosting). */
  allowPrivateNetwork: boolean;
  /** Never reachable by users, whatever the setting. */
  internalEndpoints: InternalEndpoint[];
  resolve?: Resolver;
  /** This machine's own interface addresses; read from the OS unless given. */
  localAddresses?: () => string[];
}

/** Refused whatever the operator allows: these never lead to a user's own service. */
const NEVER: ReadonlySet<AddressClass> = new Set([
  'metadata',
  'multicast',
  'unspecified',
  'reserved',
]);

const REASONS: Record<Exclude<AddressClass, 'public'>, string> = {
  loopback: 'this server itself',
  private: 'a private network',
  'link-local': 'a link-local network',
  'unique-local': 'a private network',
  metadata: 'a cloud metadata service',
  multicast: 'a multicast group',
  unspecified: 'an unspecified address',
  reserved: 'a reserved address range',
};

export class AddressNotAllowedError extends AppError {
  constructor(host: string, reason: string) {
    super(
      400,
      'address_not_allowed',
      `Bridge Studio does not connect to ${host}: it leads to ${reason}. Use an address that is reachable from the internet.`,
    );
    this.name = 'AddressNotAllowedError';
  }
}

const systemResolver: Resolver = async (hostname) =>
  (await dnsLookup(hostname, { all: true, verbatim: true })).map(({ address, family }) => ({
    address,
    family: family === 6 ? 6 : 4,
  }));

const systemLocalAddresses = () =>
  Object.values(networkInterfaces()).flatMap((list) => (list ?? []).map((entry) => entry.address));

/**
 * Decides where user-supplied destinations may lead. Resolution and checking happen in the socket's
 * own lookup (see guarded-socket.ts), so the address checked is the address connected to.
 */
export class AddressGuard {
  private readonly resolve: Resolver;
  private readonly localAddresses: () => string[];
  private internal: Promise<ResolvedAddress[][]> | undefined;

  constructor(private readonly options: AddressGuardOptions) {
    this.resolve = options.resolve ?? systemResolver;
    this.localAddresses = options.localAddresses ?? systemLocalAddresses;
  }

  /** Resolves `host` and refuses unless every address it names may be reached at `port`. */
  async check(host: string, port: number): Promise<ResolvedAddress[]> {
    const addresses = await this.addressesOf(host).catch(() => []);
    if (addresses.length === 0) {
      throw new AppError(
        400,
        'host_not_found',
        `There is no server named ${host}. Check the address for typos.`,
      );
    }
    // One bad answer refuses them all: a name must not mix an outside address with an inside one.
    for (const { address } of addresses) await this.assertAllowed(host, address, port);
    return addresses;
  }

  /** A socket lookup that only ever yields checked addresses, for one port. */
  lookupFor(port: number): LookupFunction {
    return (hostname, options, callback) => {
      this.check(hostname, port).then(
        (addresses) => {
          const wanted = options.family === 4 || options.family === 6 ? options.family : 0;
          const usable = wanted ? addresses.filter((a) => a.family === wanted) : addresses;
          if (options.all) return callback(null, usable);
          const first = usable[0];
          if (!first)
            return callback(
              Object.assign(new Error(`No IPv${wanted} address for ${hostname}`), {
                code: 'ENOTFOUND',
              }),
              '',
              0,
            );
          return callback(null, first.address, first.family);
        },
        (error: Error) => callback(error as NodeJS.ErrnoException, '', 0),
      );
    };
  }

  private addressesOf(host: string): Promise<ResolvedAddress[]> {
    const bare = host.replace(/^\[|\]$/g, '');
    const family = isIP(bare.replace(/%.*$/, ''));
    return family
      ? Promise.resolve([{ address: bare, family: family === 6 ? 6 : 4 }])
      : this.resolve(host);
  }

  private async assertAllowed(host: string, address: string, port: number): Promise<void> {
    const kind = classifyAddress(address);
    if (kind !== 'public' && (NEVER.has(kind) || !this.options.allowPrivateNetwork)) {
      throw new AddressNotAllowedError(host, REASONS[kind]);
    }
    if (await this.isInternal(address, port)) {
      throw new AddressNotAllowedError(host, "the studio's own database");
    }
  }

  private async isInternal(address: string, port: number): Promise<boolean> {
    this.internal ??= Promise.all(
      this.options.internalEndpoints.map((endpoint) =>
        this.addressesOf(endpoint.host).catch(() => []),
      ),
    );
    const resolved = await this.internal;
    const local = new Set(this.localAddresses());
    // Any address of this machine reaches a server listening here, whichever one it was configured with.
    const here = (ip: string) => isThisMachine(ip) || local.has(ip);
    return this.options.internalEndpoints.some(
      (endpoint, index) =>
        endpoint.port === port &&
        (resolved[index] ?? []).some(
          ({ address: ip }) => ip === address || (here(ip) && here(address)),
        ),
    );
  }
}
