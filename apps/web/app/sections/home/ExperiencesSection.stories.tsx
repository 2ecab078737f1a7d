import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { homeCatalog } from './catalog.server.ts';
import { ExperiencesSection, PLAN_MY_JOURNEY_HREF } from './ExperiencesSection.tsx';

// What the home route's loader gives every section (`<Section {...catalog} />`).
const catalog = homeCatalog();

const meta = {
  title: 'Pages/Home/Experiences',
  component: ExperiencesSection,
  args: catalog,
} satisfies Meta<typeof ExperiencesSection>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 3, name: catalog.experienceTypes[0]!.title }),
    ).toBeVisible();
    await expect(canvas.getByText(catalog.experiencePriceTeasers[0]!.startingPrice)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Plan My Journey' })).toHaveAttribute(
      'href',
      PLAN_MY_JOURNEY_HREF,
    );
  },
};
