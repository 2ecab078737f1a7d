import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { SelectField } from './SelectField.tsx';

const travelTypes = [
  { value: 'honeymoon', label: 'Honeymoon' },
  { value: 'family', label: 'Family holiday' },
  { value: 'solo', label: 'Solo adventure' },
  { value: 'group', label: 'Group tour' },
  { value: 'business', label: 'Business travel' },
  { value: 'other', label: 'Something else' },
] as const;

const meta = {
  title: 'Components/SelectField',
  component: SelectField,
  args: {
    label: 'Type of trip',
    name: 'travelType',
    placeholder: 'Choose a type of trip',
    options: travelTypes,
    onChange: fn(),
  },
} satisfies Meta<typeof SelectField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const select = canvas.getByRole('combobox', { name: 'Type of trip' });
    // The placeholder is an empty first option, selected until the visitor chooses.
    await expect(select).toHaveValue('');
    await userEvent.selectOptions(select, 'family');
    await expect(select).toHaveValue('family');
    await expect(args.onChange).toHaveBeenCalledTimes(1);
  },
};

export const WithHint: Story = {
  args: { hint: 'It helps us match you with the right travel expert.' },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('combobox', { name: 'Type of trip' }),
    ).toHaveAccessibleDescription('It helps us match you with the right travel expert.');
  },
};

export const Required: Story = {
  args: { required: true },
  play: async ({ canvas }) => {
    const select = canvas.getByRole('combobox', { name: 'Type of trip' });
    await expect(select).toBeRequired();
    // Still on the empty placeholder, so the form would not submit.
    await expect(select).toBeInvalid();
  },
};

export const WithError: Story = {
  args: { required: true, error: 'Choose the type of trip you are planning.' },
  play: async ({ canvas }) => {
    const select = canvas.getByRole('combobox', { name: 'Type of trip' });
    await expect(select).toHaveAttribute('aria-invalid', 'true');
    await expect(select).toHaveAccessibleDescription('Choose the type of trip you are planning.');
  },
};

export const WithoutPlaceholder: Story = {
  args: { placeholder: undefined, defaultValue: 'group' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Type of trip' })).toHaveValue('group');
    await expect(canvas.getAllByRole('option')).toHaveLength(travelTypes.length);
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'solo' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Type of trip' })).toBeDisabled();
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
