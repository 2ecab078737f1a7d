import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { CliaSection } from './CliaSection.tsx';

const meta = {
  title: 'Pages/About/CLIA',
  component: CliaSection,
} satisfies Meta<typeof CliaSection>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'Cruise Expertise You Can Count On' }),
    ).toBeVisible();
  },
};
