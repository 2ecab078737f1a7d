import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { Stack } from '../Stack/Stack.tsx';
import { SearchBox } from './SearchBox.tsx';

const meta = {
  title: 'Components/SearchBox',
  component: SearchBox,
  args: {
    label: 'Search destinations',
    clearLabel: 'Clear search',
    placeholder: 'Try “Lisbon” or “safari”',
    name: 'q',
    onValueChange: fn(),
  },
} satisfies Meta<typeof SearchBox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const input = canvas.getByRole('searchbox', { name: 'Search destinations' });
    await expect(canvas.queryByRole('button', { name: 'Clear search' })).not.toBeInTheDocument();
    await userEvent.type(input, 'Kyoto');
    await expect(input).toHaveValue('Kyoto');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('Kyoto');
    const clear = canvas.getByRole('button', { name: 'Clear search' });
    await expect(clear.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await userEvent.click(clear);
    await expect(input).toHaveValue('');
    await expect(input).toHaveFocus();
    await expect(args.onValueChange).toHaveBeenLastCalledWith('');
    await expect(canvas.queryByRole('button', { name: 'Clear search' })).not.toBeInTheDocument();
  },
};

/** Escape clears the field (and only then, on an empty field, closes a surrounding Sheet). */
export const EscapeClears: Story = {
  args: { defaultValue: 'Marrakesh' },
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole('searchbox');
    await userEvent.click(input);
    await userEvent.keyboard('{Escape}');
    await expect(input).toHaveValue('');
  },
};

export const HiddenLabel: Story = {
  args: { labelHidden: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('searchbox', { name: 'Search destinations' })).toBeVisible();
  },
};

export const WithHint: Story = {
  args: { hint: 'Search by city, country or kind of trip.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('searchbox')).toHaveAccessibleDescription(
      'Search by city, country or kind of trip.',
    );
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'Oslo' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('searchbox')).toBeDisabled();
    await expect(canvas.queryByRole('button', { name: 'Clear search' })).not.toBeInTheDocument();
  },
};

/** Controlled: the parent filters a list as the visitor types. */
export const Controlled: Story = {
  render: function Render(args) {
    const [query, setQuery] = useState('');
    const cities = ['Lisbon', 'Kyoto', 'Cusco', 'Cape Town', 'Reykjavík'];
    const matches = cities.filter((city) => city.toLowerCase().includes(query.toLowerCase()));
    return (
      <Stack gap="medium">
        <SearchBox
          {...args}
          value={query}
          onValueChange={(next) => {
            args.onValueChange?.(next);
            setQuery(next);
          }}
        />
        <ul aria-label="Matching destinations">
          {matches.map((city) => (
            <li key={city}>{city}</li>
          ))}
        </ul>
      </Stack>
    );
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('searchbox'), 'c');
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2);
    await userEvent.click(canvas.getByRole('button', { name: 'Clear search' }));
    await expect(canvas.getAllByRole('listitem')).toHaveLength(5);
  },
};

/** In Arabic the icon sits on the right and the clear button on the left. */
export const RightToLeft: Story = {
  args: { defaultValue: 'دبي' },
  globals: { locale: 'ar' },
  // Docs pages share one <html>: a story forcing the direction would flip every other story.
  tags: ['!autodocs'],
  play: async ({ canvas }) => {
    const input = canvas.getByRole('searchbox');
    const clear = canvas.getByRole('button', { name: 'Clear search' });
    await expect(clear.getBoundingClientRect().left).toBeCloseTo(
      input.getBoundingClientRect().left,
      0,
    );
  },
};

export const Dark: Story = {
  args: { defaultValue: 'Safari' },
  globals: { theme: 'dark' },
  tags: ['!autodocs'],
};
