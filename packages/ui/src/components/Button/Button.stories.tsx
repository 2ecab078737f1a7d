import type { Meta, StoryObj } from '@storybook/react-vite';
import { ArrowRight, MapPin, Plane, Send } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { expect, fn } from 'storybook/test';
import { vars } from '../../themes/contract.css.ts';
import { Button, ButtonLink, buttonSizes, buttonVariants } from './Button.tsx';

const meta = {
  title: 'Components/Button',
  component: Button,
  args: {
    children: 'Plan your journey',
    onClick: fn(),
  },
  argTypes: {
    variant: { control: 'inline-radio', options: buttonVariants },
    size: { control: 'inline-radio', options: buttonSizes },
    iconStart: { control: false },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

const row = {
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.medium,
} as const;

export const Primary: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const button = canvas.getByRole('button', { name: 'Plan your journey' });
    await expect(button).toHaveAttribute('type', 'button');
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const Variants: Story = {
  render: (args) => (
    <div style={row}>
      {buttonVariants.map((variant) => (
        <Button key={variant} {...args} variant={variant}>
          {variant}
        </Button>
      ))}
    </div>
  ),
};

export const Sizes: Story = {
  render: (args) => (
    <div style={row}>
      {buttonSizes.map((size) => (
        <Button key={size} {...args} size={size}>
          {size}
        </Button>
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    // Medium and large are touch-sized: at least 44 CSS pixels tall.
    for (const name of ['medium', 'large']) {
      const { height } = canvas.getByRole('button', { name }).getBoundingClientRect();
      await expect(height).toBeGreaterThanOrEqual(44);
    }
  },
};

export const WithIcon: Story = {
  args: { iconStart: <Plane />, children: 'Book a flight' },
  play: async ({ canvas }) => {
    // The icon is decorative: the accessible name is the label alone.
    await expect(canvas.getByRole('button', { name: 'Book a flight' })).toBeInTheDocument();
  },
};

export const FullWidth: Story = {
  args: { fullWidth: true, size: 'large', children: 'Send your inquiry' },
};

export const Pending: Story = {
  args: {
    pending: true,
    pendingLabel: 'Sending your inquiry…',
    iconStart: <Send />,
    children: 'Send inquiry',
  },
  play: async ({ canvas, userEvent, args }) => {
    const button = canvas.getByRole('button', { name: 'Sending your inquiry…' });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const PendingWithoutLabel: Story = {
  args: { pending: true, children: 'Subscribe', size: 'small' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Subscribe' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button')).toBeDisabled();
  },
};

/** `ButtonLink` is an `<a>`: it navigates, so it is announced as a link. */
export const Link: Story = {
  render: () => (
    <div style={row}>
      <ButtonLink href="#contact" iconStart={<ArrowRight />}>
        Start your journey
      </ButtonLink>
      <ButtonLink href="#services" variant="secondary">
        Explore services
      </ButtonLink>
      <ButtonLink href="#flights" variant="ghost" size="small">
        Book a flight
      </ButtonLink>
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Start your journey' })).toHaveAttribute(
      'href',
      '#contact',
    );
  },
};

/** Labels come from the dictionaries: switch the locale toolbar to see them (and Arabic RTL). */
export const Translated: Story = {
  render: function Render(args) {
    const { t } = useTranslation();
    return (
      <div style={row}>
        <Button {...args} iconStart={<MapPin />}>
          {t('startJourney')}
        </Button>
        <Button {...args} variant="secondary">
          {t('exploreServices')}
        </Button>
      </div>
    );
  },
};

export const RightToLeft: Story = {
  ...Translated,
  globals: { locale: 'ar' },
  tags: ['!autodocs'],
  play: async ({ canvasElement }) => {
    await expect(canvasElement.ownerDocument.documentElement).toHaveAttribute('dir', 'rtl');
  },
};

export const Dark: Story = {
  ...Variants,
  globals: { theme: 'dark' },
  // Docs pages share one <html>: a story forcing the theme would repaint every other story.
  tags: ['!autodocs'],
  play: async ({ canvasElement }) => {
    await expect(canvasElement.ownerDocument.documentElement).toHaveClass('dark');
  },
};
