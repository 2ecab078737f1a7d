import type { Meta, StoryObj } from '@storybook/react-vite';
import { Container, Section } from '@travel/ui';
import { expect } from 'storybook/test';
import { experiencesCatalog } from './catalog.server.ts';
import { FeaturedExperiences } from './FeaturedExperiences.tsx';

// What the /experiences route's loader gives the page.
const { experienceTypes, featuredExperiences } = experiencesCatalog();

const meta = {
  title: 'Pages/Experiences/Featured Experiences',
  component: FeaturedExperiences,
  args: { level: 2, experiences: featuredExperiences, types: experienceTypes },
  decorators: [
    (Story) => (
      <Section aria-labelledby="featured-title" tone="sunken">
        <Container>
          <Story />
        </Container>
      </Section>
    ),
  ],
} satisfies Meta<typeof FeaturedExperiences>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'Journeys Our Travelers Love' }),
    ).toBeVisible();
    await expect(
      canvas.getByRole('heading', { level: 3, name: featuredExperiences[0]!.title }),
    ).toBeVisible();
  },
};
