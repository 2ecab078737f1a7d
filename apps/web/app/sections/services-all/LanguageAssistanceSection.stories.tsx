import type { Meta, StoryObj } from '@storybook/react-vite';
import { languageBundles, languagePacks } from '@travel/catalog';
import { expect } from 'storybook/test';
import { LanguageAssistanceSection } from './LanguageAssistanceSection.tsx';

const meta = {
  title: 'Pages/Services/All/Language Assistance',
  component: LanguageAssistanceSection,
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
