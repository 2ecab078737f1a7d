import type { Meta, StoryObj } from '@storybook/react-vite';
import { Info, Phone, Printer } from 'lucide-react';
import { expect, waitFor, within } from 'storybook/test';
import { vars } from '../../themes/contract.css.ts';
import { Button } from '../Button/Button.tsx';
import { Tooltip, TooltipProvider, tooltipSides } from './Tooltip.tsx';

const meta = {
  title: 'Components/Tooltip',
  component: Tooltip,
  args: {
    content: 'Print this checklist',
    children: (
      <Button variant="secondary" iconStart={<Printer />}>
        Print
      </Button>
    ),
  },
  argTypes: {
    side: { control: 'inline-radio', options: tooltipSides },
    children: { control: false },
  },
  decorators: [
    (Story) => (
      <TooltipProvider>
        <div style={{ paddingBlock: vars.space.xxlarge, paddingInline: vars.space.xxxlarge }}>
          <Story />
        </div>
      </TooltipProvider>
    ),
  ],
} satisfies Meta<typeof Tooltip>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (element: HTMLElement) => within(element.ownerDocument.body);

/** Keyboard focus opens it at once; Escape closes it and keeps focus on the trigger. */
export const Default: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: 'Print' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    const tooltip = await page(canvasElement).findByRole('tooltip');
    await expect(tooltip).toHaveTextContent('Print this checklist');
    await expect(trigger).toHaveAccessibleDescription('Print this checklist');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page(canvasElement).queryByRole('tooltip')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
  },
};

/** Hover opens it after the 700 ms delay, not at once. */
export const Hover: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.hover(canvas.getByRole('button', { name: 'Print' }));
    await expect(page(canvasElement).queryByRole('tooltip')).not.toBeInTheDocument();
    await expect(
      await page(canvasElement).findByRole('tooltip', {}, { timeout: 2000 }),
    ).toHaveTextContent('Print this checklist');
    await userEvent.unhover(canvas.getByRole('button', { name: 'Print' }));
    await waitFor(() => expect(page(canvasElement).queryByRole('tooltip')).not.toBeInTheDocument());
  },
};

export const Sides: Story = {
  render: (args) => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: vars.space.large }}>
      {tooltipSides.map((side) => (
        <Tooltip key={side} {...args} side={side} content={`Shown on the ${side}`}>
          <Button variant="secondary">{side}</Button>
        </Tooltip>
      ))}
    </div>
  ),
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.tab();
    await userEvent.tab();
    const trigger = canvas.getByRole('button', { name: 'right' });
    await expect(trigger).toHaveFocus();
    const tooltip = await page(canvasElement).findByRole('tooltip');
    await expect(tooltip).toHaveTextContent('Shown on the right');
    // The visible bubble (the tooltip role sits on a hidden copy of its text) is right of it.
    const bubble = page(canvasElement).getByText('Shown on the right', { selector: 'div' });
    await expect(bubble.getBoundingClientRect().left).toBeGreaterThanOrEqual(
      trigger.getBoundingClientRect().right,
    );
  },
};

/** Icon-only buttons keep their own name; the tooltip only adds to it. */
export const IconButtons: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: vars.space.small }}>
      <Tooltip content="Mon–Fri, 9 AM to 6 PM">
        <Button variant="ghost" aria-label="Call us" iconStart={<Phone />} />
      </Tooltip>
      <Tooltip content="Prices include taxes and fees" side="bottom">
        <Button variant="ghost" aria-label="About prices" iconStart={<Info />} />
      </Tooltip>
    </div>
  ),
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Call us' })).toHaveAccessibleDescription(
      'Mon–Fri, 9 AM to 6 PM',
    );
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
