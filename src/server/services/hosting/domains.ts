import { HostingServiceError } from './hosting-error';

const LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/;
const TOP_LEVEL = /^(?:[a-z]{2,63}|xn--[a-z0-9-]{1,59})$/;

/** A domain as stored: trimmed, lower-case, without the trailing dot. */
export const domainKey = (input: string) => input.trim().toLowerCase().replace(/\.$/, '');

/**
 * Lower-cases a domain a founder typed and checks it is a real public host name
 * (`shop.example.com`), refusing addresses, bare words and hosts we keep for ourselves.
 */
export function normalizeDomain(input: string, reserved: string[] = []): string {
  const domain = domainKey(input);
  const labels = domain.split('.');
  const valid =
    domain.length >= 3 &&
    domain.length <= 253 &&
    labels.length >= 2 &&
    labels.every((label) => LABEL.test(label)) &&
    TOP_LEVEL.test(labels.at(-1) as string) &&
    !domain.endsWith('.localhost');
  if (!valid) {
    throw new HostingServiceError(
      'invalid_domain',
      `"${input.trim()}" is not a domain we can use. Enter a name like shop.example.com, without http:// or a path.`,
      400,
    );
  }
  // A reserved name covers its subdomains too: under the sites domain, names are sites' own.
  if (reserved.some((name) => domain === name || domain.endsWith(`.${name}`))) {
    throw new HostingServiceError(
      'invalid_domain',
      `"${domain}" belongs to Bridge Studio itself and cannot be added to a site.`,
      400,
    );
  }
  return domain;
}

/** The host name of a Host header, without port or trailing dot. */
export function hostName(hostHeader: string): string {
  const host = hostHeader.trim().toLowerCase();
  const withoutPort = host.startsWith('[')
    ? host.slice(0, host.indexOf(']') + 1)
    : host.replace(/:\d+$/, '');
  return withoutPort.replace(/\.$/, '');
}
