import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  QUIZ_QUESTION_IDS,
  quizQuestions,
  quizRecommendations,
  type QuizAnswers,
} from '@travel/catalog';
import { Card } from '@travel/ui';
import { expect, fn } from 'storybook/test';
import { quizCatalog } from './catalog.server.ts';
import { QuizResults } from './QuizResults.tsx';

const answersFor = (key: string) =>
  Object.fromEntries(
    QUIZ_QUESTION_IDS.map((id, index) => [id, key.split('-')[index]]),
  ) as QuizAnswers;

const recommendation = quizRecommendations[0]!;

const meta = {
  title: 'Pages/Quiz/Results',
  component: QuizResults,
  args: {
    questions: quizQuestions,
    texts: quizCatalog().results,
    answers: answersFor(recommendation.key),
    lead: { name: 'Maya', email: 'maya@example.com' },
    signUp: 'stored',
    onRestart: fn(),
  },
  parameters: { layout: 'padded' },
  decorators: [
    (Story) => (
      <Card style={{ maxWidth: '48rem' }}>
        <Story />
      </Card>
    ),
  ],
} satisfies Meta<typeof QuizResults>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Recommendation: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(
      canvas.getByRole('heading', { level: 2, name: recommendation.destination }),
    ).toBeVisible();
    await expect(canvas.getByText(recommendation.price)).toBeVisible();
    await expect(canvas.getByText(/at maya@example\.com/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Take Quiz Again' }));
    await expect(args.onRestart).toHaveBeenCalledOnce();
  },
};

/** The sign-up failed or was refused: no follow-up is promised, the consultation is offered. */
export const SignUpFailed: Story = {
  args: { signUp: 'failed' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/no one will follow up by email/)).toBeVisible();
    await expect(canvas.queryByText(/at maya@example\.com/)).toBeNull();
  },
};

/** Answers with no named trip of their own get the nearest destination, linked to its page. */
export const NearestDestination: Story = {
  args: {
    questions: quizQuestions,
    answers: answersFor('culinary-month-unlimited-friends'),
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'Tuscany Wine & Food Tour' }),
    ).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: 'See the Tuscany Wine & Food Tour trip' }),
    ).toHaveAttribute('href', '/destinations/tuscany-wine-italy');
  },
};
