import type { Meta, StoryObj } from '@storybook/react-vite';
import { LANGUAGES } from '@travel/i18n';
import { expect } from 'storybook/test';
import { LanguageSwitcher } from './LanguageSwitcher.tsx';

const meta = {
  title: 'Shell/Language Switcher',
  component: LanguageSwitcher,
  parameters: { layout: 'padded', router: { url: '/destinations' } },
} satisfies Meta<typeof LanguageSwitcher>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Every language by its native name, each a link to this page in that language (its own
 * address: English at the root, the others under their code), the current one marked.
 */
export const Default: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(canvasElement.querySelector('summary')!);
    const links = canvas.getAllByRole('link');
    await expect(links).toHaveLength(LANGUAGES.length);
    await expect(canvas.getByRole('link', { name: /English/ })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await expect(canvas.getByRole('link', { name: /Deutsch/ })).toHaveAttribute(
      'href',
      '/de/destinations',
    );
    await expect(canvas.getByRole('link', { name: /العربية/ })).toHaveAttribute('hreflang', 'ar');
  },
};

/** On a German page: English is the root address, German is marked. */
export const OnAGermanPage: Story = {
  parameters: { router: { url: '/de/destinations' } },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(canvasElement.querySelector('summary')!);
    await expect(canvas.getByRole('link', { name: /English/ })).toHaveAttribute(
      'href',
      '/destinations',
    );
    await expect(canvas.getByRole('link', { name: /Deutsch/ })).toHaveAttribute(
      'aria-current',
      'true',
    );
  },
};
