import { quizQuestions } from '@travel/catalog';
import {
  Button,
  Card,
  Container,
  Heading,
  Notice,
  Progress,
  Section,
  Text,
  linkClassName,
} from '@travel/ui';
import { useEffect, useReducer, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { needsScript } from '../../components/scripting.css.ts';
import * as styles from './Quiz.css.ts';
import { QuizIcon } from './QuizIcon.tsx';
import { QuizLeadStep } from './QuizLeadStep.tsx';
import { QuizResults, type SignUp } from './QuizResults.tsx';
import { optionText, questionText } from './quizText.ts';
import {
  QUESTION_COUNT,
  QUIZ_HEADING_ID,
  initialQuizState,
  progressPercent,
  quizReducer,
} from './quizState.ts';

/**
 * The vacation quiz (spec §4 Quiz, §9): four questions one at a time, a progress bar, the
 * lead step and the recommendation. After each step, focus moves to the new step's heading
 * so keyboard and screen-reader users continue where the content changed.
 */
export function Quiz() {
  const { t, i18n } = useTranslation('quiz');
  const [state, dispatch] = useReducer(quizReducer, initialQuizState);
  // The lead's newsletter sign-up, which the results wait for before promising a follow-up;
  // a retaken quiz forgets an answer still on its way.
  const [signUp, setSignUp] = useState<SignUp>('pending');
  const attempt = useRef(0);

  const view = state.step === 'question' ? `question-${state.index}` : state.step;
  const firstView = useRef(true);
  useEffect(() => {
    if (firstView.current) {
      firstView.current = false;
      return;
    }
    document.getElementById(QUIZ_HEADING_ID)?.focus();
  }, [view]);

  const question = state.step === 'question' ? quizQuestions[state.index] : undefined;

  return (
    <Section aria-label={t('quiz.label')} padding="small">
      <Container>
        <div className={styles.shell}>
          {/* The quiz runs in the browser only; without JavaScript this says where to go instead. */}
          <noscript>
            <Notice tone="info" title={t('quiz.noscriptTitle')} className={styles.noscript}>
              <p>{t('quiz.noscriptBody')}</p>
              <p>
                <a href="/contact" className={linkClassName()}>
                  {t('quiz.noscriptLink')}
                </a>
              </p>
            </Notice>
          </noscript>

          {state.step !== 'results' ? (
            <Progress
              value={progressPercent(state)}
              label={
                state.step === 'question'
                  ? t('quiz.progress', { current: state.index + 1, total: QUESTION_COUNT })
                  : t('quiz.progressLead')
              }
              showValue
              className={`${styles.progress} ${needsScript}`}
            />
          ) : null}

          {/* Without JavaScript the questions could not be answered: the note above replaces them. */}
          <Card className={`${styles.card} ${needsScript}`}>
            {question && state.step === 'question' ? (
              <div className={styles.step} key={question.id}>
                <Heading
                  level={2}
                  size="xlarge"
                  tabIndex={-1}
                  className={styles.heading}
                  id={QUIZ_HEADING_ID}
                >
                  {questionText(t, question)}
                </Heading>
                <Text tone="muted">{t('quiz.optionsHint')}</Text>
                <ul className={styles.options} aria-labelledby={QUIZ_HEADING_ID}>
                  {question.options.map((option) => (
                    <li key={option.id}>
                      <button
                        type="button"
                        className={styles.option}
                        data-option={option.id}
                        onClick={() =>
                          dispatch({ type: 'answer', question: question.id, option: option.id })
                        }
                      >
                        <span className={styles.optionIcon}>
                          <QuizIcon name={option.icon} />
                        </span>
                        <span className={styles.optionLabel}>
                          {optionText(t, i18n.language, question, option)}
                        </span>
                      </button>
                    </li>
                  ))}
                </ul>
              </div>
            ) : null}
            {state.step === 'lead' ? (
              <QuizLeadStep
                onDone={(lead, signedUp) => {
                  const current = ++attempt.current;
                  setSignUp('pending');
                  dispatch({ type: 'lead', lead });
                  void signedUp.then((stored) => {
                    if (attempt.current === current) setSignUp(stored ? 'stored' : 'failed');
                  });
                }}
              />
            ) : null}
            {(state.step === 'question' && state.index > 0) || state.step === 'lead' ? (
              <div className={styles.back}>
                <Button variant="ghost" onClick={() => dispatch({ type: 'back' })}>
                  {t('quiz.back')}
                </Button>
              </div>
            ) : null}
            {state.step === 'results' ? (
              <QuizResults
                answers={state.answers}
                lead={state.lead}
                signUp={signUp}
                onRestart={() => {
                  attempt.current++;
                  dispatch({ type: 'restart' });
                }}
              />
            ) : null}
          </Card>
        </div>
      </Container>
    </Section>
  );
}
