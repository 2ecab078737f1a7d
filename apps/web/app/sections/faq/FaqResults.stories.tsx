import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { FaqResults } from './FaqResults.tsx';
import { faqCatalog } from './catalog.server.ts';
import { faqEntries, searchFaqs } from './search.ts';

const meta = {
  title: 'Pages/FAQ/Results',
  component: FaqResults,
  args: {
    query: 'deposit',
    results: searchFaqs('deposit', faqEntries(faqCatalog())),
    openKeys: [],
    onOpenChange: fn(),
    onClear: fn(),
  },
  argTypes: { results: { control: false } },
} satisfies Meta<typeof FaqResults>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each match names its category under the question. */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    await expect(
      canvas.getByRole('heading', { level: 2, name: `Search Results (${args.results.length})` }),
    ).toBeVisible();
    await expect(canvas.getAllByText(/^Category: /)).toHaveLength(args.results.length);
  },
};

export const NoMatch: Story = {
  args: { query: 'qwertyuiop', results: [] },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByText('No FAQs found matching your search.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Show all questions' }));
    await expect(args.onClear).toHaveBeenCalledOnce();
  },
};
