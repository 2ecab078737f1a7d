import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { AboutHero } from './AboutHero.tsx';

const meta = {
  title: 'Pages/About/Hero',
  component: AboutHero,
} satisfies Meta<typeof AboutHero>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Why Travelers Choose Us' }),
    ).toBeVisible();
  },
};
