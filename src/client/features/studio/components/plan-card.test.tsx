import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import type { Operation } from '@shared/contracts/operations';
import { PlanCard } from './plan-card';

const operation = (overrides: Partial<Operation> = {}): Operation => ({
  id: 'op-1',
  projectId: 'p-1',
  service: 'backend',
  type: 'schema',
  risk: 'low',
  riskReasons: [],
  instruction: 'create a table called tasks',
  explanation: 'Creates a tasks table.',
  warnings: [],
  commands: [],
  steps: [{ kind: 'sql', sql: 'create table tasks (id uuid primary key);' }],
  code: 'create table tasks (id uuid primary key);',
  usageImpact: { storage: '8 KB', rows: '0', requests: 'none' },
  source: 'deterministic',
  dryRun: { ok: true, message: 'Applies cleanly.' },
  undo: { available: true, reason: 'Undo drops the table.' },
  executed: false,
  executedAt: null,
  result: null,
  status: 'planned',
  createdAt: '2026-01-01T00:00:00.000Z',
  createdBy: null,
  executedBy: null,
  durationMs: null,
  undoneAt: null,
  ...overrides,
});

describe('PlanCard', () => {
  it('hides Execute while the studio is not connected', () => {
    render(<PlanCard operation={operation()} canRun={false} running={false} onExecute={vi.fn()} />);
    expect(screen.queryByRole('button', { name: 'Execute' })).toBeNull();
    expect(screen.getByText(/the run button appears once it is ready/)).toBeTruthy();
  });

  it('runs a low-risk plan at once', () => {
    const onExecute = vi.fn();
    render(<PlanCard operation={operation()} canRun running={false} onExecute={onExecute} />);
    expect(screen.getByTestId('risk-badge').textContent).toBe('Low risk');
    fireEvent.click(screen.getByRole('button', { name: 'Execute' }));
    expect(onExecute).toHaveBeenCalledWith(false);
  });

  it('asks before a high-risk plan, names what is lost, and Cancel runs nothing', () => {
    const onExecute = vi.fn();
    const risky = operation({
      risk: 'high',
      instruction: 'drop the tasks table',
      riskReasons: ['DROP TABLE removes the table tasks and every row in it.'],
    });
    render(<PlanCard operation={risky} canRun running={false} onExecute={onExecute} />);
    fireEvent.click(screen.getByRole('button', { name: 'Execute' }));
    const dialog = screen.getByRole('dialog', { name: 'Run this high-risk change?' });
    expect(within(dialog).getByText('DROP TABLE removes the table tasks and every row in it.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(onExecute).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Execute' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Yes, run it' }));
    expect(onExecute).toHaveBeenCalledWith(true);
  });

  it('offers Undo after a run that can be undone, and shows a failed dry run in words', () => {
    const onUndo = vi.fn();
    const { rerender } = render(
      <PlanCard operation={operation({ status: 'succeeded', executed: true })} canRun running={false} onExecute={vi.fn()} onUndo={onUndo} />,
    );
    expect(screen.queryByRole('button', { name: 'Execute' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(onUndo).toHaveBeenCalled();

    rerender(
      <PlanCard
        operation={operation({ dryRun: { ok: false, message: 'Would fail.', error: 'The table tasks already exists.' } })}
        canRun
        running={false}
        onExecute={vi.fn()}
      />,
    );
    expect(screen.getByTestId('dry-run').textContent).toContain('The table tasks already exists.');
  });
});
