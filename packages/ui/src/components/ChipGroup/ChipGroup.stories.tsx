import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { Chip, ChipGroup, type ChipOption } from './ChipGroup.tsx';

const regions: ChipOption[] = [
  { value: 'all', label: 'All', count: 48 },
  { value: 'europe', label: 'Europe', count: 17 },
  { value: 'africa', label: 'Africa', count: 9 },
  { value: 'asia', label: 'Asia', count: 14 },
  { value: 'americas', label: 'Americas', count: 8 },
];

const meta = {
  title: 'Components/ChipGroup',
  component: ChipGroup,
  args: { options: regions, label: 'Filter by region', onValueChange: fn() },
  argTypes: { options: { control: false } },
} satisfies Meta<typeof ChipGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('radiogroup', { name: 'Filter by region' })).toBeInTheDocument();
    const all = canvas.getByRole('radio', { name: 'All (48)' });
    const europe = canvas.getByRole('radio', { name: 'Europe (17)' });
    await expect(all).toBeChecked();
    await userEvent.click(europe);
    await expect(europe).toBeChecked();
    await expect(all).not.toBeChecked();
    await expect(args.onValueChange).toHaveBeenLastCalledWith('europe');
    // Pressing the selected chip again keeps it: there is always one filter.
    await userEvent.click(europe);
    await expect(europe).toBeChecked();
    await expect(args.onValueChange).toHaveBeenCalledTimes(1);
    // Arrow keys move between chips; Space selects.
    await userEvent.keyboard('{ArrowRight} ');
    await expect(canvas.getByRole('radio', { name: 'Africa (9)' })).toBeChecked();
    await expect(europe.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  },
};

export const WithoutCounts: Story = {
  args: {
    options: [
      { value: 'newest', label: 'Newest' },
      { value: 'popular', label: 'Most popular' },
      { value: 'price', label: 'Lowest price' },
    ],
    label: 'Sort trips',
    defaultValue: 'popular',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: 'Most popular' })).toBeChecked();
  },
};

export const Controlled: Story = {
  render: function Render(args) {
    const [value, setValue] = useState('asia');
    return (
      <>
        <ChipGroup
          {...args}
          value={value}
          onValueChange={(next) => {
            args.onValueChange?.(next);
            setValue(next);
          }}
        />
        <p>Showing {value} trips.</p>
      </>
    );
  },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('radio', { name: 'Asia (14)' })).toBeChecked();
    await userEvent.click(canvas.getByRole('radio', { name: 'Americas (8)' }));
    await expect(canvas.getByText('Showing americas trips.')).toBeInTheDocument();
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    for (const radio of canvas.getAllByRole('radio')) await expect(radio).toBeDisabled();
  },
};

/** `Chip` toggles on its own, for yes/no filters. */
export const SingleChip: Story = {
  render: () => <Chip count={12}>Family friendly</Chip>,
  play: async ({ canvas, userEvent }) => {
    const chip = canvas.getByRole('button', { name: 'Family friendly (12)' });
    await expect(chip).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(chip);
    await expect(chip).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(chip);
    await expect(chip).toHaveAttribute('aria-pressed', 'false');
  },
};

export const RightToLeft: Story = {
  globals: { locale: 'ar' },
  // Docs pages share one <html>: a story forcing the direction would flip every other story.
  tags: ['!autodocs'],
  play: async ({ canvas, userEvent }) => {
    // The chips run right to left; the keys follow the browser's own radio groups, where
    // Down (and Right) select the next option in the list.
    await userEvent.click(canvas.getByRole('radio', { name: 'All (48)' }));
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: 'Europe (17)' })).toHaveFocus();
    await expect(canvas.getByRole('radio', { name: 'Europe (17)' })).toBeChecked();
  },
};

export const Dark: Story = {
  args: { defaultValue: 'europe' },
  globals: { theme: 'dark' },
  tags: ['!autodocs'],
};
