import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { allServicesCatalog } from './catalog.server.ts';
import { EventPlanningSection } from './EventPlanningSection.tsx';

// What the /services/all route's loader gives the page.
const { eventTypes } = allServicesCatalog();

const meta = {
  title: 'Pages/Services/All/Event Planning',
  component: EventPlanningSection,
  args: { events: eventTypes },
} satisfies Meta<typeof EventPlanningSection>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'Celebrations Worth Traveling For' }),
    ).toBeVisible();
    await expect(canvas.getAllByRole('link', { name: /^Plan This Event/ })).toHaveLength(
      eventTypes.length,
    );
  },
};
