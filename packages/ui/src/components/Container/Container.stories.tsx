import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { vars } from '../../themes/contract.css.ts';
import { Container } from './Container.tsx';

const meta = {
  title: 'Layout/Container',
  component: Container,
  parameters: { layout: 'fullscreen' },
  args: {
    children: (
      <p style={{ backgroundColor: vars.color.sunken, padding: vars.space.medium }}>
        Page content stays centred at the page width, with side padding that grows on wider screens.
      </p>
    ),
  },
  argTypes: { children: { control: false } },
} satisfies Meta<typeof Container>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const container = canvas.getByText(/Page content/).parentElement;
    if (!container) throw new Error('Container not rendered');
    const style = getComputedStyle(container);
    // Logical properties: the side padding is the same at both ends, in either direction.
    await expect(style.paddingInlineStart).toBe(style.paddingInlineEnd);
    await expect(Number.parseFloat(style.paddingInlineStart)).toBeGreaterThan(0);
    await expect(Number.parseFloat(style.maxWidth)).toBeGreaterThan(0);
  },
};
