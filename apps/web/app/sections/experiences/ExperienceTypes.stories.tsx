import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { Container, Section } from '@travel/ui';
import { expect } from 'storybook/test';
import { experiencesCatalog, experientialCatalog } from './catalog.server.ts';
import { ExperienceTypes } from './ExperienceTypes.tsx';

// What the /experiences route's loader gives the page (the kinds in full).
const { experienceTypes } = experiencesCatalog();

/**
 * As /experiences shows it: a band of its own. Typed apart from the meta: inferred from the
 * component's props (full rows or short cards, a union), its args would type every story's as never.
 */
const band: Decorator = (Story, { args }) => (
  <Section
    aria-labelledby={args.compact ? 'experience-types-overview-title' : 'experience-types-title'}
  >
    <Container>
      <Story />
    </Container>
  </Section>
);

const meta = {
  title: 'Pages/Experiences/Experience Types',
  component: ExperienceTypes,
  args: { level: 2, types: experienceTypes },
  decorators: [band],
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
  // The kinds as /services/all receives them: without what the short cards do not show.
  args: { compact: true, level: 3, types: experientialCatalog().experienceTypes },
};
