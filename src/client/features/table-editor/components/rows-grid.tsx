import { ArrowDown, ArrowUp, ArrowUpDown, Pencil, Trash2 } from 'lucide-react';
import type { TableColumn, TableRowsResponse } from '@shared/contracts/table-data';
import { HeadCell, ScrollTable } from '@client/components/scroll-table';
import { Button } from '@client/components/ui/button';
import { cn } from '@client/lib/utils';
import { cellText, keyWords, rowKey } from '../column-values';

export interface SortOrder {
  column: string;
  direction: 'asc' | 'desc';
}

export interface RowsGridProps {
  table: string;
  columns: TableColumn[];
  rows: Record<string, unknown>[];
  /** The app users owner columns name, shown by e-mail. */
  owners?: TableRowsResponse['owners'];
  order: SortOrder | null;
  onSort: (column: string) => void;
  /** Row keys as JSON, for the rows ticked to delete; absent when rows cannot be chosen. */
  selected?: ReadonlySet<string>;
  onToggle?: (key: string) => void;
  onEdit?: (row: Record<string, unknown>) => void;
  onDelete?: (row: Record<string, unknown>) => void;
}

const ariaSort = (order: SortOrder | null, column: string) =>
  order?.column === column ? (order.direction === 'asc' ? 'ascending' : 'descending') : 'none';

/** The table's rows: header buttons sort, and on a narrow screen the grid scrolls inside its box. */
export function RowsGrid({
  table,
  columns,
  rows,
  owners = [],
  order,
  onSort,
  selected,
  onToggle,
  onEdit,
  onDelete,
}: RowsGridProps) {
  const actions = Boolean(onEdit || onDelete);
  const emails = new Map<unknown, string>(
    owners.flatMap((u) => (u.email ? [[u.id, u.email]] : [])),
  );
  return (
    <ScrollTable
      label={`Rows of ${table}`}
      data-testid="rows-grid"
      head={
        <>
          {onToggle ? (
            <HeadCell className="w-10">
              <span className="sr-only">Chosen</span>
            </HeadCell>
          ) : null}
          {columns.map((column) => {
            const sort = ariaSort(order, column.name);
            const Icon =
              sort === 'ascending' ? ArrowUp : sort === 'descending' ? ArrowDown : ArrowUpDown;
            return (
              <HeadCell key={column.name} aria-sort={sort}>
                <button
                  type="button"
                  onClick={() => onSort(column.name)}
                  className="inline-flex items-center gap-1 rounded hover:underline focus-visible:outline-2 focus-visible:outline-ring"
                >
                  {column.name}
                  <Icon aria-hidden="true" className="size-3.5 text-muted-foreground" />
                  <span className="sr-only">, sort</span>
                </button>
                <span className="block text-xs font-normal text-muted-foreground">
                  {column.type}
                </span>
              </HeadCell>
            );
          })}
          {actions ? <HeadCell className="text-right">Actions</HeadCell> : null}
        </>
      }
    >
      {rows.map((row, index) => {
        const key = rowKey(columns, row);
        const id = JSON.stringify(key);
        const words = keyWords(key) || `row ${index + 1}`;
        return (
          <tr key={`${id}-${index}`} className="border-t">
            {onToggle ? (
              <td className="px-3 py-2">
                <input
                  type="checkbox"
                  className="size-4 accent-primary"
                  aria-label={`Choose the row with ${words}`}
                  checked={selected?.has(id) ?? false}
                  onChange={() => onToggle(id)}
                />
              </td>
            ) : null}
            {columns.map((column) => {
              const value = row[column.name];
              const email = column.owner ? emails.get(value) : undefined;
              const text = email ?? cellText(value);
              return (
                <td
                  key={column.name}
                  title={email ? String(value) : text.length > 40 ? text : undefined}
                  className={cn(
                    'max-w-64 truncate whitespace-nowrap px-3 py-2',
                    value === null && 'text-muted-foreground italic',
                  )}
                >
                  {text}
                </td>
              );
            })}
            {actions ? (
              <td className="whitespace-nowrap px-3 py-1 text-right">
                {onEdit ? (
                  <Button
                    variant="ghost"
                    size="sm"
                    onClick={() => onEdit(row)}
                    aria-label={`Edit the row with ${words}`}
                  >
                    <Pencil aria-hidden="true" /> Edit
                  </Button>
                ) : null}
                {onDelete ? (
                  <Button
                    variant="ghost"
                    size="sm"
                    onClick={() => onDelete(row)}
                    aria-label={`Delete the row with ${words}`}
                  >
                    <Trash2 aria-hidden="true" /> Delete
                  </Button>
                ) : null}
              </td>
            ) : null}
          </tr>
        );
      })}
    </ScrollTable>
  );
}
