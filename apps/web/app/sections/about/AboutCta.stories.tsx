import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { AboutCta } from './AboutCta.tsx';

const meta = {
  title: 'Pages/About/Call to Action',
  component: AboutCta,
} satisfies Meta<typeof AboutCta>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'Let’s Plan Your Next Journey' }),
    ).toBeVisible();
  },
};
