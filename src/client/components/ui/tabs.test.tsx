import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { Tabs, TabsContent, TabsList, TabsTrigger } from './tabs';

function Strip({
  onValueChange,
  value,
}: {
  onValueChange?: (value: string) => void;
  value?: string;
}) {
  return (
    <Tabs defaultValue="one" value={value} onValueChange={onValueChange}>
      <TabsList>
        <TabsTrigger value="one">One</TabsTrigger>
        <TabsTrigger value="two" disabled>
          Two
        </TabsTrigger>
        <TabsTrigger value="three">Three</TabsTrigger>
      </TabsList>
      <TabsContent value="one">First panel</TabsContent>
      <TabsContent value="two">Second panel</TabsContent>
      <TabsContent value="three">Third panel</TabsContent>
    </Tabs>
  );
}

describe('Tabs', () => {
  it('shows only the open panel, labelled by its tab, and keeps one tab in the tab order', () => {
    render(<Strip />);
    const panel = screen.getByRole('tabpanel', { name: 'One' });
    expect(panel.textContent).toBe('First panel');
    expect(screen.queryByText('Third panel')).toBeNull();
    expect(screen.getByRole('tab', { name: 'One' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tab', { name: 'One' }).getAttribute('aria-controls')).toBe(panel.id);
    expect(screen.getByRole('tab', { name: 'Three' }).getAttribute('tabindex')).toBe('-1');
  });

  it('opens a tab on click and tells the caller', () => {
    const onValueChange = vi.fn();
    render(<Strip onValueChange={onValueChange} />);
    fireEvent.click(screen.getByRole('tab', { name: 'Three' }));
    expect(onValueChange).toHaveBeenCalledWith('three');
    expect(screen.getByRole('tabpanel', { name: 'Three' }).textContent).toBe('Third panel');
    expect(screen.getByRole('tab', { name: 'Three' }).getAttribute('data-state')).toBe('active');
  });

  it('moves with the arrow keys, skipping disabled tabs and wrapping, and with Home and End', () => {
    render(<Strip />);
    const one = screen.getByRole('tab', { name: 'One' });
    const three = screen.getByRole('tab', { name: 'Three' });
    one.focus();
    fireEvent.keyDown(one, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(three);
    expect(three.getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(three, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(one);
    fireEvent.keyDown(one, { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(three);
    fireEvent.keyDown(three, { key: 'Home' });
    expect(document.activeElement).toBe(one);
    fireEvent.keyDown(one, { key: 'End' });
    expect(document.activeElement).toBe(three);
    expect(screen.getByRole('tabpanel').textContent).toBe('Third panel');
  });

  it('follows the value when the caller keeps it', () => {
    const { rerender } = render(<Strip value="one" />);
    fireEvent.click(screen.getByRole('tab', { name: 'Three' }));
    expect(screen.getByRole('tabpanel').textContent).toBe('First panel');
    rerender(<Strip value="three" />);
    expect(screen.getByRole('tabpanel').textContent).toBe('Third panel');
  });
});
