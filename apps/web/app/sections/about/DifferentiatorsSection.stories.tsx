import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { DifferentiatorsSection } from './DifferentiatorsSection.tsx';

const meta = {
  title: 'Pages/About/Differentiators',
  component: DifferentiatorsSection,
} satisfies Meta<typeof DifferentiatorsSection>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'The Difference a Real Advisor Makes' }),
    ).toBeVisible();
  },
};
