import type { CustomDomain } from '@shared/contracts/project-state';
import { Button } from '@client/components/ui/button';
import { CopyButton } from '@client/components/copy-button';
import { useVerifyDomain } from '../hooks/use-verify-domain';

/** The site's custom domains: each pending one with the DNS record that proves it, and a check. */
export function CustomDomains({
  projectId,
  domains,
  canCheck,
}: {
  projectId: string;
  domains: CustomDomain[];
  canCheck: boolean;
}) {
  const verify = useVerifyDomain(projectId);
  if (domains.length === 0) return null;
  return (
    <section aria-labelledby="custom-domains-title" className="grid gap-2">
      <h3 id="custom-domains-title" className="text-sm font-semibold">
        Custom domains
      </h3>
      <ul className="grid gap-2" data-testid="custom-domains">
        {domains.map((domain) => (
          <li
            key={domain.domain}
            className="grid gap-2 rounded-lg border p-3 text-sm"
            data-status={domain.status}
          >
            <div className="flex flex-wrap items-center gap-2">
              <span className="break-all font-medium">{domain.domain}</span>
              <span
                className={
                  domain.status === 'verified'
                    ? 'rounded-md bg-emerald-100 px-1.5 text-xs font-semibold text-emerald-900 dark:bg-emerald-950 dark:text-emerald-200'
                    : 'rounded-md bg-amber-100 px-1.5 text-xs font-semibold text-amber-900 dark:bg-amber-950 dark:text-amber-200'
                }
              >
                {domain.status === 'verified' ? 'Verified' : 'Waiting for DNS'}
              </span>
            </div>
            {domain.status === 'pending' ? (
              <>
                <p className="text-muted-foreground">
                  Your site answers on this domain once you prove it is yours. At the company where
                  you bought the domain, add this DNS record:
                </p>
                <dl className="relative grid gap-1 rounded-md bg-muted/60 p-2 pr-24 font-mono text-xs">
                  <div className="flex flex-wrap gap-x-2">
                    <dt className="text-muted-foreground">Type</dt>
                    <dd>{domain.record.type}</dd>
                  </div>
                  <div className="flex flex-wrap gap-x-2">
                    <dt className="text-muted-foreground">Name</dt>
                    <dd className="break-all">{domain.record.name}</dd>
                  </div>
                  <div className="flex flex-wrap gap-x-2">
                    <dt className="text-muted-foreground">Value</dt>
                    <dd className="break-all">{domain.record.value}</dd>
                  </div>
                  <CopyButton
                    text={domain.record.value}
                    label={`the record value for ${domain.domain}`}
                  />
                </dl>
                <p className="text-xs text-muted-foreground">
                  {domain.checkedAt
                    ? `Last looked ${new Date(domain.checkedAt).toLocaleString()}. `
                    : ''}
                  We look again every 10 minutes.
                </p>
                {canCheck ? (
                  <Button
                    size="sm"
                    variant="outline"
                    className="w-fit"
                    disabled={verify.isPending}
                    onClick={() => verify.mutate(domain.domain)}
                    aria-label={`Check now for ${domain.domain}`}
                  >
                    {verify.isPending && verify.variables === domain.domain
                      ? 'Checking…'
                      : 'Check now'}
                  </Button>
                ) : null}
              </>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
