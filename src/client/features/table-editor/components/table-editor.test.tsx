import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { json } from '@client/app/testing/render-app';
import { TableEditor, type TableEditorProps } from './table-editor';

const PROJECT = '00000000-0000-4000-8000-0000000000dd';
const COLUMNS = [
  { name: 'id', type: 'bigint', nullable: false, default: null, primaryKey: true, readOnly: true },
  {
    name: 'title',
    type: 'text',
    nullable: false,
    default: null,
    primaryKey: false,
    readOnly: false,
  },
  {
    name: 'done',
    type: 'boolean',
    nullable: false,
    default: 'false',
    primaryKey: false,
    readOnly: false,
  },
];
const rows = (from: number, count: number) =>
  Array.from({ length: count }, (_, i) => ({
    id: String(from + i),
    title: `Task ${from + i}`,
    done: false,
  }));

function renderEditor(props: Partial<TableEditorProps> = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <TableEditor
          projectId={PROJECT}
          tables={{ names: ['tasks', 'notes'], isPending: false, error: null }}
          canEdit
          canDelete
          {...props}
        />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('TableEditor', () => {
  it('shows a page of rows with the count, sorts by a header and pages with Next', async () => {
    const fetch = vi.fn(async (url: string) => {
      const offset = Number(new URL(url, 'http://x').searchParams.get('offset'));
      return json({ columns: COLUMNS, rows: rows(offset + 1, offset === 0 ? 50 : 32), total: 82 });
    });
    vi.stubGlobal('fetch', fetch);
    renderEditor();
    expect(screen.getByRole('status', { name: 'Loading the rows of tasks' })).toBeTruthy();
    expect((await screen.findByTestId('row-count')).textContent).toBe('1–50 of 82 rows');
    const grid = screen.getByRole('region', { name: 'Rows of tasks' });
    expect(within(grid).getAllByRole('row')).toHaveLength(51);
    expect(grid.getAttribute('tabindex')).toBe('0');

    const header = screen.getByRole('columnheader', { name: /title/ });
    expect(header.getAttribute('aria-sort')).toBe('none');
    fireEvent.click(within(header).getByRole('button'));
    await vi.waitFor(() =>
      expect(String(fetch.mock.calls.at(-1)![0])).toContain('order=title.asc'),
    );
    expect(header.getAttribute('aria-sort')).toBe('ascending');
    fireEvent.click(within(header).getByRole('button'));
    await vi.waitFor(() => expect(header.getAttribute('aria-sort')).toBe('descending'));

    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await vi.waitFor(() =>
      expect(screen.getByTestId('row-count').textContent).toBe('51–82 of 82 rows'),
    );
    expect((screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('says when a table has no rows, and when there are no tables', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json({ columns: COLUMNS, rows: [], total: 0 })),
    );
    renderEditor();
    expect(await screen.findByText(/This table has no rows yet/)).toBeTruthy();
    cleanup();
    renderEditor({ tables: { names: [], isPending: false, error: null } });
    expect(screen.getByTestId('no-tables').textContent).toMatch(/no tables yet/);
  });

  it('shows a load failure with Try again', async () => {
    let fail = true;
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        fail
          ? json(
              { error: { code: 'not_found', message: 'There is no table called "tasks".' } },
              404,
            )
          : json({ columns: COLUMNS, rows: rows(1, 1), total: 1 }),
      ),
    );
    renderEditor();
    expect((await screen.findByRole('alert')).textContent).toMatch(/There is no table called/);
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect((await screen.findByTestId('row-count')).textContent).toBe('1–1 of 1 row');
  });

  it('offers add and edit with one labelled field per column, and keeps viewers to reading', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json({ columns: COLUMNS, rows: rows(1, 2), total: 2 })),
    );
    renderEditor();
    fireEvent.click(await screen.findByRole('button', { name: /Add row/ }));
    const form = await screen.findByRole('dialog', { name: 'Add a row to tasks' });
    expect(within(form).getByLabelText('title')).toBeTruthy();
    expect(within(form).getByLabelText('done').tagName).toBe('SELECT');
    // The identity column is filled in by the database.
    expect(within(form).queryByLabelText('id')).toBeNull();
    fireEvent.click(within(form).getByRole('button', { name: 'Cancel' }));

    fireEvent.click(screen.getByRole('button', { name: 'Edit the row with id 2' }));
    const edit = await screen.findByRole('dialog', { name: 'Edit a row of tasks' });
    expect((within(edit).getByLabelText('title') as HTMLInputElement).value).toBe('Task 2');
    fireEvent.click(within(edit).getByRole('button', { name: 'Cancel' }));
    cleanup();

    renderEditor({ canEdit: false, canDelete: false });
    await screen.findByTestId('row-count');
    expect(screen.queryByRole('button', { name: /Add row/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Delete/ })).toBeNull();
    expect(screen.getByText(/lets you see rows but not change them/)).toBeTruthy();
  });

  it('shows an owner column by e-mail and offers the app users as the owner of a new row', async () => {
    const ada = '11111111-1111-4111-8111-111111111111';
    const owner = {
      name: 'user_id',
      type: 'uuid',
      nullable: true,
      default: 'auth.uid()',
      primaryKey: false,
      readOnly: false,
      owner: true,
    };
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        json({
          columns: [...COLUMNS, owner],
          rows: [{ ...rows(1, 1)[0], user_id: ada }],
          total: 1,
          owners: [
            { id: ada, email: 'ada@example.com' },
            { id: '22222222-2222-4222-8222-222222222222', email: 'grace@example.com' },
          ],
        }),
      ),
    );
    renderEditor();
    const cell = await screen.findByText('ada@example.com');
    expect(cell.getAttribute('title')).toBe(ada);
    fireEvent.click(screen.getByRole('button', { name: /Add row/ }));
    const form = await screen.findByRole('dialog', { name: 'Add a row to tasks' });
    const choice = within(form).getByLabelText('user_id');
    expect([...choice.querySelectorAll('option')].map((o) => o.textContent)).toEqual([
      'Nobody yet',
      'ada@example.com',
      'grace@example.com',
    ]);
  });
});
