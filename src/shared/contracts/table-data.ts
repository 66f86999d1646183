import { z } from 'zod';
import { projectParams } from './projects';

/** `GET /api/projects/:id/database/tables/:table/rows`: one page of a `public` table, as its owner sees it. */
export const tableRowsParams = projectParams.extend({
  table: z.string().min(1, 'Name a table.').max(200, 'No table has a name that long.'),
});

const LIMIT_MESSAGE = 'limit must be a whole number from 1 to 500.';
const OFFSET_MESSAGE = 'offset must be a whole number, 0 or more.';

/** One page: `limit` 1–500 (50 unless given), `offset` 0 or more. */
export const pageQuery = z.object({
  limit: z.coerce
    .number({ error: LIMIT_MESSAGE })
    .int(LIMIT_MESSAGE)
    .min(1, LIMIT_MESSAGE)
    .max(500, LIMIT_MESSAGE)
    .default(50),
  offset: z.coerce
    .number({ error: OFFSET_MESSAGE })
    .int(OFFSET_MESSAGE)
    .min(0, OFFSET_MESSAGE)
    .max(Number.MAX_SAFE_INTEGER, OFFSET_MESSAGE)
    .default(0),
});

export const tableRowsQuery = pageQuery.extend({
  /** `<column>` or `<column>.asc|desc`; the column must be one of the table's. */
  order: z.string().min(1, 'order must name a column.').max(300).optional(),
});
export type TableRowsQuery = z.infer<typeof tableRowsQuery>;

export const tableColumn = z.object({
  name: z.string(),
  /** As Postgres names it (`format_type`): `bigint`, `timestamp with time zone`, `text[]`. */
  type: z.string(),
});

/**
 * Values as JSON keeps them: bigint, numeric and money as strings, bytea as `\x…` hex,
 * timestamps and dates as ISO text, json and jsonb as they are.
 */
export const tableRowsResponse = z.object({
  columns: z.array(tableColumn),
  // A record schema would drop a column named __proto__; rows are plain objects keyed by column name.
  rows: z.array(
    z.custom<Record<string, unknown>>(
      (row) => typeof row === 'object' && row !== null && !Array.isArray(row),
    ),
  ),
  total: z.number().int().nonnegative(),
});
export type TableRowsResponse = z.infer<typeof tableRowsResponse>;
