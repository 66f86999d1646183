import { describe, expect, it } from 'vitest';
import { lazy } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { OpenOnIntent } from './open-on-intent';

// Stands for a form whose code loads on first use, as the settings forms do.
const LazyPanel = lazy(() =>
  Promise.resolve({
    default: ({ onDone }: { onDone: () => void }) => (
      <button type="button" onClick={onDone}>
        Done
      </button>
    ),
  }),
);

const renderIntent = (keepTrigger = false) =>
  render(
    <OpenOnIntent
      keepTrigger={keepTrigger}
      trigger={(open) => (
        <button type="button" onClick={open}>
          Edit
        </button>
      )}
    >
      {(close) => <LazyPanel onDone={close} />}
    </OpenOnIntent>,
  );

describe('OpenOnIntent', () => {
  it('loads nothing until used, then puts what it opens in the trigger’s place', async () => {
    renderIntent();
    expect(screen.queryByRole('button', { name: 'Done' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Edit' }));
    await screen.findByRole('button', { name: 'Done' });
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
  });

  it('gives the focus back to the trigger when closed', async () => {
    renderIntent();
    fireEvent.click(screen.getByRole('button', { name: 'Edit' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Done' }));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Edit' }));
  });

  it('keeps the trigger beside what it opens for a dialog', async () => {
    renderIntent(true);
    fireEvent.click(screen.getByRole('button', { name: 'Edit' }));
    await screen.findByRole('button', { name: 'Done' });
    expect(screen.getByRole('button', { name: 'Edit' })).toBeTruthy();
  });
});
