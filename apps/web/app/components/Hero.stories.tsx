import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { en } from '@travel/i18n';
import { buttonClassName } from '@travel/ui';
import { Breadcrumbs } from './Breadcrumbs.tsx';
import { Hero, HeroArt } from './Hero.tsx';

/** The opening band of every page: each passes its own (English here) strings and picture. */
const meta = {
  title: 'Shared/Hero',
  component: Hero,
  args: {
    id: 'page-title',
    eyebrow: en.services.hero.eyebrow,
    title: en.services.hero.title,
    subtitle: en.services.hero.subtitle,
  },
} satisfies Meta<typeof Hero>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Words and actions beside a framed drawing (services, experiences, about). */
export const Framed: Story = {
  args: {
    gap: 'large',
    wideGap: true,
    actions: (
      <a href="#inquiry" className={buttonClassName({ size: 'large' })}>
        {en.services.hero.start}
      </a>
    ),
    media: <HeroArt scene="santorini" title={en.services.hero.sceneTitle} />,
  },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('region', { name: args.title })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: args.title })).toBeVisible();
    await expect(
      canvas.getByRole('img', { name: en.services.hero.sceneTitle }),
    ).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: en.services.hero.start })).toBeVisible();
  },
};

/** A wide drawing, a short band on phones (contact, quiz). */
export const Banner: Story = {
  args: {
    id: 'contact-title',
    eyebrow: en.contact.hero.eyebrow,
    title: en.contact.hero.title,
    subtitle: en.contact.hero.subtitle,
    columns: '1.3',
    wideGap: true,
    media: <HeroArt variant="banner" scene="city" title={en.contact.hero.sceneTitle} />,
  },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: args.title })).toBeVisible();
    await expect(canvas.getByRole('img', { name: en.contact.hero.sceneTitle })).toBeVisible();
  },
};

/** Centred words without a picture (FAQ, blog). */
export const Centered: Story = {
  args: { align: 'center', spacing: 'centered', narrow: true, glow: true },
};

/** A page header under a breadcrumb trail (destinations). */
export const WithTrail: Story = {
  args: {
    id: undefined,
    as: 'header',
    spacing: 'trail',
    gap: 'small',
    trail: (
      <Breadcrumbs
        label="Breadcrumb"
        items={[{ name: 'Home', path: '/' }, { name: 'Destinations' }]}
      />
    ),
  },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('banner')).toBeVisible();
    await expect(canvas.getByRole('navigation', { name: 'Breadcrumb' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: args.title })).toBeVisible();
  },
};
