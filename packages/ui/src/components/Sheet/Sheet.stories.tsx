import type { Meta, StoryObj } from '@storybook/react-vite';
import { Menu } from 'lucide-react';
import { useState } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';
import { vars } from '../../themes/contract.css.ts';
import { Button } from '../Button/Button.tsx';
import { Sheet } from './Sheet.tsx';

const links = ['Home', 'Services', 'Destinations', 'Book Flight', 'Blog', 'Contact'];

const navigation = (
  <nav aria-label="Main">
    <ul
      style={{
        display: 'flex',
        flexDirection: 'column',
        gap: vars.space.xsmall,
        margin: 0,
        padding: 0,
        listStyle: 'none',
      }}
    >
      {links.map((link) => (
        <li key={link}>
          <a href={`#${link.toLowerCase().replace(' ', '-')}`}>{link}</a>
        </li>
      ))}
    </ul>
  </nav>
);

const meta = {
  title: 'Components/Sheet',
  component: Sheet,
  args: {
    title: 'Menu',
    closeLabel: 'Close menu',
    trigger: (
      <Button variant="secondary" iconStart={<Menu />}>
        Open menu
      </Button>
    ),
    onOpenChange: fn(),
    children: navigation,
  },
  argTypes: {
    trigger: { control: false },
    children: { control: false },
  },
} satisfies Meta<typeof Sheet>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (element: HTMLElement) => within(element.ownerDocument.body);

/** Waits for the slide-in to finish, so measurements see the resting position. */
async function settled(element: HTMLElement) {
  await waitFor(() => expect(element.getAnimations()).toHaveLength(0));
}

export const Default: Story = {
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    const body = page(canvasElement);
    const trigger = canvas.getByRole('button', { name: 'Open menu' });
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(trigger);
    const sheet = await body.findByRole('dialog', { name: 'Menu' });
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);
    await expect(within(sheet).getByRole('heading', { name: 'Menu' })).toBeVisible();
    const close = within(sheet).getByRole('button', { name: 'Close menu' });
    await expect(close).toHaveFocus();
    // The close button is a 44 px touch target.
    await expect(close.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    // Focus is trapped: tabbing past the last link comes back to the close button.
    for (let step = 0; step < links.length; step += 1) await userEvent.tab();
    await expect(within(sheet).getByRole('link', { name: 'Contact' })).toHaveFocus();
    await userEvent.tab();
    await expect(close).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
  },
};

/** The panel hugs the inline end: the right edge of the screen, at most 22rem wide. */
export const Placement: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open menu' }));
    const sheet = await page(canvasElement).findByRole('dialog', { name: 'Menu' });
    await settled(sheet);
    const rect = sheet.getBoundingClientRect();
    const { clientWidth, clientHeight } = canvasElement.ownerDocument.documentElement;
    await expect(rect.right).toBeCloseTo(clientWidth, 0);
    await expect(rect.width).toBeLessThanOrEqual(Math.min(22 * 16, clientWidth * 0.88) + 1);
    await expect(rect.height).toBeCloseTo(clientHeight, 0);
    await userEvent.click(within(sheet).getByRole('button', { name: 'Close menu' }));
    await waitFor(() => expect(sheet).not.toBeInTheDocument());
  },
};

export const WithDescription: Story = {
  args: {
    title: 'Filters',
    description: 'Narrow the destinations to the trips that suit you.',
    closeLabel: 'Close filters',
    trigger: <Button variant="secondary">Show filters</Button>,
    children: <p>Filter controls go here.</p>,
  },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show filters' }));
    const sheet = await page(canvasElement).findByRole('dialog', { name: 'Filters' });
    await expect(sheet).toHaveAccessibleDescription(
      'Narrow the destinations to the trips that suit you.',
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(sheet).not.toBeInTheDocument());
  },
};

/** Controlled, as the site's mobile menu: choosing an item closes the sheet. */
export const Controlled: Story = {
  render: function Render(args) {
    const [open, setOpen] = useState(false);
    return (
      <Sheet
        {...args}
        open={open}
        onOpenChange={(next) => {
          args.onOpenChange?.(next);
          setOpen(next);
        }}
      >
        {/* A real menu closes on navigation; a button stands in so the test page stays put. */}
        <Button fullWidth onClick={() => setOpen(false)}>
          Plan your journey
        </Button>
      </Sheet>
    );
  },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: 'Open menu' });
    await userEvent.click(trigger);
    const sheet = await page(canvasElement).findByRole('dialog', { name: 'Menu' });
    await userEvent.click(within(sheet).getByRole('button', { name: 'Plan your journey' }));
    await waitFor(() => expect(sheet).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
  },
};

/** In Arabic the inline end is the left: the sheet opens from the left edge. */
export const RightToLeft: Story = {
  globals: { locale: 'ar' },
  // Docs pages share one <html>: a story forcing the direction would flip every other story.
  tags: ['!autodocs'],
  play: async ({ canvas, canvasElement, userEvent }) => {
    await expect(canvasElement.ownerDocument.documentElement).toHaveAttribute('dir', 'rtl');
    await userEvent.click(canvas.getByRole('button', { name: 'Open menu' }));
    const sheet = await page(canvasElement).findByRole('dialog', { name: 'Menu' });
    await settled(sheet);
    await expect(sheet.getBoundingClientRect().left).toBeCloseTo(0, 0);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(sheet).not.toBeInTheDocument());
  },
};

export const Dark: Story = {
  ...Default,
  globals: { theme: 'dark' },
  tags: ['!autodocs'],
};
