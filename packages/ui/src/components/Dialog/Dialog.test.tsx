import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Dialog, DialogClose } from './Dialog.tsx';

function renderDialog(onOpenChange = vi.fn()) {
  render(
    <Dialog
      title="Cancel this booking?"
      description="Deposits are refunded."
      closeLabel="Close dialog"
      onOpenChange={onOpenChange}
      trigger={<button type="button">Cancel booking</button>}
      footer={
        <DialogClose asChild>
          <button type="button">Keep booking</button>
        </DialogClose>
      }
    >
      <p>Your trip will be released.</p>
    </Dialog>,
  );
  return onOpenChange;
}

describe('Dialog', () => {
  it('opens from its trigger, named by its title and described by its description', async () => {
    const onOpenChange = renderDialog();
    const trigger = screen.getByRole('button', { name: 'Cancel booking' });
    expect(trigger.getAttribute('aria-haspopup')).toBe('dialog');
    expect(screen.queryByRole('dialog')).toBeNull();
    await userEvent.click(trigger);
    const dialog = screen.getByRole('dialog', { name: 'Cancel this booking?' });
    expect(dialog.getAttribute('aria-describedby')).toBe(
      screen.getByText('Deposits are refunded.').id,
    );
    expect(screen.getByText('Your trip will be released.')).toBeTruthy();
    expect(onOpenChange).toHaveBeenCalledWith(true);
  });

  it('closes with Escape and gives focus back to the trigger', async () => {
    renderDialog();
    const trigger = screen.getByRole('button', { name: 'Cancel booking' });
    await userEvent.click(trigger);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(trigger);
  });

  it('closes from the X button and from DialogClose', async () => {
    const onOpenChange = renderDialog();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel booking' }));
    await userEvent.click(screen.getByRole('button', { name: 'Close dialog' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await userEvent.click(screen.getByRole('button', { name: 'Cancel booking' }));
    await userEvent.click(screen.getByRole('button', { name: 'Keep booking' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(onOpenChange.mock.calls).toEqual([[true], [false], [true], [false]]);
  });

  it('has no description reference without a description', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    render(<Dialog defaultOpen title="Terms" closeLabel="Close" />);
    expect(screen.getByRole('dialog', { name: 'Terms' }).hasAttribute('aria-describedby')).toBe(
      false,
    );
    expect(warn).not.toHaveBeenCalled();
  });
});
