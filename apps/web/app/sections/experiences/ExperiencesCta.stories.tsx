import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ExperiencesCta } from './ExperiencesCta.tsx';

const meta = {
  title: 'Pages/Experiences/Call to Action',
  component: ExperiencesCta,
} satisfies Meta<typeof ExperiencesCta>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'Ready for a Journey That Means Something?' }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Plan My Journey' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/contact/),
    );
  },
};
