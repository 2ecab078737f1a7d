import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { TextField } from '../TextField/TextField.tsx';
import { Dialog, DialogClose } from './Dialog.tsx';

const meta = {
  title: 'Components/Dialog',
  component: Dialog,
  args: {
    title: 'Cancel this booking?',
    closeLabel: 'Close dialog',
    trigger: <Button variant="danger">Cancel booking</Button>,
    onOpenChange: fn(),
    children: (
      <p>
        Your seven nights in Lisbon will be released. Deposits are refunded within ten working days.
      </p>
    ),
    footer: (
      <>
        <DialogClose asChild>
          <Button variant="secondary">Keep booking</Button>
        </DialogClose>
        <DialogClose asChild>
          <Button variant="danger">Yes, cancel</Button>
        </DialogClose>
      </>
    ),
  },
  argTypes: {
    trigger: { control: false },
    children: { control: false },
    footer: { control: false },
  },
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (element: HTMLElement) => within(element.ownerDocument.body);

export const Default: Story = {
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    const body = page(canvasElement);
    const trigger = canvas.getByRole('button', { name: 'Cancel booking' });
    await userEvent.click(trigger);
    const dialog = await body.findByRole('dialog', { name: 'Cancel this booking?' });
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);
    // Focus moves into the dialog, onto its first control: the close button.
    await expect(within(dialog).getByRole('button', { name: 'Close dialog' })).toHaveFocus();
    // Tab cycles inside the dialog: it never reaches the trigger behind it.
    for (let step = 0; step < 4; step += 1) {
      await userEvent.tab();
      await expect(dialog).toContainElement(
        canvasElement.ownerDocument.activeElement as HTMLElement,
      );
    }
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

/** A footer button wrapped in `DialogClose` closes the dialog. */
export const FooterAction: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    const body = page(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel booking' }));
    await userEvent.click(await body.findByRole('button', { name: 'Keep booking' }));
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

export const WithDescription: Story = {
  args: {
    title: 'Request a callback',
    description: 'A travel expert calls you back within one working day.',
    closeLabel: 'Close',
    trigger: <Button>Request a callback</Button>,
    children: <TextField label="Phone" name="phone" type="tel" autoComplete="tel" />,
    footer: <Button type="submit">Request callback</Button>,
  },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Request a callback' }));
    const dialog = await page(canvasElement).findByRole('dialog', { name: 'Request a callback' });
    await expect(dialog).toHaveAccessibleDescription(
      'A travel expert calls you back within one working day.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
  },
};

/** The parent owns the state: here the overlay click closes it and the parent hears about it. */
export const Controlled: Story = {
  render: function Render(args) {
    const [open, setOpen] = useState(false);
    return (
      <>
        <p>The dialog is {open ? 'open' : 'closed'}.</p>
        <Dialog
          {...args}
          open={open}
          onOpenChange={(next) => {
            args.onOpenChange?.(next);
            setOpen(next);
          }}
        />
      </>
    );
  },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel booking' }));
    const dialog = await page(canvasElement).findByRole('dialog');
    await expect(canvas.getByText('The dialog is open.')).toBeInTheDocument();
    // Centred: the same space on both sides.
    const rect = dialog.getBoundingClientRect();
    const viewport = canvasElement.ownerDocument.documentElement.clientWidth;
    await expect(Math.abs(rect.left - (viewport - rect.right))).toBeLessThanOrEqual(1);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.getByText('The dialog is closed.')).toBeInTheDocument());
  },
};

/** Long content scrolls inside the dialog; header and footer stay put. */
export const LongContent: Story = {
  args: {
    title: 'Booking terms',
    closeLabel: 'Close terms',
    trigger: <Button variant="secondary">Read the booking terms</Button>,
    children: Array.from({ length: 12 }, (_, index) => (
      <p key={index}>
        {index + 1}. Deposits secure your place; the balance is due 60 days before departure.
        Changes after that may carry supplier fees, which we pass on at cost.
      </p>
    )),
    footer: (
      <DialogClose asChild>
        <Button>I have read the terms</Button>
      </DialogClose>
    ),
  },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Read the booking terms' }));
    const dialog = await page(canvasElement).findByRole('dialog', { name: 'Booking terms' });
    const viewport = canvasElement.ownerDocument.documentElement.clientHeight;
    await expect(dialog.getBoundingClientRect().height).toBeLessThanOrEqual(viewport);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
  },
};

export const RightToLeft: Story = {
  ...Default,
  globals: { locale: 'ar' },
  // Docs pages share one <html>: a story forcing the direction would flip every other story.
  tags: ['!autodocs'],
};

export const Dark: Story = {
  ...Default,
  globals: { theme: 'dark' },
  tags: ['!autodocs'],
};
