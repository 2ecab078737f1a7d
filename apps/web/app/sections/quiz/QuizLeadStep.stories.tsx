import type { Meta, StoryObj } from '@storybook/react-vite';
import { Card } from '@travel/ui';
import { expect, fn, waitFor } from 'storybook/test';
import { mockApi } from '../../../.storybook/helpers.tsx';
import { QuizLeadStep } from './QuizLeadStep.tsx';

const meta = {
  title: 'Pages/Quiz/Lead Step',
  component: QuizLeadStep,
  args: {
    answers: { vibe: 'adventure', length: 'weekend', budget: 'budget', companions: 'solo' },
    onDone: fn(),
  },
  parameters: { layout: 'padded' },
  decorators: [
    (Story) => (
      <Card style={{ maxWidth: '40rem' }}>
        <Story />
      </Card>
    ),
  ],
} satisfies Meta<typeof QuizLeadStep>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: /Your Name/ })).toBeRequired();
    await expect(canvas.getByRole('textbox', { name: /Email Address/ })).toBeRequired();
  },
};

/** The results follow whatever the sign-up answers, even a network failure (spec §8). */
export const NetworkFailure: Story = {
  beforeEach: () => mockApi('network-error'),
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: /Your Name/ }), 'Maya');
    await userEvent.type(
      canvas.getByRole('textbox', { name: /Email Address/ }),
      'maya@example.com',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'See My Results' }));
    await waitFor(() =>
      expect(args.onDone).toHaveBeenCalledWith(
        { name: 'Maya', email: 'maya@example.com' },
        expect.any(Promise),
      ),
    );
  },
};

/** An address the API would refuse is asked for again, at its field, before anything is sent. */
export const InvalidAddress: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: /Your Name/ }), 'Maya');
    const email = canvas.getByRole('textbox', { name: /Email Address/ });
    await userEvent.type(email, 'maya@example');
    await userEvent.click(canvas.getByRole('button', { name: 'See My Results' }));
    // The fields are judged by the API's schema, fetched on demand: wait for its verdict.
    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
    await expect(email).toHaveAccessibleDescription(/valid email address/);
    await expect(email).toHaveFocus();
    await expect(args.onDone).not.toHaveBeenCalled();
  },
};
