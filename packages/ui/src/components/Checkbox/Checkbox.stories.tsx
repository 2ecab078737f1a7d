import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { vars } from '../../themes/contract.css.ts';
import { Button } from '../Button/Button.tsx';
import { Stack } from '../Stack/Stack.tsx';
import { Checkbox, type CheckedState } from './Checkbox.tsx';

const meta = {
  title: 'Components/Checkbox',
  component: Checkbox,
  args: {
    label: 'Send me travel deals and news',
    name: 'newsletter',
    onCheckedChange: fn(),
  },
  argTypes: { label: { control: 'text' } },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A theme colour as the browser computes it, e.g. `rgb(…)`. */
function resolveColor(color: string) {
  const probe = document.createElement('span');
  probe.style.color = color;
  document.body.append(probe);
  const resolved = getComputedStyle(probe).color;
  probe.remove();
  return resolved;
}

/** The element's style once its transitions have run (they are not what is tested). */
function settled(element: Element) {
  for (const animation of element.getAnimations()) animation.finish();
  return getComputedStyle(element);
}

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const checkbox = canvas.getByRole('checkbox', { name: 'Send me travel deals and news' });
    await expect(checkbox).not.toBeChecked();
    await userEvent.click(checkbox);
    await expect(checkbox).toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(true);
    // The label toggles it too.
    await userEvent.click(canvas.getByText('Send me travel deals and news'));
    await expect(checkbox).not.toBeChecked();
    // And Space, from the keyboard.
    await userEvent.keyboard(' ');
    await expect(checkbox).toBeChecked();
    // The drawn box is filled and, focused from the keyboard, ringed.
    const box = checkbox.nextElementSibling as HTMLElement;
    await expect(getComputedStyle(box).outlineStyle).toBe('solid');
    await expect(settled(box).backgroundColor).toBe(resolveColor(vars.color.primary));
    await userEvent.keyboard(' ');
    await expect(settled(box).backgroundColor).toBe(resolveColor(vars.color.raised));
    // The row, label included, is the 44 px touch target.
    const row = checkbox.closest('div');
    await expect(row?.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  },
};

export const WithHint: Story = {
  args: {
    label: 'Travelling with children',
    name: 'children',
    hint: 'We add family rooms and child seats to the quote.',
    defaultChecked: true,
  },
  play: async ({ canvas }) => {
    const checkbox = canvas.getByRole('checkbox', { name: 'Travelling with children' });
    await expect(checkbox).toBeChecked();
    await expect(checkbox).toHaveAccessibleDescription(
      'We add family rooms and child seats to the quote.',
    );
  },
};

export const WithError: Story = {
  args: {
    label: 'I accept the booking terms',
    name: 'terms',
    required: true,
    error: 'Accept the booking terms to continue.',
  },
  play: async ({ canvas }) => {
    const checkbox = canvas.getByRole('checkbox', { name: 'I accept the booking terms' });
    await expect(checkbox).toHaveAttribute('aria-invalid', 'true');
    await expect(checkbox).toBeRequired();
    await expect(checkbox).toHaveAccessibleDescription('Accept the booking terms to continue.');
  },
};

export const Indeterminate: Story = {
  render: function Render(args) {
    const [checked, setChecked] = useState<CheckedState>('indeterminate');
    return (
      <Checkbox
        {...args}
        label="All destinations"
        checked={checked}
        onCheckedChange={(next) => {
          args.onCheckedChange?.(next);
          setChecked(next);
        }}
      />
    );
  },
  play: async ({ canvas, userEvent }) => {
    const checkbox = canvas.getByRole('checkbox', { name: 'All destinations' });
    await expect(checkbox).toBePartiallyChecked();
    await userEvent.click(checkbox);
    await expect(checkbox).toBeChecked();
    await expect(checkbox).not.toBePartiallyChecked();
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultChecked: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox')).toBeDisabled();
  },
};

/** In a native form, checked boxes submit their `name` and `value` like a real checkbox. */
export const InForm: Story = {
  render: function Render(args) {
    const [submitted, setSubmitted] = useState('');
    return (
      <form
        aria-label="Extras"
        onSubmit={(event) => {
          event.preventDefault();
          const data = new FormData(event.currentTarget);
          setSubmitted(data.getAll('extras').join(', ') || 'nothing');
        }}
      >
        <Stack gap="xsmall">
          <Checkbox {...args} label="Airport transfer" name="extras" value="transfer" />
          <Checkbox {...args} label="Travel insurance" name="extras" value="insurance" />
          <Checkbox {...args} label="Lounge access" name="extras" value="lounge" />
          <Button type="submit">Add extras</Button>
          <output>Submitted: {submitted}</output>
        </Stack>
      </form>
    );
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Airport transfer' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Lounge access' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Add extras' }));
    await expect(canvas.getByText('Submitted: transfer, lounge')).toBeInTheDocument();
  },
};

export const RightToLeft: Story = {
  ...WithHint,
  globals: { locale: 'ar' },
  // Docs pages share one <html>: a story forcing the direction would flip every other story.
  tags: ['!autodocs'],
};

export const Dark: Story = {
  ...WithError,
  globals: { theme: 'dark' },
  tags: ['!autodocs'],
};
