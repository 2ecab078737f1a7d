import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { SectionHeader } from './SectionHeader.tsx';

const meta = {
  title: 'Shared/Section Header',
  component: SectionHeader,
  args: {
    id: 'section-title',
    eyebrow: 'Why travel with us',
    title: 'Journeys shaped around you',
    intro: 'Every trip starts with a conversation and ends with memories that last.',
  },
} satisfies Meta<typeof SectionHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Eyebrow, an `h2` named by its id, and a muted introduction. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'Journeys shaped around you' }),
    ).toHaveAttribute('id', 'section-title');
    await expect(canvas.getByText('Why travel with us')).toBeVisible();
  },
};

/** Centred, as over a grid of cards. */
export const Centered: Story = { args: { align: 'center' } };

/** An `h3` under a page band's own `h2`. */
export const LevelThree: Story = {
  args: { level: 3 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 3 })).toBeVisible();
  },
};

/** Without eyebrow, introduction or space under it, for a row shared with actions. */
export const Flush: Story = { args: { eyebrow: undefined, intro: undefined, flush: true } };
