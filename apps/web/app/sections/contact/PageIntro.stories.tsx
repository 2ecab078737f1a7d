import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { en } from '@travel/i18n';
import { PageIntro } from './PageIntro.tsx';

/** The opening band of /contact and /quiz: each passes its own (English here) strings and scene. */
const meta = {
  title: 'Pages/Contact/Page Intro',
  component: PageIntro,
  args: {
    id: 'contact-title',
    eyebrow: en.contact.hero.eyebrow,
    title: en.contact.hero.title,
    subtitle: en.contact.hero.subtitle,
    scene: 'city',
    sceneTitle: en.contact.hero.sceneTitle,
  },
} satisfies Meta<typeof PageIntro>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Contact: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: args.title })).toBeVisible();
    await expect(canvas.getByRole('img', { name: args.sceneTitle })).toBeVisible();
  },
};

export const Quiz: Story = {
  args: {
    id: 'quiz-title',
    eyebrow: en.quiz.hero.eyebrow,
    title: en.quiz.hero.title,
    subtitle: en.quiz.hero.subtitle,
    scene: 'generic-beach',
    sceneTitle: en.quiz.hero.sceneTitle,
  },
};
