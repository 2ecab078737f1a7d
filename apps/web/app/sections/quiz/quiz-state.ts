import {
  QUIZ_QUESTION_IDS,
  type QuizAnswers,
  type QuizQuestion,
  type QuizQuestionId,
} from '@travel/catalog';

export interface QuizLead {
  name: string;
  email: string;
}

/** Where the visitor is (spec §4 Quiz): one of the four questions, the lead step, the results. */
export type QuizState =
  | { step: 'question'; index: number; answers: Partial<Record<QuizQuestionId, string>> }
  | { step: 'lead'; answers: QuizAnswers }
  | { step: 'results'; answers: QuizAnswers; lead: QuizLead };

export type QuizAction =
  | { type: 'answer'; question: QuizQuestionId; option: string }
  | { type: 'lead'; lead: QuizLead }
  | { type: 'back' }
  | { type: 'restart' };

export const initialQuizState: QuizState = { step: 'question', index: 0, answers: {} };

/** The questions are the catalog's, one per id (the page's loader data, catalog.server.ts). */
export const QUESTION_COUNT = QUIZ_QUESTION_IDS.length;

/** Id of the heading of the step on screen, which takes focus when the step changes. */
export const QUIZ_HEADING_ID = 'quiz-step-heading';

/** Whether every question has an answer that is one of its options. */
function isComplete(
  questions: readonly QuizQuestion[],
  answers: Partial<Record<QuizQuestionId, string>>,
): answers is QuizAnswers {
  return QUIZ_QUESTION_IDS.every((id) =>
    questions
      .find((question) => question.id === id)
      ?.options.some((option) => option.id === answers[id]),
  );
}

/**
 * The quiz's reducer, for the questions it asks (the page's loader data). Choosing an option
 * stores it and moves on; after the fourth comes the lead step. `back` goes to the step before
 * (not from the first question, nor from the results).
 */
export function quizReducerFor(
  questions: readonly QuizQuestion[],
): (state: QuizState, action: QuizAction) => QuizState {
  return (state, action) => quizReducer(questions, state, action);
}

function quizReducer(
  questions: readonly QuizQuestion[],
  state: QuizState,
  action: QuizAction,
): QuizState {
  switch (action.type) {
    case 'answer': {
      if (state.step !== 'question') return state;
      const answers = { ...state.answers, [action.question]: action.option };
      const next = state.index + 1;
      if (next < QUESTION_COUNT) return { step: 'question', index: next, answers };
      return isComplete(questions, answers) ? { step: 'lead', answers } : state;
    }
    case 'lead':
      return state.step === 'lead'
        ? { step: 'results', answers: state.answers, lead: action.lead }
        : state;
    case 'back':
      // One step back, the answers kept (the earlier choice is simply made again).
      if (state.step === 'lead')
        return { step: 'question', index: QUESTION_COUNT - 1, answers: state.answers };
      if (state.step === 'question' && state.index > 0) return { ...state, index: state.index - 1 };
      return state;
    case 'restart':
      return initialQuizState;
  }
}

/** Percentage of questions reached (spec §4): 25, 50, 75, 100; 100 once all are answered. */
export function progressPercent(state: QuizState): number {
  if (state.step !== 'question') return 100;
  return ((state.index + 1) / QUESTION_COUNT) * 100;
}
