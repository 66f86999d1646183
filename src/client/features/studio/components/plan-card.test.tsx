import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { operationFixture } from '@client/app/testing/operation-fixture';
import { PlanCard } from './plan-card';

describe('PlanCard', () => {
  it('hides Execute while the studio is not connected', () => {
    render(
      <PlanCard
        operation={operationFixture()}
        canRun={false}
        running={false}
        onExecute={vi.fn()}
      />,
    );
    expect(screen.queryByRole('button', { name: 'Execute' })).toBeNull();
    expect(screen.getByText(/the run button appears once it is ready/)).toBeTruthy();
  });

  it('runs a low-risk plan at once', () => {
    const onExecute = vi.fn();
    render(
      <PlanCard operation={operationFixture()} canRun running={false} onExecute={onExecute} />,
    );
    expect(screen.getByTestId('risk-badge').textContent).toBe('Low risk');
    fireEvent.click(screen.getByRole('button', { name: 'Execute' }));
    expect(onExecute).toHaveBeenCalledWith(false);
  });

  it('asks before a high-risk plan, names what is lost, and Cancel runs nothing', async () => {
    const onExecute = vi.fn();
    const risky = operationFixture({
      risk: 'high',
      instruction: 'drop the tasks table',
      riskReasons: ['DROP TABLE removes the table tasks and every row in it.'],
    });
    render(<PlanCard operation={risky} canRun running={false} onExecute={onExecute} />);
    fireEvent.click(screen.getByRole('button', { name: 'Execute' }));
    const dialog = await screen.findByRole('dialog', { name: 'Run this high-risk change?' });
    expect(
      within(dialog).getByText('DROP TABLE removes the table tasks and every row in it.'),
    ).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(onExecute).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Execute' }));
    fireEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes, run it' }),
    );
    expect(onExecute).toHaveBeenCalledWith(true);
  });

  it('offers Undo after a run that can be undone, and shows a failed dry run in words', () => {
    const onUndo = vi.fn();
    const { rerender } = render(
      <PlanCard
        operation={operationFixture({ status: 'succeeded', executed: true })}
        canRun
        running={false}
        onExecute={vi.fn()}
        onUndo={onUndo}
      />,
    );
    expect(screen.queryByRole('button', { name: 'Execute' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(onUndo).toHaveBeenCalled();

    rerender(
      <PlanCard
        operation={operationFixture({
          dryRun: { ok: false, message: 'Would fail.', error: 'The table tasks already exists.' },
        })}
        canRun
        running={false}
        onExecute={vi.fn()}
      />,
    );
    expect(screen.getByTestId('dry-run').textContent).toContain('The table tasks already exists.');
  });
});

describe('PlanCard for a question', () => {
  const answered = (result: unknown) =>
    operationFixture({
      type: 'query',
      instruction: 'how many tasks are done',
      status: 'succeeded',
      executed: true,
      result,
      undo: {
        available: false,
        reason: 'A question changes nothing, so there is nothing to undo.',
      },
    });

  it('shows the answer as a table with its row count, and no Undo', () => {
    render(
      <PlanCard
        operation={answered({
          columns: [{ name: 'count', type: 'integer' }],
          rows: [{ count: 2 }],
          rowCount: 1,
        })}
        canRun
        running={false}
        onExecute={vi.fn()}
        onUndo={vi.fn()}
      />,
    );
    const table = screen.getByRole('region', { name: 'Answer to "how many tasks are done"' });
    expect(within(table).getByRole('columnheader', { name: 'count' })).toBeTruthy();
    expect(within(table).getByRole('cell', { name: '2' })).toBeTruthy();
    expect(screen.getByTestId('result-count').textContent).toBe('1 row');
    expect(screen.queryByRole('button', { name: 'Undo' })).toBeNull();
    expect(screen.queryByText('Done: this change has run.')).toBeNull();
    expect(screen.queryByTestId('answer-chart')).toBeNull();
  });

  it('shows the first rows of a long answer, then all of them on request', () => {
    const rows = Array.from({ length: 45 }, (_, i) => ({ title: `task ${i}` }));
    render(
      <PlanCard
        operation={answered({ columns: [{ name: 'title', type: 'text' }], rows, rowCount: 45 })}
        canRun
        running={false}
        onExecute={vi.fn()}
      />,
    );
    expect(screen.getAllByRole('row')).toHaveLength(21);
    fireEvent.click(screen.getByRole('button', { name: 'Show all 45 rows' }));
    expect(screen.getAllByRole('row')).toHaveLength(46);
  });

  it('draws a series as a chart above its table', async () => {
    render(
      <PlanCard
        operation={answered({
          columns: [
            { name: 'day', type: 'date' },
            { name: 'count', type: 'integer' },
          ],
          rows: [
            { day: '2026-11-01', count: 3 },
            { day: '2026-11-02', count: 5 },
          ],
          rowCount: 2,
        })}
        canRun
        running={false}
        onExecute={vi.fn()}
      />,
    );
    // The chart and recharts load lazily, on first need.
    expect(await screen.findByTestId('answer-chart', {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByTestId('result-count').textContent).toBe('2 rows');
  });
});

describe('PlanCard for a site change', () => {
  const changed = (status: 'succeeded' | 'planned') =>
    operationFixture({
      service: 'git',
      type: 'content',
      instruction: 'change the headline to Hello founders',
      status,
      executed: status === 'succeeded',
      result:
        status === 'succeeded'
          ? {
              url: 'http://0123456789abcdef01234567--bakery.localhost:3000/',
              branch: 'main',
              commit: 'abc1234',
              message: 'Changes the headline to "Hello founders"',
            }
          : null,
    });

  it('links to the preview once the change has run, as a keyboard-reachable link', () => {
    render(
      <PlanCard operation={changed('succeeded')} canRun running={false} onExecute={vi.fn()} />,
    );
    const link = screen.getByRole('link', { name: 'Open the preview' });
    expect(link.getAttribute('href')).toBe(
      'http://0123456789abcdef01234567--bakery.localhost:3000/',
    );
    expect(link.getAttribute('target')).toBe('_blank');
    expect(screen.getByText('Committed on main; your live site has not changed.')).toBeTruthy();
  });

  it('shows no link before it runs', () => {
    render(<PlanCard operation={changed('planned')} canRun running={false} onExecute={vi.fn()} />);
    expect(screen.queryByRole('link', { name: 'Open the preview' })).toBeNull();
  });

  it('shows who can do what on each table the plan changes, as its dry run left them', () => {
    const no = { read: 'no', add: 'no', change: 'no', delete: 'no' } as const;
    render(
      <PlanCard
        operation={operationFixture({
          dryRun: {
            ok: true,
            message: 'Applies cleanly.',
            access: [
              {
                table: 'notes',
                visitors: no,
                signedIn: { ...no, read: 'some' },
                owner: { read: 'yes', add: 'yes', change: 'yes', delete: 'no' },
              },
            ],
          },
        })}
        canRun
        running={false}
        onExecute={vi.fn()}
      />,
    );
    const table = screen.getByRole('table', { name: 'Who can use notes after this runs' });
    const row = (name: string) =>
      within(table).getByRole('rowheader', { name }).closest('tr')!.querySelectorAll('td');
    expect([...row('Not signed in')].map((c) => c.textContent)).toEqual(['No', 'No', 'No', 'No']);
    expect(row("Signed in, others' rows")[0]?.textContent).toBe('Some rows');
    expect([...row('Signed in, own rows')].map((c) => c.textContent)).toEqual([
      'Yes',
      'Yes',
      'Yes',
      'No',
    ]);
  });
});
