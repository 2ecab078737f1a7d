import type { Meta, StoryObj } from '@storybook/react-vite';
import { eventTypes } from '@travel/catalog';
import { expect } from 'storybook/test';
import { EventPlanningSection } from './EventPlanningSection.tsx';

const meta = {
  title: 'Pages/Services/All/Event Planning',
  component: EventPlanningSection,
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
