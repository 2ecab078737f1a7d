import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { TextField, textFieldTypes } from './TextField.tsx';

const meta = {
  title: 'Components/TextField',
  component: TextField,
  args: {
    label: 'Destination',
    name: 'destination',
    placeholder: 'Where would you like to go?',
    onChange: fn(),
  },
  argTypes: {
    type: { control: 'select', options: textFieldTypes },
  },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Destination' });
    await userEvent.type(input, 'Lisbon');
    await expect(input).toHaveValue('Lisbon');
    await expect(args.onChange).toHaveBeenCalledTimes('Lisbon'.length);
  },
};

export const WithHint: Story = {
  args: {
    label: 'Phone',
    name: 'phone',
    type: 'tel',
    autoComplete: 'tel',
    placeholder: undefined,
    hint: 'We only call about your trip, between 9 AM and 6 PM.',
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Phone' });
    await expect(input).toHaveAccessibleDescription(
      'We only call about your trip, between 9 AM and 6 PM.',
    );
  },
};

export const Required: Story = {
  args: {
    label: 'Email',
    name: 'email',
    type: 'email',
    autoComplete: 'email',
    required: true,
    placeholder: undefined,
  },
  play: async ({ canvas }) => {
    // The accessible name stays "Email": the visual `*` is hidden, the native attribute speaks.
    const input = canvas.getByRole('textbox', { name: 'Email' });
    await expect(input).toBeRequired();
    await expect(canvas.getByText('*')).toHaveAttribute('aria-hidden', 'true');
  },
};

export const WithError: Story = {
  args: {
    label: 'Email',
    name: 'email',
    type: 'email',
    required: true,
    defaultValue: 'traveller@',
    placeholder: undefined,
    hint: 'We reply within one working day.',
    error: 'Enter an email address like name@example.com.',
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Email' });
    await expect(input).toBeInvalid();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    const error = canvas.getByText('Enter an email address like name@example.com.');
    await expect(input.getAttribute('aria-describedby')?.split(' ')).toContain(error.id);
    await expect(input).toHaveAccessibleDescription(
      'We reply within one working day. Enter an email address like name@example.com.',
    );
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'Marrakesh' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Destination' })).toBeDisabled();
  },
};

export const Multiline: Story = {
  args: {
    label: 'Tell us about your dream trip',
    name: 'message',
    multiline: true,
    rows: 5,
    required: true,
    maxLength: 2000,
    placeholder: 'Dates, who is travelling, what you would love to do…',
  },
  play: async ({ canvas, userEvent }) => {
    const textarea = canvas.getByRole('textbox', { name: 'Tell us about your dream trip' });
    await expect(textarea.tagName).toBe('TEXTAREA');
    await expect(textarea).toHaveAttribute('rows', '5');
    await userEvent.type(textarea, 'Two weeks in Japan{enter}in April');
    await expect(textarea).toHaveValue('Two weeks in Japan\nin April');
  },
};

/** Controlled: the parent owns the value. */
export const Controlled: Story = {
  render: function Render(args) {
    const [value, setValue] = useState('Reykjavík');
    return (
      <TextField
        {...args}
        value={value}
        onChange={(event) => {
          args.onChange?.(event);
          setValue(event.target.value.toUpperCase());
        }}
        hint={`${value.length} characters`}
      />
    );
  },
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: 'Destination' });
    await userEvent.clear(input);
    await userEvent.type(input, 'oslo');
    await expect(input).toHaveValue('OSLO');
  },
};

export const RightToLeft: Story = {
  ...WithError,
  globals: { locale: 'ar' },
  // Docs pages share one <html>: a story forcing the direction would flip every other story.
  tags: ['!autodocs'],
};

export const Dark: Story = {
  ...WithError,
  globals: { theme: 'dark' },
  tags: ['!autodocs'],
};
