import { QUIZ_OPTION_IDS } from '@travel/catalog';
import * as v from 'valibot';
import { email, formObject, honeypot, recaptchaToken, requiredText } from './fields.ts';
import { LIMITS } from './limits.ts';
import { toFieldErrors, type ParseResult } from './result.ts';

/**
 * The quiz's lead step as a lead of its own (issue 28): the name and address, and the four
 * answers. The recommendation is not sent: the API works it out from the answers, so a lead
 * never carries a trip the catalog does not have.
 */
const answer = <const T extends readonly [string, ...string[]]>(options: T) =>
  v.picklist(options, 'Please answer every question of the quiz.');

export const QuizAnswersSchema = v.object(
  {
    vibe: answer(QUIZ_OPTION_IDS.vibe),
    length: answer(QUIZ_OPTION_IDS.length),
    budget: answer(QUIZ_OPTION_IDS.budget),
    companions: answer(QUIZ_OPTION_IDS.companions),
  },
  'Please answer every question of the quiz.',
);
export type QuizLeadAnswers = v.InferOutput<typeof QuizAnswersSchema>;

/** POST /api/quiz/lead: JSON only (the quiz needs JavaScript to ask its questions). */
export const QuizLeadSchema = formObject({
  name: requiredText('Name', LIMITS.name),
  email,
  answers: QuizAnswersSchema,
  recaptchaToken,
  website: honeypot,
});
export type QuizLeadInput = v.InferInput<typeof QuizLeadSchema>;
export type QuizLead = v.InferOutput<typeof QuizLeadSchema>;

export function parseQuizLeadBody(body: unknown): ParseResult<QuizLead> {
  const result = v.safeParse(QuizLeadSchema, body);
  if (!result.success) return { success: false, errors: toFieldErrors(result.issues) };
  return { success: true, output: result.output };
}
