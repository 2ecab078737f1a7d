import type { Meta, StoryObj } from '@storybook/react-vite';
import { experienceTypes } from '@travel/catalog';
import { expect } from 'storybook/test';
import { ExperiencesHero } from './ExperiencesHero.tsx';

const meta = {
  title: 'Pages/Experiences/Hero',
  component: ExperiencesHero,
} satisfies Meta<typeof ExperiencesHero>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Beyond Traditional Travel' }),
    ).toBeVisible();
    await expect(canvas.getByText(experienceTypes[0]!.title)).toBeVisible();
  },
};
