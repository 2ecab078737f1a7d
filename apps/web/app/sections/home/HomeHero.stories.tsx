import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { figure } from '../../lib/locale-format.ts';
import { homeCatalog } from './catalog.server.ts';
import { HomeHero } from './HomeHero.tsx';

// What the home route's loader gives every section (`<Section {...catalog} />`).
const catalog = homeCatalog();

const meta = {
  title: 'Pages/Home/Hero',
  component: HomeHero,
  args: catalog,
} satisfies Meta<typeof HomeHero>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', {
        level: 1,
        name: 'Journeys Planned by People Who Have Been There',
      }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Book a Flight' })).toHaveAttribute(
      'href',
      '/flight-booking',
    );
    // The catalog's figure as the page writes it in its language (`1,000+`).
    await expect(canvas.getByText(figure('en', catalog.statistics.happyTravelers))).toBeVisible();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  // Docs pages share one <html>: a story forcing the theme or direction would change the others.
  tags: ['!autodocs'],
  play: async () => {
    await expect(document.documentElement).toHaveClass('dark');
  },
};

/** Arabic: translated and mirrored (the copy sits on the right). */
export const Arabic: Story = {
  globals: { locale: 'ar' },
  tags: ['!autodocs'],
  play: async ({ canvas }) => {
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    const title = canvas.getByRole('heading', { level: 1 });
    await expect(title).not.toHaveTextContent('Journeys Planned');
    const visual = canvas.getByRole('img', { name: /.+/ });
    await expect(title.getBoundingClientRect().right).toBeGreaterThan(
      visual.getBoundingClientRect().right,
    );
  },
};
