import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { experientialCatalog } from './catalog.server.ts';
import { ExperientialSection } from './ExperientialSection.tsx';

// What the /services/all route's loader gives the band.
const catalog = experientialCatalog();

const meta = {
  title: 'Pages/Services/All/Experiential Travel',
  component: ExperientialSection,
  args: { types: catalog.experienceTypes, featured: catalog.featuredExperiences },
} satisfies Meta<typeof ExperientialSection>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The /services/all band: the kinds as short cards, the featured trips and a custom request. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'Beyond Traditional Travel' }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Design a Custom Experience' })).toHaveAttribute(
      'href',
      '/contact?service=custom-experiential-travel',
    );
  },
};
