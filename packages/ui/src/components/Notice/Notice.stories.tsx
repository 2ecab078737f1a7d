import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { vars } from '../../themes/contract.css.ts';
import { Notice, noticeTones } from './Notice.tsx';

const meta = {
  title: 'Components/Notice',
  component: Notice,
  args: {
    tone: 'success',
    title: 'Thank you, your inquiry is on its way',
    children: 'A travel expert will reply within one working day.',
  },
  argTypes: {
    tone: { control: 'inline-radio', options: noticeTones },
  },
} satisfies Meta<typeof Notice>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Success: Story = {
  play: async ({ canvas }) => {
    const notice = canvas.getByRole('status');
    await expect(notice).toHaveTextContent('Thank you, your inquiry is on its way');
  },
};

export const Danger: Story = {
  args: {
    tone: 'danger',
    title: 'Something went wrong',
    children: 'Please try again or contact us directly.',
  },
  play: async ({ canvas }) => {
    // Errors interrupt: role alert is announced at once.
    await expect(canvas.getByRole('alert')).toHaveTextContent('Something went wrong');
    await expect(canvas.queryByRole('status')).not.toBeInTheDocument();
  },
};

export const Info: Story = {
  args: {
    tone: 'info',
    title: 'Passports',
    children: 'Most destinations need six months of validity left on your passport.',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Passports');
  },
};

export const TitleOnly: Story = {
  args: { children: undefined, title: 'Subscribed to our newsletter' },
};

const all = (
  <div style={{ display: 'grid', gap: vars.space.medium }}>
    {noticeTones.map((tone) => (
      <Notice key={tone} tone={tone} title={`Tone: ${tone}`}>
        The body text of the notice.
      </Notice>
    ))}
  </div>
);

export const RightToLeft: Story = {
  render: () => all,
  globals: { locale: 'ar' },
  // Docs pages share one <html>: a story forcing the direction would flip every other story.
  tags: ['!autodocs'],
};

export const Dark: Story = {
  render: () => all,
  globals: { theme: 'dark' },
  tags: ['!autodocs'],
};
