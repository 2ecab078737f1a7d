import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { CustomTripCta } from './CustomTripCta.tsx';

const meta = {
  title: 'Pages/Destinations/Custom Trip',
  component: CustomTripCta,
} satisfies Meta<typeof CustomTripCta>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'Don’t see your dream destination?' }),
    ).toBeVisible();
  },
};
