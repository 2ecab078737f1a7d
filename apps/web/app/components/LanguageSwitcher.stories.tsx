import type { Meta, StoryObj } from '@storybook/react-vite';
import { LANGUAGES } from '@travel/i18n';
import { expect, waitFor } from 'storybook/test';
import { LanguageSwitcher } from './LanguageSwitcher.tsx';

const meta = {
  title: 'Shell/Language Switcher',
  component: LanguageSwitcher,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof LanguageSwitcher>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every language by its native name; choosing one applies it at once (Arabic turns the page). */
export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    const select = canvas.getByRole('combobox', { name: 'Language' });
    await expect(select).toHaveValue('en');
    await expect(canvas.getAllByRole('option')).toHaveLength(LANGUAGES.length);
    const arabic = LANGUAGES.find((language) => language.code === 'ar')!;
    await userEvent.selectOptions(select, `${arabic.flag} ${arabic.name}`);
    await waitFor(() => expect(document.documentElement).toHaveAttribute('dir', 'rtl'));
    await expect(document.documentElement).toHaveAttribute('lang', 'ar');
    await expect(select).toHaveValue('ar');
  },
};
