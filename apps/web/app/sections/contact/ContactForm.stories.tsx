import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { apiRequests, clearToasts, mockApi, withToaster } from '../../../.storybook/helpers.tsx';
import { ContactForm } from './ContactForm.tsx';
import { contextTexts, parseContactQuery } from '@travel/schemas/contact-context';
import { NO_REQUEST, type ShownRequest } from './useContactRequest.ts';

/** The request of a query string as the page shows it once read. */
function shown(search: string): ShownRequest {
  const request = parseContactQuery(search);
  return { request, ...contextTexts(request) };
}

const meta = {
  title: 'Pages/Contact/Contact Form',
  component: ContactForm,
  args: { request: NO_REQUEST, onSent: fn() },
  decorators: [withToaster],
  beforeEach: clearToasts,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof ContactForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: /Full Name/ })).toBeRequired();
    await expect(canvas.getByRole('textbox', { name: /Email Address/ })).toBeRequired();
    await expect(
      canvas.getByRole('textbox', { name: /Tell Us About Your Dream Trip/ }),
    ).toBeRequired();
    await expect(canvas.getByRole('textbox', { name: /Phone Number/ })).not.toBeRequired();
  },
};

/** What the quiz's "Book a consultation" link carries: name, e-mail and the recommendation. */
export const FromQuiz: Story = {
  args: {
    request: shown(
      '?service=quiz-consultation&name=Maya%20Lind&email=maya%40example.com&recommendation=Santorini%2C%20Greece',
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Your travel quiz result: Santorini, Greece')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /Full Name/ })).toHaveValue('Maya Lind');
    await expect(canvas.getByRole('textbox', { name: /Email Address/ })).toHaveValue(
      'maya@example.com',
    );
  },
};

/** Sent with its request as `context`; the form empties and tells the page it is done. */
export const Sent: Story = {
  args: { request: shown('?service=mystery-travel-info') },
  beforeEach: () => mockApi({ success: true, message: 'Message sent' }, 200),
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: /Full Name/ }), 'Sam Okafor');
    await userEvent.type(canvas.getByRole('textbox', { name: /Email Address/ }), 'sam@example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Send Message' }));
    await expect(await canvas.findByRole('button', { name: 'Sending Message...' })).toBeDisabled();
    await expect(await canvas.findByText('Message Sent Successfully!')).toBeVisible();
    await expect(args.onSent).toHaveBeenCalledOnce();
    await expect(apiRequests[0]?.body).toMatchObject({
      name: 'Sam Okafor',
      email: 'sam@example.com',
      context: { service: 'mystery-travel-info' },
    });
  },
};

/** The API refuses a field the page took: the refusal shows at the field, in the page's words. */
export const Refused: Story = {
  beforeEach: () =>
    mockApi({
      success: false,
      message: 'Invalid',
      errors: [{ field: 'email', message: 'Please enter a valid email address.' }],
    }),
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: /Full Name/ }), 'Sam Okafor');
    await userEvent.type(canvas.getByRole('textbox', { name: /Email Address/ }), 'sam@example.org');
    await userEvent.type(
      canvas.getByRole('textbox', { name: /Tell Us About Your Dream Trip/ }),
      'Hi',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Send Message' }));
    await expect(await canvas.findByText('Please correct the fields marked above.')).toBeVisible();
    const email = canvas.getByRole('textbox', { name: /Email Address/ });
    await expect(email).toHaveAccessibleDescription('Please check this field.');
    await expect(email).toHaveFocus();
    await expect(args.onSent).not.toHaveBeenCalled();
  },
};

/** An address the API would refuse is asked for again at the field; nothing is sent. */
export const InvalidAddress: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: /Full Name/ }), 'Sam Okafor');
    const email = canvas.getByRole('textbox', { name: /Email Address/ });
    await userEvent.type(email, 'sam@example');
    await userEvent.click(canvas.getByRole('button', { name: 'Send Message' }));
    // The fields are judged by the API's schema, fetched on demand: wait for its verdict.
    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
    await expect(email).toHaveAccessibleDescription(/such as name@example\.com/);
    await expect(
      canvas.getByRole('textbox', { name: /Tell Us About Your Dream Trip/ }),
    ).toHaveAccessibleDescription('Please fill in this field.');
    await expect(email).toHaveFocus();
    await expect(args.onSent).not.toHaveBeenCalled();
  },
};
