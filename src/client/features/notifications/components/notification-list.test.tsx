import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import type { Notification } from '@shared/contracts/notifications';
import { NotificationList } from './notification-list';

const note = (i: number, read = false): Notification => ({
  id: `n${i}`,
  title: `Title ${i}`,
  message: `Message ${i}`,
  type: 'info',
  timestamp: '2026-01-05T09:00:00Z',
  read,
});
const items = () => screen.getAllByTestId('notification-item');

describe('notification list', () => {
  it('shows three, then all with Show All, then three again with Show Less', () => {
    render(
      <NotificationList
        notifications={[1, 2, 3, 4, 5].map((i) => note(i))}
        onRead={vi.fn()}
        onClear={vi.fn()}
        clearing={false}
      />,
    );
    expect(items()).toHaveLength(3);
    fireEvent.click(screen.getByRole('button', { name: 'Show All (5)' }));
    expect(items()).toHaveLength(5);
    fireEvent.click(screen.getByRole('button', { name: 'Show Less' }));
    expect(items()).toHaveLength(3);
  });

  it('marks an unread one read when clicked, shows read ones dimmed, and clears', () => {
    const onRead = vi.fn();
    const onClear = vi.fn();
    render(
      <NotificationList
        notifications={[note(1), note(2, true)]}
        onRead={onRead}
        onClear={onClear}
        clearing={false}
      />,
    );
    expect(screen.queryByRole('button', { name: /Show All/ })).toBeNull();
    fireEvent.click(items()[0]!);
    expect(onRead).toHaveBeenCalledWith(expect.objectContaining({ id: 'n1' }));
    fireEvent.click(items()[1]!);
    expect(onRead).toHaveBeenCalledTimes(1);
    expect(items()[1]!.className).toMatch(/opacity-60/);
    fireEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(onClear).toHaveBeenCalled();
  });

  it('says so when there are none', () => {
    render(
      <NotificationList notifications={[]} onRead={vi.fn()} onClear={vi.fn()} clearing={false} />,
    );
    expect(screen.getByTestId('notifications-empty').textContent).toBe('No notifications yet.');
  });
});
