import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Input } from '../Input/Input.tsx';
import { Select } from '../Select/Select.tsx';
import { Textarea } from '../Textarea/Textarea.tsx';
import { Field } from './Field.tsx';

const travelTypes = [
  { value: 'honeymoon', label: 'Honeymoon' },
  { value: 'family', label: 'Family holiday' },
  { value: 'solo', label: 'Solo adventure' },
] as const;

const meta = {
  title: 'Components/Field',
  component: Field,
  args: {
    label: 'Email',
    children: <Input type="email" name="email" autoComplete="email" />,
  },
  argTypes: { children: { control: false } },
} satisfies Meta<typeof Field>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: 'Email' });
    await userEvent.click(canvas.getByText('Email'));
    await expect(input).toHaveFocus();
    await expect(input).not.toHaveAttribute('aria-describedby');
    await expect(input).not.toHaveAttribute('aria-invalid');
  },
};

export const WithHint: Story = {
  args: { hint: 'We reply within one working day.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription(
      'We reply within one working day.',
    );
  },
};

export const Required: Story = {
  args: { required: true },
  play: async ({ canvas }) => {
    // The Field makes its control required; the visual `*` stays out of the accessible name.
    const input = canvas.getByRole('textbox', { name: 'Email' });
    await expect(input).toBeRequired();
    await expect(canvas.getByText('*')).toHaveAttribute('aria-hidden', 'true');
  },
};

export const WithError: Story = {
  args: {
    required: true,
    hint: 'We reply within one working day.',
    error: 'Enter an email address like name@example.com.',
    children: <Input type="email" name="email" defaultValue="traveller@" />,
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Email' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(
      'We reply within one working day. Enter an email address like name@example.com.',
    );
  },
};

export const WithTextarea: Story = {
  args: {
    label: 'Tell us about your dream trip',
    hint: 'Dates, who is travelling, what you would love to do.',
    children: <Textarea name="message" rows={4} maxLength={2000} />,
  },
  play: async ({ canvas, userEvent }) => {
    const textarea = canvas.getByRole('textbox', { name: 'Tell us about your dream trip' });
    await expect(textarea.tagName).toBe('TEXTAREA');
    await userEvent.type(textarea, 'Ten days in Kyoto');
    await expect(textarea).toHaveValue('Ten days in Kyoto');
  },
};

export const WithSelect: Story = {
  args: {
    label: 'Type of trip',
    required: true,
    error: 'Choose the type of trip you are planning.',
    children: (
      <Select name="travelType" placeholder="Choose a type of trip" options={travelTypes} />
    ),
  },
  play: async ({ canvas, userEvent }) => {
    const select = canvas.getByRole('combobox', { name: 'Type of trip' });
    await expect(select).toBeRequired();
    await expect(select).toHaveAccessibleDescription('Choose the type of trip you are planning.');
    await userEvent.selectOptions(select, 'solo');
    await expect(select).toHaveValue('solo');
  },
};

export const Disabled: Story = {
  args: {
    label: 'Destination',
    children: <Input name="destination" defaultValue="Marrakesh" disabled />,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Destination' })).toBeDisabled();
  },
};

export const WithGivenId: Story = {
  args: { id: 'contact-email', hint: 'Used for your quote only.' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Email' });
    await expect(input).toHaveAttribute('id', 'contact-email');
    await expect(input).toHaveAttribute('aria-describedby', 'contact-email-hint');
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
