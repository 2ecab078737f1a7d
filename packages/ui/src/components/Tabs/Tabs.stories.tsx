import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { Tabs, type TabItem } from './Tabs.tsx';

const items: TabItem[] = [
  {
    value: 'overview',
    label: 'Overview',
    content: <p>Nine days from Nairobi to the Masai Mara and Amboseli, with a private guide.</p>,
  },
  {
    value: 'itinerary',
    label: 'Itinerary',
    content: <p>Day 1: Nairobi. Days 2–5: Masai Mara. Days 6–8: Amboseli. Day 9: home.</p>,
  },
  {
    value: 'prices',
    label: 'Prices',
    content: <p>From $6,400 per person sharing, flights from Minneapolis included.</p>,
  },
];

const meta = {
  title: 'Components/Tabs',
  component: Tabs,
  args: { items, label: 'Trip details', onValueChange: fn() },
  argTypes: { items: { control: false } },
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('tablist', { name: 'Trip details' })).toBeInTheDocument();
    const overview = canvas.getByRole('tab', { name: 'Overview' });
    await expect(overview).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel', { name: 'Overview' })).toHaveTextContent(/Nairobi/);
    await userEvent.click(canvas.getByRole('tab', { name: 'Prices' }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith('prices');
    await expect(canvas.getByRole('tabpanel', { name: 'Prices' })).toHaveTextContent(/\$6,400/);
    // Arrow keys move and select, wrapping around.
    await userEvent.keyboard('{ArrowRight}');
    await expect(overview).toHaveFocus();
    await expect(overview).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('tab', { name: 'Prices' })).toHaveFocus();
    // Tab leaves the tab list for the panel.
    await userEvent.tab();
    await expect(canvas.getByRole('tabpanel', { name: 'Prices' })).toHaveFocus();
    // Tabs are 44 px touch targets.
    await expect(overview.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  },
};

export const DefaultValue: Story = {
  args: { defaultValue: 'itinerary' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tab', { name: 'Itinerary' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
};

export const WithDisabledTab: Story = {
  args: {
    items: [
      ...items,
      { value: 'reviews', label: 'Reviews', content: <p>Coming soon.</p>, disabled: true },
    ],
  },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('tab', { name: 'Reviews' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('tab', { name: 'Prices' }));
    await userEvent.keyboard('{ArrowRight}');
    // The disabled tab is skipped.
    await expect(canvas.getByRole('tab', { name: 'Overview' })).toHaveFocus();
  },
};

export const Controlled: Story = {
  render: function Render(args) {
    const [value, setValue] = useState('itinerary');
    return (
      <>
        <p>Showing: {value}</p>
        <Tabs
          {...args}
          value={value}
          onValueChange={(next) => {
            args.onValueChange?.(next);
            setValue(next);
          }}
        />
      </>
    );
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('tab', { name: 'Overview' }));
    await expect(canvas.getByText('Showing: overview')).toBeInTheDocument();
  },
};

/** In Arabic the tabs run right to left, and so do the arrow keys. */
export const RightToLeft: Story = {
  globals: { locale: 'ar' },
  // Docs pages share one <html>: a story forcing the direction would flip every other story.
  tags: ['!autodocs'],
  play: async ({ canvas, userEvent }) => {
    const overview = canvas.getByRole('tab', { name: 'Overview' });
    const itinerary = canvas.getByRole('tab', { name: 'Itinerary' });
    await expect(overview.getBoundingClientRect().left).toBeGreaterThan(
      itinerary.getBoundingClientRect().left,
    );
    await userEvent.click(overview);
    await userEvent.keyboard('{ArrowLeft}');
    await expect(itinerary).toHaveFocus();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  tags: ['!autodocs'],
};
