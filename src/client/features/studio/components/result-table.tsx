import { useState } from 'react';
import type { QueryResult } from '@shared/contracts/plan';
import { Button } from '@client/components/ui/button';
import { HeadCell, ScrollTable } from '@client/components/scroll-table';

/** Rows shown before "Show all"; a long answer stays readable in the chat. */
const FIRST_ROWS = 20;

/** A cell's value as text: empty for null, JSON for objects, dates as written. */
function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

const rowsWord = (n: number) => `${n.toLocaleString('en-US')} ${n === 1 ? 'row' : 'rows'}`;

/** A question's answer as a table: the first rows, how many there are, and "Show all". */
export function ResultTable({ result, label }: { result: QueryResult; label: string }) {
  const [all, setAll] = useState(false);
  const shown = all ? result.rows : result.rows.slice(0, FIRST_ROWS);
  const count = result.truncated
    ? `More than ${rowsWord(result.rowCount)}; the first ${result.rowCount.toLocaleString('en-US')} are here.`
    : rowsWord(result.rowCount);
  return (
    <div className="grid min-w-0 gap-2" data-testid="result-table">
      {result.rowCount === 0 ? (
        <p className="text-sm text-muted-foreground">No rows match: the answer is empty.</p>
      ) : (
        <ScrollTable
          label={label}
          head={result.columns.map((column) => (
            <HeadCell key={column.name}>{column.name}</HeadCell>
          ))}
        >
          {shown.map((row, index) => (
            <tr key={index} className="border-t">
              {result.columns.map((column) => (
                <td key={column.name} className="max-w-64 truncate px-3 py-1.5 align-top">
                  {cellText(row[column.name])}
                </td>
              ))}
            </tr>
          ))}
        </ScrollTable>
      )}
      <div className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
        <span data-testid="result-count">{count}</span>
        {!all && result.rows.length > FIRST_ROWS ? (
          <Button variant="outline" size="sm" onClick={() => setAll(true)}>
            Show all {rowsWord(result.rows.length)}
          </Button>
        ) : null}
      </div>
    </div>
  );
}
