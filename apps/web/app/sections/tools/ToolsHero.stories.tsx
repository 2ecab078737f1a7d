import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ToolsHero } from './ToolsHero.tsx';

const meta = {
  title: 'Pages/Tools/Hero',
  component: ToolsHero,
} satisfies Meta<typeof ToolsHero>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Travel Tools and Resources' }),
    ).toBeVisible();
  },
};
