import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Field } from '../Field/Field.tsx';
import { Select } from './Select.tsx';

const travelTypes = [
  { value: 'honeymoon', label: 'Honeymoon' },
  { value: 'family', label: 'Family holiday' },
  { value: 'solo', label: 'Solo adventure' },
  { value: 'group', label: 'Group tour' },
] as const;

const meta = {
  title: 'Components/Select',
  component: Select,
  args: {
    'aria-label': 'Type of trip',
    name: 'travelType',
    placeholder: 'Choose a type of trip',
    options: travelTypes,
    onChange: fn(),
  },
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const select = canvas.getByRole('combobox', { name: 'Type of trip' });
    await expect(select).toHaveValue('');
    await userEvent.selectOptions(select, 'family');
    await expect(select).toHaveValue('family');
    await expect(args.onChange).toHaveBeenCalledTimes(1);
  },
};

export const WithoutPlaceholder: Story = {
  args: { placeholder: undefined, defaultValue: 'group' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Type of trip' })).toHaveValue('group');
    await expect(canvas.getAllByRole('option')).toHaveLength(travelTypes.length);
  },
};

/** Options as children, e.g. grouped: they follow any `options`. */
export const WithGroups: Story = {
  args: { options: undefined, 'aria-label': 'Departure airport' },
  render: (args) => (
    <Select {...args}>
      <optgroup label="Minnesota">
        <option value="MSP">Minneapolis–Saint Paul (MSP)</option>
        <option value="DLH">Duluth (DLH)</option>
      </optgroup>
      <optgroup label="Wisconsin">
        <option value="MSN">Madison (MSN)</option>
      </optgroup>
    </Select>
  ),
  play: async ({ canvas, userEvent }) => {
    const select = canvas.getByRole('combobox', { name: 'Departure airport' });
    await expect(canvas.getAllByRole('group')).toHaveLength(2);
    await userEvent.selectOptions(select, 'DLH');
    await expect(select).toHaveValue('DLH');
  },
};

export const Required: Story = {
  args: { required: true },
  play: async ({ canvas }) => {
    const select = canvas.getByRole('combobox', { name: 'Type of trip' });
    await expect(select).toBeRequired();
    // Still on the empty placeholder, so a form would not submit.
    await expect(select).toBeInvalid();
  },
};

export const Invalid: Story = {
  args: { invalid: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Type of trip' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'solo' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Type of trip' })).toBeDisabled();
  },
};

export const InsideField: Story = {
  args: { 'aria-label': undefined },
  render: (args) => (
    <Field label="Type of trip" hint="It helps us match you with the right travel expert.">
      <Select {...args} />
    </Field>
  ),
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('combobox', { name: 'Type of trip' }),
    ).toHaveAccessibleDescription('It helps us match you with the right travel expert.');
  },
};

export const RightToLeft: Story = {
  ...InsideField,
  globals: { locale: 'ar' },
  tags: ['!autodocs'],
};

export const Dark: Story = {
  ...Invalid,
  globals: { theme: 'dark' },
  tags: ['!autodocs'],
};
