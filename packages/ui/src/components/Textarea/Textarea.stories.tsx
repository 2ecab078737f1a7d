import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Field } from '../Field/Field.tsx';
import { Textarea } from './Textarea.tsx';

const meta = {
  title: 'Components/Textarea',
  component: Textarea,
  args: {
    'aria-label': 'Message',
    name: 'message',
    rows: 4,
    placeholder: 'Dates, who is travelling, what you would love to do…',
    onChange: fn(),
  },
} satisfies Meta<typeof Textarea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const textarea = canvas.getByRole('textbox', { name: 'Message' });
    await expect(textarea).toHaveAttribute('rows', '4');
    await userEvent.type(textarea, 'Two weeks in Japan{enter}in April');
    await expect(textarea).toHaveValue('Two weeks in Japan\nin April');
    await expect(args.onChange).toHaveBeenCalled();
  },
};

export const WithMaxLength: Story = {
  args: { maxLength: 20 },
  play: async ({ canvas, userEvent }) => {
    const textarea = canvas.getByRole('textbox', { name: 'Message' });
    await userEvent.type(textarea, 'A very long message that does not fit');
    await expect(textarea).toHaveValue('A very long message ');
  },
};

export const Invalid: Story = {
  args: { invalid: true, defaultValue: 'Hi' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Message' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  },
};

export const Required: Story = {
  args: { required: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Message' })).toBeRequired();
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'Sent on 3 May' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Message' })).toBeDisabled();
  },
};

export const ReadOnly: Story = {
  args: { readOnly: true, defaultValue: 'Your request: ten days in Kyoto in November.' },
  play: async ({ canvas, userEvent }) => {
    const textarea = canvas.getByRole('textbox', { name: 'Message' });
    await userEvent.type(textarea, 'x');
    await expect(textarea).toHaveValue('Your request: ten days in Kyoto in November.');
  },
};

export const InsideField: Story = {
  args: { 'aria-label': undefined },
  render: (args) => (
    <Field
      label="Tell us about your dream trip"
      required
      error="Tell us a little more: at least 10 characters."
    >
      <Textarea {...args} defaultValue="Japan" />
    </Field>
  ),
  play: async ({ canvas }) => {
    const textarea = canvas.getByRole('textbox', { name: 'Tell us about your dream trip' });
    await expect(textarea).toBeRequired();
    await expect(textarea).toHaveAccessibleDescription(
      'Tell us a little more: at least 10 characters.',
    );
  },
};

export const RightToLeft: Story = {
  ...InsideField,
  globals: { locale: 'ar' },
  tags: ['!autodocs'],
};

export const Dark: Story = {
  ...InsideField,
  globals: { theme: 'dark' },
  tags: ['!autodocs'],
};
