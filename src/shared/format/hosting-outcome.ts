import type { PlanStep } from '@shared/contracts/plan';

export interface HostingOutcome {
  title: string;
  message: string;
  /** True only when the run changed what visitors of the live site see. */
  live: boolean;
}

const stepResult = (result: unknown, index: number): Record<string, unknown> => {
  const steps = (result as { steps?: unknown } | null)?.steps;
  const one = Array.isArray(steps) ? (steps[index] as unknown) : undefined;
  return typeof one === 'object' && one !== null ? (one as Record<string, unknown>) : {};
};

/**
 * What a finished hosting run really did, in plain words: a preview never says "live", a domain
 * is never "done" before its DNS proof is found. Null for runs without hosting steps.
 */
export function hostingOutcome(steps: readonly PlanStep[], result: unknown): HostingOutcome | null {
  const index = steps.findIndex((s) => s.kind === 'hosting.deploy');
  const deploy = steps[index];
  if (deploy?.kind === 'hosting.deploy') {
    const url = stepResult(result, index).url;
    if (deploy.context === 'production')
      return { title: 'Deployment successful', message: 'Your app is now live!', live: true };
    return {
      title: 'Preview ready',
      message: `Your live site has not changed. See the preview of ${deploy.branch} at ${typeof url === 'string' ? url : 'its address under Deploys'}.`,
      live: false,
    };
  }
  if (steps.some((s) => s.kind === 'hosting.rollback'))
    return { title: 'Rollback done', message: 'An earlier deploy is live again.', live: true };
  const domainIndex = steps.findIndex((s) => s.kind === 'hosting.addDomain');
  const domain = steps[domainIndex];
  if (domain?.kind === 'hosting.addDomain') {
    return stepResult(result, domainIndex).status === 'verified'
      ? { title: 'Domain verified', message: `${domain.domain} now shows your site.`, live: true }
      : {
          title: 'Domain added: waiting for DNS',
          message: `${domain.domain} does not show your site yet. Add the DNS record shown under Custom domains; it says Verified once we find it.`,
          live: false,
        };
  }
  if (steps.some((s) => s.kind.startsWith('hosting.')))
    return {
      title: 'Hosting change saved',
      message: 'Your hosting settings changed.',
      live: false,
    };
  return null;
}

/**
 * The word for a run in a list of operations. Adding a domain is not "done" for the founder until
 * its DNS proof is found, which the domain list shows, so the list says only that it was added.
 */
export function statusWord<S extends string>(
  operation: { status: S; steps: readonly PlanStep[] },
  words: Record<S, string>,
): string {
  if (
    operation.status === 'succeeded' &&
    operation.steps.some((s) => s.kind === 'hosting.addDomain')
  )
    // Same case as the list's other words.
    return /^[a-z]/.test(words[operation.status]) ? 'domain added' : 'Domain added';
  return words[operation.status];
}
