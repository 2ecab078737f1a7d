import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ToolsHelp } from './ToolsHelp.tsx';

const meta = {
  title: 'Pages/Tools/Help',
  component: ToolsHelp,
} satisfies Meta<typeof ToolsHelp>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'Rather have an expert handle it?' }),
    ).toBeVisible();
  },
};
