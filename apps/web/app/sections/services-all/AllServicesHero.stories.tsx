import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ALL_SERVICES_SECTIONS, AllServicesHero } from './AllServicesHero.tsx';

const meta = {
  title: 'Pages/Services/All/Hero',
  component: AllServicesHero,
} satisfies Meta<typeof AllServicesHero>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The hero's menu jumps to each band of the page. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Complete Travel Solutions' }),
    ).toBeVisible();
    const links = canvas.getAllByRole('link');
    await expect(links.map((link) => link.getAttribute('href'))).toEqual(
      ALL_SERVICES_SECTIONS.map((section) => `#${section.id}`),
    );
  },
};
