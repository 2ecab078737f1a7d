import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { experiencesCatalog } from './catalog.server.ts';
import { ExperiencesHero } from './ExperiencesHero.tsx';

// What the /experiences route's loader gives the page.
const { experienceTypes } = experiencesCatalog();

const meta = {
  title: 'Pages/Experiences/Hero',
  component: ExperiencesHero,
  args: { types: experienceTypes },
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
