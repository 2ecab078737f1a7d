import type { Meta, StoryObj } from '@storybook/react-vite';
import { destinationFaqGroups, faqCategories } from '@travel/catalog';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { FaqBrowse } from './FaqBrowse.tsx';

const meta = {
  title: 'Pages/FAQ/Browse',
  component: FaqBrowse,
  // What the route's loader gives the page.
  args: {
    categories: faqCategories,
    destinationGroups: destinationFaqGroups,
    openKeys: [],
    onOpenChange: fn(),
  },
  // The page keeps which questions are open; here the story does.
  render: function Browse(args) {
    const [openKeys, setOpenKeys] = useState<string[]>([...args.openKeys]);
    return (
      <FaqBrowse
        categories={args.categories}
        destinationGroups={args.destinationGroups}
        openKeys={openKeys}
        onOpenChange={(open, own) => {
          args.onOpenChange(open, own);
          setOpenKeys((keys) => [...keys.filter((key) => !own.includes(key)), ...open]);
        }}
      />
    );
  },
} satisfies Meta<typeof FaqBrowse>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The four topics, then the destination questions; several answers can be open at once. */
export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    const [first, second] = faqCategories[0]!.faqs;
    for (const category of faqCategories) {
      await expect(canvas.getByRole('heading', { level: 3, name: category.title })).toBeVisible();
    }
    await expect(
      canvas.getByRole('heading', { level: 3, name: destinationFaqGroups[0]!.destination }),
    ).toBeVisible();

    const question = canvas.getByRole('button', { name: first!.question });
    await expect(question).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(question);
    await expect(question).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByText(first!.answer)).toBeVisible();

    await userEvent.click(canvas.getByRole('button', { name: second!.question }));
    await expect(canvas.getByText(first!.answer)).toBeVisible();
    await expect(canvas.getByText(second!.answer)).toBeVisible();

    await userEvent.click(question);
    await expect(question).toHaveAttribute('aria-expanded', 'false');
  },
};

/** The page can open questions itself (e.g. kept open across a search). */
export const OneOpen: Story = {
  args: { openKeys: [`${faqCategories[1]!.id}-0`] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(faqCategories[1]!.faqs[0]!.answer)).toBeVisible();
  },
};
