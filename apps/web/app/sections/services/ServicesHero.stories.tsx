import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ServicesHero } from './ServicesHero.tsx';

const meta = {
  title: 'Pages/Services/Hero',
  component: ServicesHero,
} satisfies Meta<typeof ServicesHero>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Travel Services Built Around You' }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Start Planning' })).toHaveAttribute(
      'href',
      '#inquiry',
    );
    await expect(canvas.getByRole('link', { name: 'See All Services' })).toHaveAttribute(
      'href',
      '/services/all',
    );
  },
};
