import { Button } from './ui/button';

/** "1–50 of 132 rows": which part of a list a page shows. */
export const pageRange = (offset: number, shown: number, total: number, noun: [string, string]) =>
  `${offset + 1}–${offset + shown} of ${total} ${total === 1 ? noun[0] : noun[1]}`;

/** Previous and Next for a list read a page at a time; nothing when it fits one page. */
export function PageButtons({
  label,
  offset,
  pageSize,
  total,
  onChange,
}: {
  /** Names the navigation, e.g. "Pages of tasks". */
  label: string;
  offset: number;
  pageSize: number;
  total: number;
  onChange: (offset: number) => void;
}) {
  if (total <= pageSize) return null;
  return (
    <nav aria-label={label} className="flex gap-2">
      <Button
        variant="outline"
        size="sm"
        disabled={offset === 0}
        onClick={() => onChange(Math.max(0, offset - pageSize))}
      >
        Previous
      </Button>
      <Button
        variant="outline"
        size="sm"
        disabled={offset + pageSize >= total}
        onClick={() => onChange(offset + pageSize)}
      >
        Next
      </Button>
    </nav>
  );
}
