import { describe, expect, it } from 'vitest';
import { ProjectDbError, timeoutMessage } from './errors';

describe('timeoutMessage', () => {
  it('says how long the limit was and that nothing changed', () => {
    expect(timeoutMessage(5000, 'change')).toBe(
      'This change took longer than 5 seconds and was stopped. Nothing was changed.',
    );
    expect(timeoutMessage(1000, 'query')).toBe(
      'This query took longer than 1 second and was stopped.',
    );
    expect(timeoutMessage(1500, 'change')).toContain('1.5 seconds');
  });
});

describe('ProjectDbError', () => {
  it('carries the status the error handler sends', () => {
    expect(new ProjectDbError('timeout', 'x').statusCode).toBe(422);
    expect(new ProjectDbError('unavailable', 'x').statusCode).toBe(503);
    expect(new ProjectDbError('invalid_project', 'x')).toMatchObject({
      code: 'invalid_project',
      statusCode: 400,
    });
  });
});
