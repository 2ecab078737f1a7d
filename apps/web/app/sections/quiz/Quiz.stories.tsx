import type { Meta, StoryObj } from '@storybook/react-vite';
import { QUIZ_QUESTION_IDS, quizQuestions, quizRecommendations } from '@travel/catalog';
import { expect } from 'storybook/test';
import { apiRequests, mockApi } from '../../../.storybook/helpers.tsx';
import { quizCatalog } from './catalog.server.ts';
import { Quiz } from './Quiz.tsx';

// A combination of answers with a recommendation of its own (the key joins the option ids).
const recommendation = quizRecommendations[0]!;
const chosen = recommendation.key.split('-');
const labels = QUIZ_QUESTION_IDS.map((id, index) => {
  const question = quizQuestions.find((item) => item.id === id)!;
  return question.options.find((option) => option.id === chosen[index])!.label;
});

const meta = {
  title: 'Pages/Quiz/Quiz',
  component: Quiz,
  // The page's loader data (catalog.server.ts).
  args: { questions: quizQuestions, results: quizCatalog().results },
  beforeEach: () => mockApi({ success: true, message: 'Subscribed' }),
} satisfies Meta<typeof Quiz>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The first of the four questions, with the progress bar at 25%. */
export const FirstQuestion: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 2, name: quizQuestions[0]!.question }),
    ).toBeVisible();
    await expect(canvas.getByRole('progressbar', { name: 'Question 1 of 4' })).toHaveAttribute(
      'aria-valuenow',
      '25',
    );
  },
};

/** Each answer moves on and focuses the next question; after the fourth comes the lead step. */
export const AnsweringToResults: Story = {
  play: async ({ canvas, userEvent, step }) => {
    for (const [index, label] of labels.entries()) {
      await step(`Question ${index + 1}: ${label}`, async () => {
        await expect(
          canvas.getByRole('progressbar', { name: `Question ${index + 1} of ${labels.length}` }),
        ).toBeVisible();
        await userEvent.click(canvas.getByRole('button', { name: label }));
      });
    }

    await step('The lead step takes a name and an e-mail', async () => {
      // Its code is fetched once the quiz is on screen (Quiz.tsx).
      const name = await canvas.findByRole('textbox', { name: /Your Name/ });
      const heading = canvas.getByRole('heading', {
        level: 2,
        name: 'Almost there! Where should we send your results?',
      });
      await expect(heading).toHaveFocus();
      await userEvent.type(name, 'Maya');
      await userEvent.type(
        canvas.getByRole('textbox', { name: /Email Address/ }),
        'maya@example.com',
      );
      await userEvent.click(canvas.getByRole('button', { name: 'See My Results' }));
    });

    await step('The recommendation, the answers and the next steps', async () => {
      const result = await canvas.findByRole('heading', {
        level: 2,
        name: recommendation.destination,
      });
      await expect(result).toHaveFocus();
      await expect(canvas.queryByRole('progressbar')).toBeNull();
      for (const label of labels) await expect(canvas.getByText(label)).toBeVisible();
      await expect(canvas.getByRole('link', { name: 'Book a Free Consultation' })).toHaveAttribute(
        'href',
        expect.stringContaining('service=quiz-consultation&name=Maya'),
      );
      await expect(apiRequests[0]?.body).toMatchObject({
        name: 'Maya',
        email: 'maya@example.com',
        source: 'quiz',
      });
    });

    await step('Take Quiz Again starts over', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Take Quiz Again' }));
      await expect(
        canvas.getByRole('heading', { level: 2, name: quizQuestions[0]!.question }),
      ).toHaveFocus();
    });
  },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  tags: ['!autodocs'],
};
