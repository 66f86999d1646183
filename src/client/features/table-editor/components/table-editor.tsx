import { Suspense, lazy, useState } from 'react';
import { Link } from 'react-router';
import { Plus, Trash2 } from 'lucide-react';
import type { Operation } from '@shared/contracts/operations';
import { LoadError } from '@client/components/load-error';
import { PageButtons, pageRange } from '@client/components/page-buttons';
import { Button } from '@client/components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '@client/components/ui/card';
import { Label } from '@client/components/ui/label';
import { NativeSelect } from '@client/components/ui/native-select';
import { Skeleton } from '@client/components/ui/skeleton';
import { useTableRowsQuery } from '@client/data/table-rows/table-rows-query';
import { rowKey, rowsToDelete } from '../column-values';
import { useRowChanges } from '../hooks/use-row-changes';
import { RowsGrid, type SortOrder } from './rows-grid';
import { studioInstructions } from '@content/studio-instructions';

// The dialogs (and Radix's dialog layer) load when a row is added, edited or deleted.
const RowFormDialog = lazy(() =>
  import('./row-form-dialog').then((m) => ({ default: m.RowFormDialog })),
);
const DeleteRowsDialog = lazy(() =>
  import('./delete-rows-dialog').then((m) => ({ default: m.DeleteRowsDialog })),
);

export const PAGE_SIZE = 50;

export interface TableEditorProps {
  projectId: string;
  /** The tables in `public`, as the page read them. */
  tables: { names: string[] | undefined; isPending: boolean; error: Error | null };
  /** Editors and up add and edit rows; deleting needs the high-risk permission. */
  canEdit: boolean;
  canDelete: boolean;
}

/** Pick a table, see its rows a page at a time, sort them, and add, edit or delete rows. */
export function TableEditor({ projectId, tables, canEdit, canDelete }: TableEditorProps) {
  const [chosen, setChosen] = useState<string | null>(null);
  const table = chosen ?? tables.names?.[0] ?? null;
  return (
    <Card className="min-w-0">
      <CardHeader>
        <CardTitle>Tables</CardTitle>
        <CardDescription>
          Every row your app’s users create, as you see it: access rules do not hide rows from you
          here. Each change is recorded in Activity and can be undone.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid min-w-0 gap-4">
        {tables.isPending ? (
          <div role="status" aria-label="Loading your tables" className="grid gap-3">
            <Skeleton className="h-9 w-64" />
            <Skeleton className="h-48" />
          </div>
        ) : tables.error ? (
          <p role="alert" className="text-sm">
            Your tables could not be loaded. {tables.error.message}
          </p>
        ) : !table ? (
          <p className="text-sm text-muted-foreground" data-testid="no-tables">
            Your project has no tables yet.{' '}
            <Link to="/agent" className="text-primary underline underline-offset-4">
              Ask the AI Agent to create one
            </Link>
            , for example “{studioInstructions.firstTable.instruction}”.
          </p>
        ) : (
          <>
            <div className="grid max-w-sm gap-1.5">
              <Label htmlFor="table-picker">Table</Label>
              <NativeSelect
                id="table-picker"
                value={table}
                onChange={(e) => setChosen(e.target.value)}
              >
                {(tables.names ?? []).map((name) => (
                  <option key={name} value={name}>
                    {name}
                  </option>
                ))}
              </NativeSelect>
            </div>
            {/* Keyed so that paging, sorting and chosen rows start afresh for another table. */}
            <TableRows
              key={table}
              projectId={projectId}
              table={table}
              canEdit={canEdit}
              canDelete={canDelete}
            />
          </>
        )}
      </CardContent>
    </Card>
  );
}

type Editing = { mode: 'add' } | { mode: 'edit'; row: Record<string, unknown> } | null;

function TableRows({
  projectId,
  table,
  canEdit,
  canDelete,
}: {
  projectId: string;
  table: string;
  canEdit: boolean;
  canDelete: boolean;
}) {
  const [offset, setOffset] = useState(0);
  const [order, setOrder] = useState<SortOrder | null>(null);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<Operation | null>(null);
  const [planFailure, setPlanFailure] = useState<string | null>(null);
  const changes = useRowChanges(projectId, table);
  const query = useTableRowsQuery({
    projectId,
    table,
    page: {
      limit: PAGE_SIZE,
      offset,
      ...(order ? { order: `${order.column}.${order.direction}` } : {}),
    },
  });

  if (query.isPending)
    return (
      <div role="status" aria-label={`Loading the rows of ${table}`} className="grid gap-2">
        <Skeleton className="h-8" />
        <Skeleton className="h-40" />
      </div>
    );
  if (query.isError)
    return (
      <LoadError
        message={`The rows of ${table} could not be loaded. ${query.error.message}`}
        onRetry={() => void query.refetch()}
      />
    );

  const { columns, rows, total, owners = [] } = query.data;
  const hasKey = columns.some((c) => c.primaryKey);
  const editRows = canEdit && hasKey;
  const deleteRows = canDelete && hasKey;

  const sort = (column: string) => {
    setOrder((current) =>
      current?.column === column && current.direction === 'asc'
        ? { column, direction: 'desc' }
        : { column, direction: 'asc' },
    );
    setOffset(0);
  };
  const toggle = (key: string) =>
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      return next;
    });
  const askDelete = async (keys: Record<string, unknown>[]) => {
    setPlanFailure(null);
    try {
      setDeleting(await changes.plan({ delete: { keys } }));
    } catch (error) {
      setPlanFailure(error instanceof Error ? error.message : 'The delete could not be planned.');
    }
  };

  return (
    <div className="grid min-w-0 gap-3">
      <div className="flex flex-wrap items-center gap-2">
        <p className="text-sm text-muted-foreground" aria-live="polite" data-testid="row-count">
          {total === 0 ? 'No rows' : pageRange(offset, rows.length, total, ['row', 'rows'])}
        </p>
        <div className="ml-auto flex flex-wrap gap-2">
          {deleteRows && selected.size > 0 ? (
            <Button
              variant="destructive"
              size="sm"
              disabled={changes.busy}
              onClick={() =>
                void askDelete([...selected].map((k) => JSON.parse(k) as Record<string, unknown>))
              }
            >
              <Trash2 aria-hidden="true" /> Delete chosen ({selected.size})
            </Button>
          ) : null}
          {canEdit ? (
            <Button size="sm" onClick={() => setEditing({ mode: 'add' })}>
              <Plus aria-hidden="true" /> Add row
            </Button>
          ) : null}
        </div>
      </div>
      {!canEdit ? (
        <p className="text-sm text-muted-foreground">
          Your role on this project lets you see rows but not change them.
        </p>
      ) : !hasKey ? (
        <p className="text-sm text-muted-foreground">
          This table has no primary key, so its rows can be added here but not edited or deleted one
          by one.
        </p>
      ) : !canDelete ? (
        <p className="text-sm text-muted-foreground">
          Deleting rows is a high-risk change: an owner or admin can do it.
        </p>
      ) : null}
      {planFailure ? (
        <p role="alert" className="text-sm text-destructive">
          {planFailure}
        </p>
      ) : null}
      {total === 0 ? (
        <p className="rounded-lg border border-dashed p-6 text-center text-sm text-muted-foreground">
          This table has no rows yet.
          {canEdit ? ' Add one with Add row, or they appear as people use your app.' : ''}
        </p>
      ) : (
        <RowsGrid
          table={table}
          columns={columns}
          rows={rows}
          owners={owners}
          order={order}
          onSort={sort}
          {...(deleteRows
            ? {
                selected,
                onToggle: toggle,
                onDelete: (row: Record<string, unknown>) => void askDelete([rowKey(columns, row)]),
              }
            : {})}
          {...(editRows
            ? { onEdit: (row: Record<string, unknown>) => setEditing({ mode: 'edit', row }) }
            : {})}
        />
      )}
      <PageButtons
        label={`Pages of ${table}`}
        offset={offset}
        pageSize={PAGE_SIZE}
        total={total}
        onChange={setOffset}
      />
      <Suspense fallback={null}>
        {editing ? (
          <RowFormDialog
            table={table}
            columns={columns}
            owners={owners}
            {...(editing.mode === 'edit' ? { row: editing.row } : {})}
            onOpenChange={(open) => !open && setEditing(null)}
            onSubmit={(values) =>
              changes.apply(
                editing.mode === 'edit'
                  ? { update: { key: rowKey(columns, editing.row), values } }
                  : { insert: { values } },
              )
            }
          />
        ) : null}
        {deleting ? (
          <DeleteRowsDialog
            operation={deleting}
            onOpenChange={(open) => !open && setDeleting(null)}
            onConfirm={async () => {
              await changes.runConfirmed(deleting);
              setSelected(new Set());
              // Deleting every row of the last page shows the page before it.
              if (offset > 0 && rowsToDelete(deleting.steps) >= rows.length)
                setOffset(Math.max(0, offset - PAGE_SIZE));
            }}
          />
        ) : null}
      </Suspense>
    </div>
  );
}
