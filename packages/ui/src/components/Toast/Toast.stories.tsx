import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { vars } from '../../themes/contract.css.ts';
import { Button } from '../Button/Button.tsx';
import { Toaster } from './Toast.tsx';
import { dismissToast, toast } from './toastStore.ts';

const row = {
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.medium,
} as const;

const meta = {
  title: 'Components/Toast',
  component: Toaster,
  args: { label: 'Notifications', closeLabel: 'Close' },
  // The toast store is module state: start every story without leftovers from the last one.
  beforeEach: () => {
    dismissToast();
  },
  render: (args) => (
    <>
      <div style={row}>
        <Button
          onClick={() =>
            toast({
              title: 'Trip saved',
              description: 'We emailed you a copy of the itinerary.',
            })
          }
        >
          Save trip
        </Button>
        <Button
          variant="danger"
          onClick={() =>
            toast({
              variant: 'destructive',
              title: 'Payment failed',
              description: 'Your card was declined. No money was taken.',
            })
          }
        >
          Pay deposit
        </Button>
        <Button variant="secondary" onClick={() => toast({ title: 'Link copied' })}>
          Copy link
        </Button>
        <Button variant="ghost" onClick={() => toast({ title: 'Draft saved', duration: 600 })}>
          Save draft
        </Button>
      </div>
      <Toaster {...args} />
    </>
  ),
} satisfies Meta<typeof Toaster>;

export default meta;
type Story = StoryObj<typeof meta>;

const region = (element: HTMLElement) =>
  within(element.ownerDocument.body).getByRole('region', { name: /^Notifications/ });

export const Default: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    const toasts = within(region(canvasElement));
    await userEvent.click(canvas.getByRole('button', { name: 'Save trip' }));
    await expect(await toasts.findByText('Trip saved')).toBeVisible();
    await expect(toasts.getByText('We emailed you a copy of the itinerary.')).toBeVisible();
    const close = toasts.getByRole('button', { name: 'Close' });
    await expect(close.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await userEvent.click(close);
    await waitFor(() => expect(toasts.queryByText('Trip saved')).not.toBeInTheDocument());
  },
};

export const Destructive: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    const toasts = within(region(canvasElement));
    await userEvent.click(canvas.getByRole('button', { name: 'Pay deposit' }));
    await expect(await toasts.findByText('Payment failed')).toBeVisible();
    await userEvent.click(toasts.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(toasts.queryByText('Payment failed')).not.toBeInTheDocument());
  },
};

/** One toast at a time: a new one replaces the one showing. */
export const Replace: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    const toasts = within(region(canvasElement));
    await userEvent.click(canvas.getByRole('button', { name: 'Save trip' }));
    await toasts.findByText('Trip saved');
    await userEvent.click(canvas.getByRole('button', { name: 'Copy link' }));
    await expect(await toasts.findByText('Link copied')).toBeVisible();
    await expect(toasts.queryByText('Trip saved')).not.toBeInTheDocument();
    await expect(toasts.getAllByRole('listitem')).toHaveLength(1);
  },
};

/** Toasts close themselves after their duration (5 seconds unless the caller says otherwise). */
export const AutoDismiss: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    const toasts = within(region(canvasElement));
    await userEvent.click(canvas.getByRole('button', { name: 'Save draft' }));
    await toasts.findByText('Draft saved');
    await waitFor(() => expect(toasts.queryByText('Draft saved')).not.toBeInTheDocument(), {
      timeout: 3000,
    });
  },
};

/** F8 moves focus to the notifications, so keyboard users can reach the close button. */
export const Hotkey: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    const notifications = region(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Copy link' }));
    await within(notifications).findByText('Link copied');
    await userEvent.keyboard('[F8]');
    await expect(notifications).toContainElement(
      canvasElement.ownerDocument.activeElement as HTMLElement,
    );
    await userEvent.tab();
    await expect(within(notifications).getByRole('listitem')).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() =>
      expect(within(notifications).queryByText('Link copied')).not.toBeInTheDocument(),
    );
  },
};

/** A swipe to the right past 50 px dismisses the toast. */
export const Swipe: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    const toasts = within(region(canvasElement));
    await userEvent.click(canvas.getByRole('button', { name: 'Save trip' }));
    const item = (await toasts.findByText('Trip saved')).closest('li');
    if (!item) throw new Error('Toast not rendered');
    await waitFor(() => expect(item.getAnimations()).toHaveLength(0));
    const { left, top, height } = item.getBoundingClientRect();
    const [x, y] = [left + 20, top + height / 2];
    await userEvent.pointer([
      { keys: '[MouseLeft>]', target: item, coords: { clientX: x, clientY: y } },
      { target: item, coords: { clientX: x + 20, clientY: y } },
      { target: item, coords: { clientX: x + 90, clientY: y } },
      { keys: '[/MouseLeft]', target: item, coords: { clientX: x + 90, clientY: y } },
    ]);
    await waitFor(() => expect(toasts.queryByText('Trip saved')).not.toBeInTheDocument());
  },
};

/** In Arabic the toasts sit at the bottom left, the inline end. */
export const RightToLeft: Story = {
  globals: { locale: 'ar' },
  // Docs pages share one <html>: a story forcing the direction would flip every other story.
  tags: ['!autodocs'],
  play: async ({ canvas, canvasElement, userEvent }) => {
    const notifications = region(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save trip' }));
    const item = (await within(notifications).findByText('Trip saved')).closest('li');
    if (!item) throw new Error('Toast not rendered');
    await waitFor(() => expect(item.getAnimations()).toHaveLength(0));
    const viewport = notifications.querySelector('ol');
    if (!viewport) throw new Error('Viewport not rendered');
    // At the page's left edge: the page keeps the scrollbar's room (scrollbar-gutter), which
    // right to left is on the left of the window.
    const page = canvasElement.ownerDocument.documentElement.getBoundingClientRect();
    await expect(viewport.getBoundingClientRect().left).toBeCloseTo(page.left, 0);
  },
};

export const Dark: Story = {
  ...Destructive,
  globals: { theme: 'dark' },
  tags: ['!autodocs'],
};
