import type { RangeVar } from 'libpg-query';
import { isPlainIdentifier } from './sql-parser';

/** An identifier as SQL text, quoted only when it must be (needs the parser loaded). */
export function quoteIdent(name: string): string {
  return isPlainIdentifier(name) ? name : `"${name.replace(/"/g, '""')}"`;
}

/** A string literal (standard_conforming_strings is on in every supported Postgres). */
export function quoteLiteral(value: string): string {
  return `'${value.replace(/'/g, "''")}'`;
}

export function qualifiedName(names: readonly string[]): string {
  return names.map(quoteIdent).join('.');
}

export function qualifiedRangeVar(rv: RangeVar | undefined): string {
  return qualifiedName([rv?.schemaname ?? 'public', rv?.relname ?? '']);
}
