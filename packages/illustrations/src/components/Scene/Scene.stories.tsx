import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { vars } from '@travel/ui/theme';
import { Scene, sceneAspectRatios, sceneNames, type SceneName } from './Scene.tsx';

const meta = {
  title: 'Illustrations/Scene',
  component: Scene,
  args: {
    name: 'santorini',
    title: 'Whitewashed houses and blue domes on a cliff over the Aegean',
  },
  argTypes: {
    name: { control: 'select', options: sceneNames },
    aspectRatio: { control: 'inline-radio', options: sceneAspectRatios },
  },
  render: (args) => (
    <div style={{ maxInlineSize: '48rem' }}>
      <Scene {...args} />
    </div>
  ),
} satisfies Meta<typeof Scene>;

export default meta;
type Story = StoryObj<typeof meta>;

const grid = {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(16rem, 1fr))',
  gap: vars.space.large,
} as const;

const caption = {
  marginBlockStart: vars.space.xsmall,
  fontSize: vars.fontSize.small,
  color: vars.color.muted,
} as const;

const titleOf = (name: string) => `Illustration: ${name.replace(/-/g, ' ')}`;

export const Default: Story = {
  play: async ({ canvas }) => {
    const image = canvas.getByRole('img', {
      name: 'Whitewashed houses and blue domes on a cliff over the Aegean',
    });
    // The box keeps its 16:9 ratio whatever the width.
    const { width, height } = image.getBoundingClientRect();
    await expect(width / height).toBeCloseTo(16 / 9, 1);
  },
};

/** Every scene, in the light theme: switch the toolbar to dark for the night palettes. */
export const Gallery: Story = {
  render: () => (
    <div style={grid}>
      {sceneNames.map((name) => (
        <figure key={name} style={{ margin: 0 }}>
          <Scene name={name} title={titleOf(name)} aspectRatio="4/3" />
          <figcaption style={caption}>{name}</figcaption>
        </figure>
      ))}
    </div>
  ),
  play: async ({ canvas, canvasElement }) => {
    for (const name of sceneNames) {
      const image = canvas.getByRole('img', { name: titleOf(name) });
      await expect(image).toHaveAttribute('data-scene', name);
    }
    // By day the sun shows and the moon is hidden; the dark theme (the toolbar, or the test
    // run in the dark theme) turns that around.
    const night = canvasElement.ownerDocument.documentElement.classList.contains('dark');
    const image = canvas.getByRole('img', { name: titleOf('paris') });
    const shown = (part: string) =>
      getComputedStyle(image.querySelector(`[data-part="${part}"]`)!).display !== 'none';
    await expect(shown('sun')).toBe(!night);
    await expect(shown('moon')).toBe(night);
  },
};

/** The night palettes: deep sky, moon and stars, lit windows. Same markup, other CSS. */
export const GalleryDark: Story = {
  ...Gallery,
  globals: { theme: 'dark' },
  // Docs pages share one <html>: a story forcing the theme would repaint every other story.
  tags: ['!autodocs'],
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.ownerDocument.documentElement).toHaveClass('dark');
    const image = canvas.getByRole('img', { name: titleOf('paris') });
    // By night the sun is hidden and the moon shows, by CSS alone.
    const shown = (part: string) =>
      getComputedStyle(image.querySelector(`[data-part="${part}"]`)!).display !== 'none';
    await expect(shown('sun')).toBe(false);
    await expect(shown('moon')).toBe(true);
  },
};

export const AspectRatios: Story = {
  args: { name: 'fuji', title: undefined },
  render: (args) => (
    <div style={grid}>
      {sceneAspectRatios.map((ratio) => (
        <figure key={ratio} style={{ margin: 0 }}>
          <Scene {...args} aspectRatio={ratio} />
          <figcaption style={caption}>{ratio}</figcaption>
        </figure>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const drawings = canvasElement.querySelectorAll('svg[data-scene]');
    await expect(drawings).toHaveLength(sceneAspectRatios.length);
    for (const [index, ratio] of sceneAspectRatios.entries()) {
      const [w = 1, h = 1] = ratio.split('/').map(Number);
      const { width, height } = drawings[index]!.getBoundingClientRect();
      await expect(width / height).toBeCloseTo(w / h, 1);
    }
  },
};

/** Without a title the drawing is decorative: hidden from assistive technology. */
export const Decorative: Story = {
  args: { name: 'generic-beach', title: undefined },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.queryByRole('img')).toBeNull();
    await expect(canvasElement.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  },
};

/**
 * One topic or place. Its night palette shows with the toolbar's dark theme, and in
 * `GalleryDark`, which draws every scene.
 */
function motif(name: SceneName, title: string): Story {
  return {
    args: { name, title },
    play: async ({ canvas }) => {
      const image = canvas.getByRole('img', { name: title });
      await expect(image).toHaveAttribute('data-scene', name);
      await expect(image.querySelectorAll('path').length).toBeGreaterThan(5);
    },
  };
}

/** Home: the downtown skyline above the Stone Arch Bridge and the Mississippi. */
export const Minneapolis = motif(
  'minneapolis',
  'The Minneapolis skyline above the Stone Arch Bridge and the Mississippi',
);

/** Flights and airfare: an airliner climbing away from the runway, contrails behind. */
export const Flights = motif('flights', 'An airliner climbing over the runway with two contrails');

/** Visas and documents: an open passport with entry stamps on a map. */
export const Passport = motif('passport', 'An open passport with entry stamps, lying on a map');

/** Insurance: an umbrella over the luggage in the rain, and a shield with a tick. */
export const Insurance = motif(
  'insurance',
  'An umbrella keeping the rain off a suitcase, beside a shield with a tick',
);

/** Planning: a checklist half ticked off and a packed suitcase. */
export const Planning = motif(
  'planning',
  'A checklist, three items ticked, beside a packed suitcase',
);

/** Digital nomads: a laptop on a desk on the beach, between palms, with Wi-Fi. */
export const DigitalNomad = motif(
  'digital-nomad',
  'A laptop on a desk on the beach between palm trees, with Wi-Fi',
);

/** Family travel: parents and two children on a meadow, one flying a kite. */
export const Family = motif('family', 'Parents and two children on a meadow, one flying a kite');

/** Solo travel: one traveller with a backpack on a ridge at sunrise. */
export const Solo = motif('solo', 'A lone traveller with a backpack on a ridge at sunrise');
