import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor } from 'storybook/test';
import { vars } from '../../themes/contract.css.ts';
import { Button } from '../Button/Button.tsx';
import {
  Accordion,
  AccordionItem,
  accordionHeadingLevels,
  type AccordionItemData,
} from './Accordion.tsx';

const faq: AccordionItemData[] = [
  {
    value: 'visa',
    title: 'Do you help with visas?',
    content:
      'Yes. We check what each traveller needs, fill in the forms with you and book the appointment.',
  },
  {
    value: 'deposit',
    title: 'How much is the deposit?',
    content: 'Usually 20 % of the trip price; the balance is due 60 days before departure.',
  },
  {
    value: 'insurance',
    title: 'Is travel insurance included?',
    content: 'Not by default. We recommend a policy that covers cancellation and medical costs.',
  },
];

const meta = {
  title: 'Components/Accordion',
  component: Accordion,
  args: { items: faq, onValueChange: fn() },
  argTypes: {
    headingLevel: { control: 'inline-radio', options: accordionHeadingLevels },
    items: { control: false },
    children: { control: false },
  },
} satisfies Meta<typeof Accordion>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Several sections open at once; arrow keys, Home and End move between titles. */
export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const visa = canvas.getByRole('button', { name: 'Do you help with visas?' });
    const deposit = canvas.getByRole('button', { name: 'How much is the deposit?' });
    await expect(visa).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(visa);
    await expect(visa).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByText(/We check what each traveller needs/)).toBeVisible();
    await userEvent.click(deposit);
    await expect(visa).toHaveAttribute('aria-expanded', 'true');
    await expect(deposit).toHaveAttribute('aria-expanded', 'true');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(['visa', 'deposit']);
    await userEvent.click(visa);
    await expect(visa).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() =>
      expect(canvas.getByText(/We check what each traveller needs/)).not.toBeVisible(),
    );
    // Keyboard: arrow keys move between titles, wrapping from the last to the first.
    await userEvent.keyboard('{ArrowDown}');
    await expect(deposit).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(visa).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(visa).toHaveAttribute('aria-expanded', 'true');
    // End and Home jump to the last and the first title.
    await userEvent.keyboard('{End}');
    await expect(
      canvas.getByRole('button', { name: 'Is travel insurance included?' }),
    ).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect(visa).toHaveFocus();
  },
};

/** The chevron turns to point up while its section is open. */
export const OpenByDefault: Story = {
  args: { defaultValue: ['deposit'] },
  play: async ({ canvas }) => {
    const deposit = canvas.getByRole('button', { name: 'How much is the deposit?' });
    await expect(deposit).toHaveAttribute('aria-expanded', 'true');
    const chevron = deposit.querySelector('svg');
    if (!chevron) throw new Error('Chevron not rendered');
    await waitFor(() => expect(getComputedStyle(chevron).transform).toMatch(/^matrix\(-1, /));
  },
};

/** Composed from `AccordionItem` children, with h2 headings and one disabled section. */
export const Composed: Story = {
  args: {
    items: undefined,
    headingLevel: 2,
    children: (
      <>
        <AccordionItem value="before" title="Before you go">
          Check your passport is valid for six months after you return.
        </AccordionItem>
        <AccordionItem value="during" title="While you travel">
          Our 24-hour line is on the back of your itinerary.
        </AccordionItem>
        <AccordionItem value="after" title="Coming soon" disabled>
          Reviews of your trip.
        </AccordionItem>
      </>
    ),
  },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getAllByRole('heading', { level: 2 })).toHaveLength(3);
    const disabled = canvas.getByRole('button', { name: 'Coming soon' });
    await expect(disabled).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'While you travel' }));
    await expect(canvas.getByText(/24-hour line/)).toBeVisible();
  },
};

/** Controlled: the parent owns which sections are open. */
export const Controlled: Story = {
  render: function Render(args) {
    const [open, setOpen] = useState<string[]>([]);
    return (
      <div style={{ display: 'flex', flexDirection: 'column', gap: vars.space.medium }}>
        <div style={{ display: 'flex', gap: vars.space.small }}>
          <Button
            size="small"
            variant="secondary"
            onClick={() => setOpen(faq.map((item) => item.value))}
          >
            Expand all
          </Button>
          <Button size="small" variant="secondary" onClick={() => setOpen([])}>
            Collapse all
          </Button>
        </div>
        <Accordion
          {...args}
          value={open}
          onValueChange={(next) => {
            args.onValueChange?.(next);
            setOpen(next);
          }}
        />
      </div>
    );
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Expand all' }));
    for (const item of faq) {
      await expect(canvas.getByRole('button', { name: item.title as string })).toHaveAttribute(
        'aria-expanded',
        'true',
      );
    }
    await userEvent.click(canvas.getByRole('button', { name: 'Collapse all' }));
    await expect(canvas.getByRole('button', { name: 'Do you help with visas?' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  },
};

export const RightToLeft: Story = {
  ...OpenByDefault,
  globals: { locale: 'ar' },
  // Docs pages share one <html>: a story forcing the direction would flip every other story.
  tags: ['!autodocs'],
};

export const Dark: Story = {
  ...OpenByDefault,
  globals: { theme: 'dark' },
  tags: ['!autodocs'],
};
