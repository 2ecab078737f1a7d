import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { MIN_CONTRAST, asDarkClient, textContrasts } from './contrast.ts';
import { emailStrings, renderEmail } from './index.ts';
import { SAMPLE_AGENCY, SAMPLE_EMAILS, type SampleEmail } from './samples.tsx';

/**
 * Each e-mail as a client shows it: the HTML part in a frame (its own document, as in a mail
 * client), the plain-text part below it. The dark stories (and every story under the toolbar's
 * dark theme) show it as a client in dark mode does, its `prefers-color-scheme: dark` rules
 * applied; every story checks that each text reads at 4.5:1 against what is behind it.
 */
function EmailPreview({ html, text, title }: { html: string; text: string; title: string }) {
  return (
    <div>
      <iframe title={title} srcDoc={html} style={{ border: 0, height: 720, width: '100%' }} />
      <h2 style={{ fontSize: 14 }}>Plain-text part</h2>
      <pre style={{ whiteSpace: 'pre-wrap' }}>{text}</pre>
    </div>
  );
}

type Props = { language: string; scheme: 'light' | 'dark' };

const meta = {
  title: 'Emails',
  parameters: { layout: 'fullscreen' },
  argTypes: {
    language: {
      control: 'select',
      options: ['en', 'es', 'fr', 'de', 'it', 'pt', 'zh', 'ja', 'ko', 'ar'],
    },
    scheme: { control: 'inline-radio', options: ['light', 'dark'] },
  },
} satisfies Meta<Props>;
export default meta;

type Story = StoryObj<Props>;

function story(
  title: string,
  build: SampleEmail,
  language = 'en',
  scheme: Props['scheme'] = 'light',
): Story {
  return {
    args: { language, scheme },
    loaders: [
      async ({ args }) =>
        renderEmail(build(await emailStrings((args as Props).language, SAMPLE_AGENCY))),
    ],
    render: (args, { loaded, globals }) => {
      const html = loaded.html as string;
      const dark = args.scheme === 'dark' || globals.theme === 'dark';
      return (
        <EmailPreview
          title={title}
          html={dark ? asDarkClient(html) : html}
          text={loaded.text as string}
        />
      );
    },
    play: async ({ canvasElement }) => {
      const frame = canvasElement.querySelector('iframe')!;
      await waitFor(() => expect(frame.contentDocument?.querySelector('h1')).toBeTruthy());
      const document = frame.contentDocument!;
      const view = document.defaultView!;
      const texts = textContrasts(document.body, (element) => {
        const style = view.getComputedStyle(element);
        return { color: style.color, background: style.backgroundColor };
      });
      await expect(texts.length).toBeGreaterThan(3);
      await expect(texts.filter((text) => text.ratio < MIN_CONTRAST)).toEqual([]);
    },
  };
}

/** The same e-mail as a mail client in dark mode shows it. */
function dark(of: Story): Story {
  return { ...of, args: { ...of.args, scheme: 'dark' } };
}

export const AgencyNotification: Story = story('Lead notification', SAMPLE_EMAILS.notification);
export const SuspectNotification: Story = story(
  'Suspect lead notification',
  SAMPLE_EMAILS.suspectNotification,
);
export const Receipt: Story = story('Receipt', SAMPLE_EMAILS.receipt);
export const ReceiptArabic: Story = story(
  'Receipt (Arabic, right to left)',
  SAMPLE_EMAILS.receipt,
  'ar',
);
export const QuizReceipt: Story = story('Quiz receipt', SAMPLE_EMAILS.quizReceipt);
export const Confirmation: Story = story('Newsletter confirmation', SAMPLE_EMAILS.confirmation);
export const Welcome: Story = story('Newsletter welcome', SAMPLE_EMAILS.welcome);

export const AgencyNotificationDark: Story = dark(AgencyNotification);
export const SuspectNotificationDark: Story = dark(SuspectNotification);
export const ReceiptDark: Story = dark(Receipt);
export const ReceiptArabicDark: Story = dark(ReceiptArabic);
export const ConfirmationDark: Story = dark(Confirmation);
export const WelcomeDark: Story = dark(Welcome);
