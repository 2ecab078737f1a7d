import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { TailorMadeSection } from './TailorMadeSection.tsx';

const meta = {
  title: 'Pages/Services/Tailor-Made',
  component: TailorMadeSection,
} satisfies Meta<typeof TailorMadeSection>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'A Trip Designed Only for You' }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Design My Trip' })).toHaveAttribute(
      'href',
      '/contact',
    );
  },
};
