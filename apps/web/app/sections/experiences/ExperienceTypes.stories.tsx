import type { Meta, StoryObj } from '@storybook/react-vite';
import { experienceTypes } from '@travel/catalog';
import { Container, Section } from '@travel/ui';
import { expect } from 'storybook/test';
import { ExperienceTypes } from './ExperienceTypes.tsx';

const meta = {
  title: 'Pages/Experiences/Experience Types',
  component: ExperienceTypes,
  args: { level: 2 },
  // As /experiences shows it: a band of its own.
  decorators: [
    (Story, { args }) => (
      <Section
        aria-labelledby={
          args.compact ? 'experience-types-overview-title' : 'experience-types-title'
        }
      >
        <Container>
          <Story />
        </Container>
      </Section>
    ),
  ],
} satisfies Meta<typeof ExperienceTypes>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Full rows, as on /experiences: each kind leads to the contact form about it. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'Choose Your Kind of Journey' }),
    ).toBeVisible();
    const first = experienceTypes[0]!;
    await expect(canvas.getByRole('heading', { level: 3, name: first.title })).toBeVisible();
    await expect(canvas.getAllByRole('link', { name: /^Plan This Experience/ })).toHaveLength(
      experienceTypes.length,
    );
  },
};

/** Short cards, as the overview on /services/all shows them. */
export const Compact: Story = {
  args: { compact: true, level: 3 },
};
