import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { Stack } from '../Stack/Stack.tsx';
import { RadioGroup, radioGroupOrientations, type RadioOption } from './RadioGroup.tsx';

const cabins: RadioOption[] = [
  { value: 'economy', label: 'Economy' },
  { value: 'premium', label: 'Premium economy', hint: 'More legroom and a bigger seat.' },
  { value: 'business', label: 'Business', hint: 'Lie-flat seat and lounge access.' },
  { value: 'first', label: 'First', disabled: true },
];

const meta = {
  title: 'Components/RadioGroup',
  component: RadioGroup,
  args: { legend: 'Cabin class', name: 'cabin', options: cabins, onValueChange: fn() },
  argTypes: {
    orientation: { control: 'inline-radio', options: radioGroupOrientations },
    options: { control: false },
  },
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The drawn circle next to a radio button (the input covers it, unseen). */
const circleOf = (radio: HTMLElement) => radio.nextElementSibling as HTMLElement;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('radiogroup', { name: 'Cabin class' })).toBeInTheDocument();
    const economy = canvas.getByRole('radio', { name: 'Economy' });
    const premium = canvas.getByRole('radio', { name: 'Premium economy' });
    await expect(premium).toHaveAccessibleDescription('More legroom and a bigger seat.');
    await userEvent.click(canvas.getByText('Economy'));
    await expect(economy).toBeChecked();
    await expect(args.onValueChange).toHaveBeenLastCalledWith('economy');
    // Arrow keys move and choose; the disabled option is skipped, wrapping to the first.
    await userEvent.keyboard('{ArrowDown}');
    await expect(premium).toHaveFocus();
    await expect(premium).toBeChecked();
    await expect(getComputedStyle(circleOf(premium)).outlineStyle).toBe('solid');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(economy).toBeChecked();
    await expect(canvas.getByRole('radio', { name: 'First' })).toBeDisabled();
    // The row, label included, is the 44 px touch target.
    const row = economy.closest('div');
    await expect(row?.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  },
};

/** Tab enters the group at the chosen option, and leaves it with the next Tab. */
export const TabStop: Story = {
  args: { defaultValue: 'business' },
  render: (args) => (
    <Stack gap="small">
      <Button>Before</Button>
      <RadioGroup {...args} />
      <Button>After</Button>
    </Stack>
  ),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Before' }));
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'Business' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'After' })).toHaveFocus();
  },
};

export const Horizontal: Story = {
  args: {
    legend: 'Travellers',
    name: 'travellers',
    orientation: 'horizontal',
    defaultValue: '2',
    options: ['1', '2', '3', '4+'].map((value) => ({ value, label: value })),
  },
  play: async ({ canvas, userEvent }) => {
    const two = canvas.getByRole('radio', { name: '2' });
    const three = canvas.getByRole('radio', { name: '3' });
    await expect(two).toBeChecked();
    await expect(two.getBoundingClientRect().top).toBeCloseTo(three.getBoundingClientRect().top, 0);
    await userEvent.click(two);
    await userEvent.keyboard('{ArrowRight}');
    await expect(three).toBeChecked();
  },
};

export const WithHintAndError: Story = {
  args: {
    required: true,
    hint: 'Prices on the next page depend on it.',
    error: 'Choose a cabin class.',
  },
  play: async ({ canvas }) => {
    const group = canvas.getByRole('radiogroup', { name: 'Cabin class' });
    await expect(group).toHaveAttribute('aria-invalid', 'true');
    await expect(group).toHaveAttribute('aria-required', 'true');
    await expect(group).toHaveAccessibleDescription(
      'Prices on the next page depend on it. Choose a cabin class.',
    );
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'economy' },
  play: async ({ canvas }) => {
    for (const radio of canvas.getAllByRole('radio')) await expect(radio).toBeDisabled();
  },
};

export const Controlled: Story = {
  render: function Render(args) {
    const [value, setValue] = useState('business');
    return (
      <Stack gap="small">
        <RadioGroup
          {...args}
          value={value}
          onValueChange={(next) => {
            args.onValueChange?.(next);
            setValue(next);
          }}
        />
        <p>Chosen: {value}</p>
      </Stack>
    );
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('radio', { name: 'Economy' }));
    await expect(canvas.getByText('Chosen: economy')).toBeInTheDocument();
  },
};

/** In a native form the chosen value is submitted under `name`. */
export const InForm: Story = {
  render: function Render(args) {
    const [submitted, setSubmitted] = useState('');
    return (
      <form
        aria-label="Flight search"
        onSubmit={(event) => {
          event.preventDefault();
          setSubmitted(String(new FormData(event.currentTarget).get('cabin')));
        }}
      >
        <Stack gap="small">
          <RadioGroup {...args} />
          <Button type="submit">Search flights</Button>
          <output>Submitted: {submitted}</output>
        </Stack>
      </form>
    );
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('radio', { name: 'Business' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Search flights' }));
    await expect(canvas.getByText('Submitted: business')).toBeInTheDocument();
  },
};

/** Required: the browser refuses to submit the form until an option is chosen. */
export const Required: Story = {
  ...InForm,
  args: { required: true },
  play: async ({ canvas, userEvent }) => {
    const economy = canvas.getByRole('radio', { name: 'Economy' });
    await expect(economy).toBeRequired();
    await expect(economy).toBeInvalid();
    await userEvent.click(canvas.getByRole('button', { name: 'Search flights' }));
    await expect(canvas.getByText('Submitted:')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('radio', { name: 'Premium economy' }));
    await expect(economy).toBeValid();
    await userEvent.click(canvas.getByRole('button', { name: 'Search flights' }));
    await expect(canvas.getByText('Submitted: premium')).toBeInTheDocument();
  },
};

export const RightToLeft: Story = {
  ...Horizontal,
  globals: { locale: 'ar' },
  // Docs pages share one <html>: a story forcing the direction would flip every other story.
  tags: ['!autodocs'],
  play: async ({ canvas, userEvent }) => {
    const two = canvas.getByRole('radio', { name: '2' });
    const three = canvas.getByRole('radio', { name: '3' });
    // The row runs right to left.
    await expect(three.getBoundingClientRect().left).toBeLessThan(two.getBoundingClientRect().left);
    await userEvent.click(two);
    // The keys are the browser's own radio group's, where Down (and, in Chromium, Right
    // whatever the direction) chooses the next option in the list.
    await userEvent.keyboard('{ArrowDown}');
    await expect(three).toHaveFocus();
    await expect(three).toBeChecked();
    await userEvent.keyboard('{ArrowUp}');
    await expect(two).toBeChecked();
  },
};

export const Dark: Story = {
  ...WithHintAndError,
  globals: { theme: 'dark' },
  tags: ['!autodocs'],
};
