import { describe, expect, it } from 'vitest';
import { hostingOutcome, statusWord } from './hosting-outcome';

describe('hostingOutcome', () => {
  it('says a production deploy is live', () => {
    expect(
      hostingOutcome([{ kind: 'hosting.deploy', branch: 'main', context: 'production' }], null),
    ).toMatchObject({ title: 'Deployment successful', live: true });
  });

  it('never says a preview is live, and says where to see it', () => {
    const outcome = hostingOutcome(
      [{ kind: 'hosting.deploy', branch: 'feature/a', context: 'deploy-preview' }],
      { steps: [{ url: 'http://abc--shop.localhost:3000/' }] },
    );
    expect(outcome).toMatchObject({ title: 'Preview ready', live: false });
    expect(outcome?.message).toBe(
      'Your live site has not changed. See the preview of feature/a at http://abc--shop.localhost:3000/.',
    );
    expect(outcome?.message).not.toMatch(/now live/i);
  });

  it('calls a domain verified only when its proof was found', () => {
    const steps = [{ kind: 'hosting.addDomain' as const, domain: 'shop.example.com' }];
    expect(hostingOutcome(steps, { steps: [{ status: 'pending' }] })).toMatchObject({
      title: 'Domain added: waiting for DNS',
      live: false,
    });
    expect(hostingOutcome(steps, { steps: [{ status: 'verified' }] })).toMatchObject({
      title: 'Domain verified',
      live: true,
    });
  });

  it('says nothing for runs without hosting steps', () => {
    expect(hostingOutcome([{ kind: 'sql', sql: 'select 1' }], null)).toBeNull();
  });
});

describe('statusWord', () => {
  const words = { succeeded: 'Done', failed: 'Failed' };
  it('never says Done for a domain that was only added', () => {
    expect(
      statusWord(
        { status: 'succeeded', steps: [{ kind: 'hosting.addDomain', domain: 'a.example.com' }] },
        words,
      ),
    ).toBe('Domain added');
    expect(statusWord({ status: 'succeeded', steps: [] }, words)).toBe('Done');
  });
});
