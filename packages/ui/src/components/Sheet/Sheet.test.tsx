import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Sheet } from './Sheet.tsx';

describe('Sheet', () => {
  it('opens from its trigger with a visible title and a named close button', async () => {
    const onOpenChange = vi.fn();
    render(
      <Sheet
        title="Menu"
        closeLabel="Close menu"
        onOpenChange={onOpenChange}
        trigger={<button type="button">Open menu</button>}
      >
        <a href="/contact">Contact</a>
      </Sheet>,
    );
    const trigger = screen.getByRole('button', { name: 'Open menu' });
    await userEvent.click(trigger);
    const sheet = screen.getByRole('dialog', { name: 'Menu' });
    expect(screen.getByRole('heading', { name: 'Menu' })).toBeTruthy();
    expect(sheet.contains(screen.getByRole('link', { name: 'Contact' }))).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Close menu' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(trigger);
    expect(onOpenChange.mock.calls).toEqual([[true], [false]]);
  });

  it('follows a controlled open state', () => {
    const { rerender } = render(
      <Sheet open={false} title="Menu" closeLabel="Close menu">
        Links
      </Sheet>,
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    rerender(
      <Sheet open title="Menu" closeLabel="Close menu">
        Links
      </Sheet>,
    );
    expect(screen.getByRole('dialog', { name: 'Menu' })).toBeTruthy();
  });
});
