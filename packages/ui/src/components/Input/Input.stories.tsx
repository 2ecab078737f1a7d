import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Field } from '../Field/Field.tsx';
import { Stack } from '../Stack/Stack.tsx';
import { Input, inputTypes } from './Input.tsx';

const meta = {
  title: 'Components/Input',
  component: Input,
  args: {
    'aria-label': 'Destination',
    name: 'destination',
    placeholder: 'Where would you like to go?',
    onChange: fn(),
  },
  argTypes: {
    type: { control: 'select', options: inputTypes },
  },
} satisfies Meta<typeof Input>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Destination' });
    await expect(input).toHaveAttribute('type', 'text');
    await userEvent.type(input, 'Lisbon');
    await expect(input).toHaveValue('Lisbon');
    await expect(args.onChange).toHaveBeenCalledTimes('Lisbon'.length);
  },
};

/** Every type, each labelled by its name. Addresses and numbers keep their own direction. */
export const Types: Story = {
  render: (args) => (
    <Stack gap="small">
      {inputTypes.map((type) => (
        <Input
          key={type}
          {...args}
          type={type}
          name={type}
          aria-label={`A ${type} input`}
          placeholder={undefined}
        />
      ))}
    </Stack>
  ),
  play: async ({ canvas }) => {
    for (const type of inputTypes) {
      const input = canvas.getByLabelText(`A ${type} input`);
      await expect(input).toHaveAttribute('type', type);
    }
    await expect(canvas.getByLabelText('A email input')).toHaveAttribute('dir', 'auto');
    await expect(canvas.getByLabelText('A text input')).not.toHaveAttribute('dir');
  },
};

export const Filled: Story = {
  args: { defaultValue: 'Reykjavík' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Destination' })).toHaveValue('Reykjavík');
  },
};

export const Invalid: Story = {
  args: { invalid: true, type: 'email', defaultValue: 'traveller@', 'aria-label': 'Email' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  },
};

export const Required: Story = {
  args: { required: true },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Destination' });
    await expect(input).toBeRequired();
    await expect(input).toBeInvalid();
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'Marrakesh' },
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: 'Destination' });
    await expect(input).toBeDisabled();
    await userEvent.type(input, 'x');
    await expect(input).toHaveValue('Marrakesh');
  },
};

export const ReadOnly: Story = {
  args: { readOnly: true, defaultValue: 'Minneapolis (MSP)' },
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: 'Destination' });
    await userEvent.type(input, 'x');
    await expect(input).toHaveValue('Minneapolis (MSP)');
  },
};

/** In a Field, the label, hint and error are wired to the input without ids of your own. */
export const InsideField: Story = {
  args: { 'aria-label': undefined, type: 'tel', autoComplete: 'tel', placeholder: undefined },
  render: (args) => (
    <Field label="Phone" hint="We only call about your trip." error="Add the area code.">
      <Input {...args} />
    </Field>
  ),
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Phone' });
    await expect(input).toHaveAccessibleDescription(
      'We only call about your trip. Add the area code.',
    );
    await expect(input).toHaveAttribute('aria-invalid', 'true');
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
