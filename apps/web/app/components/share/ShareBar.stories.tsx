import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, spyOn, waitFor } from 'storybook/test';
import { vars } from '@travel/ui/theme';
import { ShareBar, defaultShareBarLabels, shareBarVariants, shareTargets } from './ShareBar.tsx';

const url = 'https://northstarvoyages.com/blog/santorini-on-a-budget';
const title = 'Santorini on a budget';
const description = 'Shoulder season, ferries and where to stay';
const image = 'https://northstarvoyages.com/img/santorini.jpg';

const meta = {
  title: 'Shell/Share Bar',
  component: ShareBar,
  args: {
    url,
    title,
    description,
    image,
    labels: defaultShareBarLabels,
    onNotify: fn(),
  },
  argTypes: {
    variant: { control: 'inline-radio', options: shareBarVariants },
    labels: { control: 'object' },
  },
} satisfies Meta<typeof ShareBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Replaces a navigator member for one story; the returned function puts it back. */
function stubNavigator(name: 'share', value: unknown) {
  Object.defineProperty(navigator, name, { value, configurable: true, writable: true });
  return () => {
    Reflect.deleteProperty(navigator, name);
  };
}

/** Icon buttons on one line; each is named by its label (and shows it as a tooltip). */
export const Inline: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Share this article' })).toBeVisible();
    await expect(canvas.getAllByRole('link')).toHaveLength(6);
    for (const link of canvas.getAllByRole('link')) {
      const { width, height } = link.getBoundingClientRect();
      await expect(Math.min(width, height)).toBeGreaterThanOrEqual(44);
    }
  },
};

/** Labelled buttons in a column, for the article's sidebar. */
export const Stacked: Story = {
  args: { variant: 'stacked' },
  render: (args) => (
    <div style={{ maxInlineSize: '18rem' }}>
      <ShareBar {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Share on WhatsApp' })).toHaveTextContent(
      'Share on WhatsApp',
    );
  },
};

/** A network opens in a 600 × 400 pop-up; without JavaScript the link opens a new tab. */
export const OpensPopup: Story = {
  beforeEach: () => {
    const open = spyOn(window, 'open').mockReturnValue(null);
    return () => open.mockRestore();
  },
  play: async ({ canvas, userEvent }) => {
    const link = canvas.getByRole('link', { name: 'Share on Facebook' });
    await expect(link).toHaveAttribute('target', '_blank');
    await userEvent.click(link);
    await expect(window.open).toHaveBeenCalledWith(
      shareTargets(url, title, description, image).facebook,
      'share',
      expect.stringMatching(/^width=600,height=400,left=-?\d+,top=-?\d+,noopener,noreferrer$/),
    );
  },
};

export const CopyLink: Story = {
  beforeEach: () => {
    const writeText = spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    return () => writeText.mockRestore();
  },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Copy link' }));
    await waitFor(() =>
      expect(args.onNotify).toHaveBeenCalledWith({
        title: 'Link copied!',
        description: 'Share link copied to clipboard',
        variant: 'default',
      }),
    );
    await expect(navigator.clipboard.writeText).toHaveBeenCalledWith(url);
  },
};

export const CopyFailed: Story = {
  beforeEach: () => {
    const writeText = spyOn(navigator.clipboard, 'writeText').mockRejectedValue(
      new DOMException('Denied', 'NotAllowedError'),
    );
    return () => writeText.mockRestore();
  },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Copy link' }));
    await waitFor(() =>
      expect(args.onNotify).toHaveBeenCalledWith({
        title: 'Copy failed',
        description: 'Please copy the link manually',
        variant: 'destructive',
      }),
    );
  },
};

/** Without `onNotify` the bar reports the outcome under its buttons. */
export const WithoutToasts: Story = {
  args: { onNotify: undefined },
  beforeEach: () => {
    const writeText = spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    return () => writeText.mockRestore();
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Copy link' }));
    await expect(
      await canvas.findByText('Link copied! Share link copied to clipboard'),
    ).toBeVisible();
  },
};

/** Where the device has a share sheet (phones, some desktops) a Share button opens it. */
export const NativeShare: Story = {
  beforeEach: () => stubNavigator('share', fn().mockResolvedValue(undefined)),
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Share…' }));
    await expect(navigator.share).toHaveBeenCalledWith({ title, text: description, url });
    await expect(args.onNotify).not.toHaveBeenCalled();
  },
};

export const Dark: Story = {
  args: { variant: 'stacked' },
  globals: { theme: 'dark' },
  // Docs pages share one <html>: a story forcing the theme would repaint every other story.
  tags: ['!autodocs'],
  render: (args) => (
    <div style={{ display: 'grid', gap: vars.space.xlarge, maxInlineSize: '18rem' }}>
      <ShareBar {...args} />
      <ShareBar
        {...args}
        variant="inline"
        labels={{ ...args.labels, heading: 'Share this guide' }}
      />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.ownerDocument.documentElement).toHaveClass('dark');
  },
};

/** The bar mirrors in Arabic: buttons run from the right. */
export const RightToLeft: Story = {
  globals: { locale: 'ar' },
  tags: ['!autodocs'],
  play: async ({ canvas }) => {
    const [first, second] = canvas.getAllByRole('link');
    await expect(first!.getBoundingClientRect().left).toBeGreaterThan(
      second!.getBoundingClientRect().left,
    );
  },
};
