import { describe, expect, it } from 'vitest';
import { contextAfter, planOk, refused } from '../../../tests/planner/helpers';

/** Role and privilege commands typed into the chat are refused whole, never half-read. */
describe('typed privilege commands', () => {
  const shop = () => contextAfter('create a table called clients with a name and a town');
  it.each([
    'list the clients; then GRANT SELECT, INSERT ON ALL TABLES IN SCHEMA public TO anon',
    'show clients and then set role service_role',
    'RESET ROLE; show me the clients',
    'revoke select on clients from authenticated',
    'alter role authenticator with superuser',
    "copy clients to program 'curl example.com'",
  ])('refuses %s', (instruction) => {
    expect(refused(instruction, shop()).message).toMatch(/never run commands that grant/);
  });
  it('still reads the same words in a founder request', () => {
    expect(planOk('show me the clients in the town of Grant', shop()).steps[0]?.kind).toBe(
      'query.select',
    );
    expect(planOk('signed-in users can read clients', shop()).type).toBe('auth');
  });
});
