import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ProcessSection } from './ProcessSection.tsx';

const meta = {
  title: 'Pages/Services/Process',
  component: ProcessSection,
} satisfies Meta<typeof ProcessSection>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'Four Steps to Your Journey' }),
    ).toBeVisible();
  },
};
