import { randomBytes } from 'node:crypto';
import { promises as dns } from 'node:dns';
import type { DomainClaim } from './hosting-store';

/** The DNS name under a domain where its owner puts the proof. */
export const CHALLENGE_LABEL = '_bridge-challenge';
const VALUE_PREFIX = 'bridge-verification=';

/** Answers the TXT records of a name, as `dns.promises.resolveTxt` does (chunks per record). */
export type TxtResolver = (name: string) => Promise<string[][]>;
export const systemTxtResolver: TxtResolver = (name) => dns.resolveTxt(name);

export const newDomainClaim = (): DomainClaim => ({
  token: randomBytes(16).toString('hex'),
  verifiedAt: null,
  checkedAt: null,
});

/** The record the founder adds at their DNS provider. */
export const challengeRecord = (domain: string, claim: DomainClaim) => ({
  type: 'TXT' as const,
  name: `${CHALLENGE_LABEL}.${domain}`,
  value: `${VALUE_PREFIX}${claim.token}`,
});

const NOT_THERE = new Set(['ENODATA', 'ENOTFOUND', 'NXDOMAIN']);

/**
 * Whether the domain's challenge name holds the claim's token: `found`, `missing`, or
 * `unknown` when DNS could not answer (the claim keeps its state until the next check).
 */
export async function lookUpChallenge(
  resolveTxt: TxtResolver,
  domain: string,
  claim: DomainClaim,
): Promise<'found' | 'missing' | 'unknown'> {
  const { name, value } = challengeRecord(domain, claim);
  try {
    const records = await resolveTxt(name);
    return records.some((chunks) => chunks.join('').trim() === value) ? 'found' : 'missing';
  } catch (error) {
    return NOT_THERE.has((error as NodeJS.ErrnoException).code ?? '') ? 'missing' : 'unknown';
  }
}
