import type { Meta, StoryObj } from '@storybook/react-vite';
import { en } from '@travel/i18n';
import { buttonClassName } from '@travel/ui';
import { Link } from 'react-router';
import { expect } from 'storybook/test';
import { ErrorPage } from './ErrorPage.tsx';
import { OutcomePage } from './OutcomePage.tsx';
import * as styles from './StatusPage.css.ts';

/** Where a form posted without JavaScript lands (/thank-you, /form-error, the newsletter pages). */
const meta = {
  title: 'Shell/Outcome Page',
  component: OutcomePage,
  args: { tone: 'success', title: en.pages.thankYou.title, body: en.pages.thankYou.body },
} satisfies Meta<typeof OutcomePage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ThankYou: Story = {
  args: {
    children: (
      <div className={styles.actions}>
        <Link to="/destinations" className={buttonClassName({})}>
          {en.pages.exploreDestinations}
        </Link>
      </div>
    ),
  },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: args.title })).toBeVisible();
  },
};

export const FormError: Story = {
  args: { tone: 'danger', title: en.pages.formError.title, body: en.pages.formError.body },
};

/** A page that failed for another reason than "not found" (the error boundary's page). */
export const Error: Story = {
  render: () => <ErrorPage error={new globalThis.Error('Stories show this on purpose')} />,
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Something went wrong' }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Go Home' })).toHaveAttribute('href', '/');
  },
};
