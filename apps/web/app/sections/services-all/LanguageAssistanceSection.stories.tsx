import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { allServicesCatalog } from './catalog.server.ts';
import { LanguageAssistanceSection } from './LanguageAssistanceSection.tsx';

// What the /services/all route's loader gives the page.
const { languagePacks, languageBundles, languageBundleMaxDiscountPercent } = allServicesCatalog();

const meta = {
  title: 'Pages/Services/All/Language Assistance',
  component: LanguageAssistanceSection,
  args: {
    packs: languagePacks,
    bundles: languageBundles,
    maxDiscountPercent: languageBundleMaxDiscountPercent,
  },
} satisfies Meta<typeof LanguageAssistanceSection>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'Speak the Language Before You Land' }),
    ).toBeVisible();
    await expect(canvas.getByRole('heading', { name: languagePacks[0]!.language })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: languageBundles[0]!.title })).toBeVisible();
  },
};
