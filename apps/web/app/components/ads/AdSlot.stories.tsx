import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { vars } from '@travel/ui/theme';
import { AdSlot, adSlotVariants } from './AdSlot.tsx';
import { AD_SCRIPT_SRC, AD_SLOT_MIN_HEIGHT } from './constants.ts';

/**
 * Stories show the slot without a client id: the reserved, labelled box the page lays out
 * around. With `clientId` and `slotId` it loads the ad network's script, which stories and
 * tests never do (the activation is covered by `AdSlot.test.tsx` with a fake observer).
 */
const meta = {
  title: 'Shell/Ad Slot',
  component: AdSlot,
  args: { label: 'Advertisement' },
  argTypes: {
    variant: { control: 'inline-radio', options: adSlotVariants },
    clientId: { control: false },
    slotId: { control: false },
  },
} satisfies Meta<typeof AdSlot>;

export default meta;
type Story = StoryObj<typeof meta>;

/** In the article flow: 280 px reserved. */
export const Inline: Story = {
  play: async ({ canvas, canvasElement }) => {
    const slot = canvas.getByRole('region', { name: 'Advertisement' });
    // Exactly, not at least: the box never grows with its ad, so nothing below it moves.
    await expect(slot.getBoundingClientRect().height).toBe(AD_SLOT_MIN_HEIGHT.inline);
    // An ad taller than the slot is clipped rather than growing it.
    const tallAd = canvasElement.ownerDocument.createElement('div');
    tallAd.style.blockSize = `${AD_SLOT_MIN_HEIGHT.inline * 3}px`;
    slot.append(tallAd);
    await expect(slot.getBoundingClientRect().height).toBe(AD_SLOT_MIN_HEIGHT.inline);
    tallAd.remove();
    await expect(slot.querySelector('ins')).toBeNull();
    await expect(
      canvasElement.ownerDocument.querySelector(`script[src^="${AD_SCRIPT_SRC}"]`),
    ).toBeNull();
  },
};

/** In a sidebar: 600 px reserved. */
export const Sidebar: Story = {
  args: { variant: 'sidebar' },
  render: (args) => (
    <div style={{ maxInlineSize: '20rem' }}>
      <AdSlot {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    const slot = canvas.getByRole('region', { name: 'Advertisement' });
    // Exactly, not at least: the box never grows with its ad, so nothing below it moves.
    await expect(slot.getBoundingClientRect().height).toBe(AD_SLOT_MIN_HEIGHT.sidebar);
  },
};

/** The label comes from the app's dictionary, e.g. "Publicité". */
export const BetweenParagraphs: Story = {
  args: { label: 'Publicité' },
  render: (args) => (
    <div style={{ display: 'grid', gap: vars.space.medium, maxInlineSize: vars.contentWidth.text }}>
      <p>
        Shoulder season in Santorini means warm water, quiet lanes and rooms at a fraction of the
        August price.
      </p>
      <AdSlot {...args} />
      <p>Book the ferry from Piraeus a week ahead; the fast boats sell out first.</p>
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Publicité' })).toBeVisible();
  },
};
