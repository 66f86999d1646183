import { describe, expect, it } from 'vitest';
import { schemaFingerprint, schemaFromResults, usageFromResults } from './introspect';
import type { StepResult } from './sql-engine';

const step = (rows: Record<string, unknown>[]): StepResult => ({
  rows,
  rowCount: rows.length,
  fields: [],
  durationMs: 0,
});

const results = [
  step([{ schema: 'public', name: 'tasks', rls: true }]),
  step([
    {
      schema: 'public',
      table: 'tasks',
      name: 'id',
      type: 'uuid',
      nullable: false,
      default: 'gen_random_uuid()',
    },
    {
      schema: 'public',
      table: 'tasks',
      name: 'user_id',
      type: 'uuid',
      nullable: true,
      default: null,
    },
  ]),
  step([
    {
      schema: 'public',
      table: 'tasks',
      name: 'own',
      command: 'SELECT',
      roles: ['authenticated'],
      using: '(auth.uid() = user_id)',
      withCheck: null,
    },
  ]),
  step([{ schema: 'public', table: 'tasks', name: 'tasks_pkey', unique: true, columns: ['id'] }]),
  step([
    {
      schema: 'public',
      table: 'tasks',
      columns: ['user_id'],
      ref_schema: 'auth',
      ref_table: 'users',
      ref_columns: ['id'],
    },
  ]),
];

describe('schemaFromResults', () => {
  it('assembles tables in the shape of the schema endpoint', () => {
    expect(schemaFromResults(results)).toEqual({
      tables: [
        {
          schema: 'public',
          name: 'tasks',
          rls: true,
          columns: [
            { name: 'id', type: 'uuid', nullable: false, default: 'gen_random_uuid()' },
            { name: 'user_id', type: 'uuid', nullable: true, default: null },
          ],
          policies: [
            {
              name: 'own',
              command: 'SELECT',
              roles: ['authenticated'],
              using: '(auth.uid() = user_id)',
              withCheck: null,
            },
          ],
          indexes: [{ name: 'tasks_pkey', columns: ['id'], unique: true }],
          foreignKeys: [
            {
              columns: ['user_id'],
              references: { schema: 'auth', table: 'users', columns: ['id'] },
            },
          ],
        },
      ],
    });
  });

  it('answers an empty schema when there are no tables', () => {
    expect(schemaFromResults([step([]), step([]), step([]), step([]), step([])])).toEqual({
      tables: [],
    });
  });
});

describe('schemaFingerprint', () => {
  it('is stable for the same schema and changes with any detail', () => {
    const schema = schemaFromResults(results);
    expect(schemaFingerprint(schemaFromResults(results))).toBe(schemaFingerprint(schema));
    const changed = structuredClone(schema);
    changed.tables[0]!.columns[1]!.nullable = false;
    expect(schemaFingerprint(changed)).not.toBe(schemaFingerprint(schema));
    expect(schemaFingerprint(schema)).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe('usageFromResults', () => {
  it('reads sizes and row counts as numbers', () => {
    const usage = usageFromResults([
      step([{ schema: 'public', name: 'tasks', rows: 3, bytes: '8192' }]),
      step([{ bytes: 7_900_000 }]),
    ]);
    expect(usage).toEqual({
      databaseBytes: 7_900_000,
      tables: [{ schema: 'public', name: 'tasks', rows: 3, bytes: 8192 }],
    });
  });
});
