import { describe, expect, it } from 'vitest';
import { GoTrueError } from './errors';
import { bodyField, mergeMetadata } from './new-user';

describe('bodyField', () => {
  it('reads absent and null as not given, and a value of the right type as itself', () => {
    const body = { email: 'a@example.com', email_confirm: true, data: { a: 1 }, phone: null };
    expect(bodyField(body, 'api.P', 'email', 'string')).toBe('a@example.com');
    expect(bodyField(body, 'api.P', 'email_confirm', 'boolean')).toBe(true);
    expect(bodyField(body, 'api.P', 'data', 'object')).toEqual({ a: 1 });
    expect(bodyField(body, 'api.P', 'phone', 'string')).toBeUndefined();
    expect(bodyField(body, 'api.P', 'password', 'string')).toBeUndefined();
  });

  it("refuses a wrong type with GoTrue's bad_json in encoding/json's words", () => {
    const read = () => bodyField({ email: 5 }, 'api.AdminUserParams', 'email', 'string');
    expect(read).toThrow(GoTrueError);
    expect(read).toThrow(
      'Could not parse request body as JSON: json: cannot unmarshal number into Go struct field api.AdminUserParams.email of type string',
    );
    expect(() => bodyField({ data: [1] }, 'api.P', 'data', 'object')).toThrow(
      'cannot unmarshal array into Go struct field api.P.data of type map[string]interface {}',
    );
  });
});

describe('mergeMetadata', () => {
  it('sets the keys given and removes those given as null', () => {
    expect(mergeMetadata({ a: 1, b: 2 }, { b: null, c: 3 })).toEqual({ a: 1, c: 3 });
    expect(mergeMetadata(null, { a: 1 })).toEqual({ a: 1 });
  });
});
