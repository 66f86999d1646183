import { describe, expect, it } from 'vitest';
import type { Operation } from '@shared/contracts/operations';
import { operationNotice } from './activity';

const op = (status: Operation['status'], steps: Operation['steps'], result: unknown = null) =>
  ({
    id: 'op-1',
    status,
    steps,
    result,
    explanation: 'Adds a table.',
    instruction: 'add a table',
  }) as unknown as Operation;
const deploy: Operation['steps'] = [
  { kind: 'hosting.deploy', branch: 'main', context: 'production' },
];

describe('operation notices', () => {
  it('says a deploy went live, and names an executed change', () => {
    expect(operationNotice(op('succeeded', deploy))).toMatchObject({
      title: 'Deployment successful',
      message: 'Your app is now live!',
      type: 'success',
    });
    const preview = operationNotice(
      op(
        'succeeded',
        [{ kind: 'hosting.deploy', branch: 'feature/a', context: 'deploy-preview' }],
        {
          steps: [{ url: 'http://shop.localhost:3000/deploys/abc/' }],
        },
      ),
    );
    expect(preview).toMatchObject({ title: 'Preview ready' });
    expect(preview?.message).toContain('http://shop.localhost:3000/deploys/abc/');
    expect(preview?.message).not.toMatch(/now live/i);
    expect(operationNotice(op('succeeded', []))).toMatchObject({
      title: 'Operation executed',
      message: 'Adds a table.',
      key: 'operation:op-1:succeeded',
    });
  });
  it('carries the error of a failed run, and stays quiet while planned or running', () => {
    expect(operationNotice(op('failed', [], { error: 'No such table.' }))).toMatchObject({
      title: 'Execution failed',
      message: 'No such table.',
      type: 'error',
    });
    expect(operationNotice(op('failed', deploy))).toMatchObject({ title: 'Deployment failed' });
    expect(operationNotice(op('planned', []))).toBeNull();
    expect(operationNotice(op('running', []))).toBeNull();
  });
});
