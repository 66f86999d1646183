import { describe, expect, it } from 'vitest';
import { cellText, fieldText, keyWords, parseField, rowKey, typeHint } from './column-values';

describe('column values', () => {
  it('shows cells as text, NULL for no value and JSON for objects', () => {
    expect(cellText(null)).toBe('NULL');
    expect(cellText({ a: [1] })).toBe('{"a":[1]}');
    expect(cellText(false)).toBe('false');
    expect(fieldText(null)).toBe('');
    expect(fieldText('9007199254740993')).toBe('9007199254740993');
  });

  it('parses JSON columns and JSON lists, and sends other values as text', () => {
    expect(parseField({ type: 'jsonb' }, '{"a": 1}')).toEqual({ ok: true, value: { a: 1 } });
    expect(parseField({ type: 'jsonb' }, '{a}')).toMatchObject({ ok: false });
    expect(parseField({ type: 'text[]' }, '["x", "y"]')).toEqual({ ok: true, value: ['x', 'y'] });
    expect(parseField({ type: 'text[]' }, '{x,y}')).toEqual({ ok: true, value: '{x,y}' });
    expect(parseField({ type: 'integer' }, '12')).toEqual({ ok: true, value: '12' });
  });

  it('gives plain hints and finds a row by its primary key', () => {
    expect(typeHint('bigint')).toBe('a whole number');
    expect(typeHint('timestamp with time zone')).toMatch(/date and time/);
    expect(typeHint('character varying(20)')).toBe('text');
    const columns = [
      {
        name: 'id',
        type: 'integer',
        nullable: false,
        default: null,
        primaryKey: true,
        readOnly: false,
      },
      {
        name: 'title',
        type: 'text',
        nullable: true,
        default: null,
        primaryKey: false,
        readOnly: false,
      },
    ];
    expect(rowKey(columns, { id: 7, title: 'x' })).toEqual({ id: 7 });
    expect(keyWords({ id: 7 })).toBe('id 7');
  });
});
