import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { SystemRecoveryBoundary } from './system-recovery-boundary';

let failWith: string | null = null;

function Flaky() {
  if (failWith) throw new Error(failWith);
  return <p>Page content</p>;
}

const renderBoundary = () =>
  render(
    <SystemRecoveryBoundary>
      <Flaky />
    </SystemRecoveryBoundary>,
  );

const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));
const showsRecovery = () =>
  screen.queryByRole('heading', { name: 'System Recovery Mode' }) !== null;

describe('SystemRecoveryBoundary', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
    failWith = null;
  });

  it('shows the recovery screen with the message, the logged note and both buttons', () => {
    failWith = 'Cannot read properties of undefined';
    renderBoundary();
    expect(showsRecovery()).toBe(true);
    expect(screen.getByText('Cannot read properties of undefined')).toBeTruthy();
    expect(screen.getByText(/has been logged/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry Recovery' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go Home' }).getAttribute('href')).toBe('/');
    // React puts the screen's <title> in the head: the tab says what happened.
    expect(document.title).toBe('System Recovery Mode · Bridge Studio');
  });

  it('retries a chunk loading failure by itself after 2 seconds', () => {
    failWith = 'Loading chunk 42 failed';
    renderBoundary();
    expect(screen.getByText(/attempt 1 of 3/)).toBeTruthy();
    failWith = null;
    advance(1999);
    expect(showsRecovery()).toBe(true);
    advance(1);
    expect(showsRecovery()).toBe(false);
    expect(screen.getByText('Page content')).toBeTruthy();
  });

  it('stops after three automatic retries', () => {
    failWith = 'network request failed';
    renderBoundary();
    advance(2000);
    expect(screen.getByText(/attempt 2 of 3/)).toBeTruthy();
    advance(2000);
    expect(screen.getByText(/attempt 3 of 3/)).toBeTruthy();
    advance(2000);
    expect(showsRecovery()).toBe(true);
    expect(screen.queryByText(/Trying again automatically/)).toBeNull();

    failWith = null;
    advance(60_000);
    expect(showsRecovery()).toBe(true);
  });

  it('does not retry other errors by itself, but Retry Recovery does', () => {
    failWith = 'x is not a function';
    renderBoundary();
    expect(screen.queryByText(/Trying again automatically/)).toBeNull();
    failWith = null;
    advance(10_000);
    expect(showsRecovery()).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Retry Recovery' }));
    expect(screen.getByText('Page content')).toBeTruthy();
  });

  it('a manual retry gives the automatic retries back', () => {
    failWith = 'The backend did not answer';
    renderBoundary();
    for (let retry = 0; retry < 3; retry += 1) advance(2000);
    expect(screen.queryByText(/Trying again automatically/)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Retry Recovery' }));
    expect(screen.getByText(/attempt 1 of 3/)).toBeTruthy();
    failWith = null;
    advance(2000);
    expect(screen.getByText('Page content')).toBeTruthy();
  });

  it('clears the error when the reset key changes (a navigation)', () => {
    failWith = 'x is not a function';
    const { rerender } = render(
      <SystemRecoveryBoundary resetKey="/a">
        <Flaky />
      </SystemRecoveryBoundary>,
    );
    failWith = null;
    rerender(
      <SystemRecoveryBoundary resetKey="/b">
        <Flaky />
      </SystemRecoveryBoundary>,
    );
    expect(screen.getByText('Page content')).toBeTruthy();
  });
});
