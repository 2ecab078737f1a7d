import type { Meta, StoryObj } from '@storybook/react-vite';
import { Fragment, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { expect, fn } from 'storybook/test';
import { faqCatalog } from './catalog.server.ts';
import { FaqBrowse } from './FaqBrowse.tsx';
import { FaqHero } from './FaqHero.tsx';
import { FaqResults } from './FaqResults.tsx';
import { faqEntries, searchFaqs } from './search.ts';

// What the route's loader gives the page, and the questions its search goes through.
const catalog = faqCatalog();
const entries = faqEntries(catalog);

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const meta = {
  title: 'Pages/FAQ/Hero',
  component: FaqHero,
  args: { query: '', onQueryChange: fn(), status: '' },
} satisfies Meta<typeof FaqHero>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Frequently Asked Questions' }),
    ).toBeVisible();
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search FAQs' }), 'v');
    await expect(args.onQueryChange).toHaveBeenLastCalledWith('v');
  },
};

/** The search as /faq wires it: typing swaps the topics for the matching questions. */
export const Searching: Story = {
  render: function SearchPage() {
    const { t } = useTranslation('faq');
    const [text, setText] = useState('');
    const [openKeys, setOpenKeys] = useState<string[]>([]);
    const results = useMemo(() => searchFaqs(text, entries), [text]);
    const searching = text.trim() !== '';
    const status = !searching
      ? ''
      : results.length > 0
        ? t('results.summary', { count: results.length, query: text.trim() })
        : t('results.empty');
    const onOpenChange = (open: string[], own: readonly string[]) =>
      setOpenKeys((keys) => [...keys.filter((key) => !own.includes(key)), ...open]);
    return (
      <Fragment>
        <FaqHero query={text} onQueryChange={setText} status={status} />
        {searching ? (
          <FaqResults
            query={text}
            results={results}
            openKeys={openKeys}
            onOpenChange={onOpenChange}
            onClear={() => setText('')}
          />
        ) : (
          <FaqBrowse {...catalog} openKeys={openKeys} onOpenChange={onOpenChange} />
        )}
      </Fragment>
    );
  },
  play: async ({ canvas, userEvent, step }) => {
    const search = canvas.getByRole('searchbox', { name: 'Search FAQs' });
    await step('Matching questions replace the topics, with the count announced', async () => {
      await userEvent.type(search, 'visa');
      const matches = searchFaqs('visa', entries);
      await expect(
        canvas.getByRole('heading', { level: 2, name: `Search Results (${matches.length})` }),
      ).toBeVisible();
      await expect(canvas.getByRole('status')).toHaveTextContent(/match(es)? “visa”\.$/);
      await expect(
        canvas.queryByRole('heading', { name: 'Destination-Specific Questions' }),
      ).toBeNull();
      // A result's button is named by its question and the category note under it.
      const first = canvas.getAllByRole('button', { expanded: false })[0]!;
      await expect(first).toHaveAccessibleName(
        new RegExp(`^${escapeRegExp(matches[0]!.question)}`),
      );
      await userEvent.click(first);
      await expect(canvas.getByText(matches[0]!.answer)).toBeVisible();
    });

    await step('No match: say so, and Show all questions brings the topics back', async () => {
      await userEvent.clear(search);
      await userEvent.type(search, 'qwertyuiop');
      await expect(canvas.getByText('Try a shorter word, or browse all questions.')).toBeVisible();
      await userEvent.click(canvas.getByRole('button', { name: 'Show all questions' }));
      await expect(search).toHaveValue('');
      await expect(
        canvas.getByRole('heading', { level: 2, name: 'Destination-Specific Questions' }),
      ).toBeVisible();
    });
  },
};
