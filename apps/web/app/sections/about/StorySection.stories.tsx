import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { StorySection } from './StorySection.tsx';

const meta = {
  title: 'Pages/About/Story',
  component: StorySection,
} satisfies Meta<typeof StorySection>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', {
        level: 2,
        name: /^Planning Journeys from Minneapolis since \d{4}$/,
      }),
    ).toBeVisible();
    // The whole week of SITE_HOURS, the closed Sunday included.
    const office = canvas.getByRole('heading', {
      level: 3,
      name: 'Visit our office',
    }).parentElement!;
    const text = office.textContent?.replace(/\s+/g, ' ') ?? '';
    await expect(text).toContain('Mon – Fri 9 AM – 6 PM');
    await expect(text).toContain('Sat 10 AM – 4 PM');
    await expect(text).toContain('Sun Closed');
  },
};

/** The office card in French: day names and a 24-hour clock from the language. */
export const French: Story = {
  globals: { locale: 'fr' },
  tags: ['!autodocs'],
  play: async ({ canvas }) => {
    const heading = await canvas.findByRole('heading', { level: 3, name: /bureau|agence/i });
    const text = heading.parentElement?.textContent?.replace(/\s+/g, ' ') ?? '';
    await expect(text).toContain('lun. – ven. 9 h – 18 h');
    await expect(text).toContain('dim. Fermé');
  },
};
