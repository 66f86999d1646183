import { z } from 'zod';
import { rowValues } from './plan';
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
  nullable: z.boolean(),
  /** The default expression as Postgres prints it (`now()`, `gen_random_uuid()`), or null. */
  default: z.string().nullable(),
  /** Part of the primary key: rows are found by these columns to edit or delete them. */
  primaryKey: z.boolean(),
  /** Filled in by the database (generated or identity ALWAYS): left out of forms. */
  readOnly: z.boolean(),
  /** Holds the app user who owns the row (a uuid that defaults to `auth.uid()`). */
  owner: z.boolean().optional(),
});
export type TableColumn = z.infer<typeof tableColumn>;

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
  /** With an owner column: the app users this page names, and the first ones to choose from. */
  owners: z.array(z.object({ id: z.string(), email: z.string().nullable() })).optional(),
});
export type TableRowsResponse = z.infer<typeof tableRowsResponse>;

/** The largest row change the studio sends (the JSON text of the whole body). */
export const MAX_ROW_CHANGE_BYTES = 256 * 1024;

/**
 * `POST /api/projects/:id/database/tables/:table/row-changes`: plans one change made in the
 * Data view, stored as an operation and run with the execute endpoint.
 */
export const rowChangeBody = z
  .union(
    [
      z.strictObject({ insert: z.strictObject({ values: rowValues }) }),
      z.strictObject({ update: z.strictObject({ key: rowValues, values: rowValues }) }),
      z.strictObject({
        delete: z.strictObject({
          keys: z
            .array(rowValues)
            .min(1, 'Choose at least one row to delete.')
            .max(500, 'Delete at most 500 rows at a time.'),
        }),
      }),
    ],
    { error: 'Send one of insert, update or delete.' },
  )
  .refine((body) => JSON.stringify(body).length <= MAX_ROW_CHANGE_BYTES, {
    message: `That change is too large: keep it under ${MAX_ROW_CHANGE_BYTES / 1024} KB.`,
  });
export type RowChangeBody = z.infer<typeof rowChangeBody>;
