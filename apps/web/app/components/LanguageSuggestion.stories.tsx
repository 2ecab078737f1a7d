import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { LanguageSuggestion, SUGGESTION_DISMISSED_KEY } from './LanguageSuggestion.tsx';

const meta = {
  title: 'Shell/Language Suggestion',
  component: LanguageSuggestion,
  parameters: { layout: 'fullscreen', router: { url: '/destinations?continent=africa' } },
  // A visitor who chose German on an earlier visit, reading the English page.
  beforeEach: () => {
    localStorage.setItem('language', 'de');
    localStorage.removeItem(SUGGESTION_DISMISSED_KEY);
    return () => {
      localStorage.removeItem('language');
      localStorage.removeItem(SUGGESTION_DISMISSED_KEY);
    };
  },
} satisfies Meta<typeof LanguageSuggestion>;

export default meta;
type Story = StoryObj<typeof meta>;

/** In German, linking to the same page in German (query kept); dismissed, it is gone. */
export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    const suggestion = canvas.getByRole('complementary', { name: 'Deutsch' });
    await expect(suggestion).toHaveAttribute('lang', 'de');
    await expect(suggestion).toHaveTextContent('Diese Seite gibt es auch auf Deutsch.');
    await expect(canvas.getByRole('link', { name: 'Auf Deutsch lesen' })).toHaveAttribute(
      'href',
      '/de/destinations?continent=africa',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Schließen' }));
    await waitFor(() => expect(canvas.queryByRole('complementary')).toBeNull());
    await expect(localStorage.getItem(SUGGESTION_DISMISSED_KEY)).toBe('de');
  },
};
