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
import { useCallback, useEffect, useLayoutEffect, useReducer, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { needsScript } from '../../components/scripting.css.ts';
import * as styles from './Quiz.css.ts';
import { QuizIcon } from './QuizIcon.tsx';
import { QuizLeadStep } from './QuizLeadStep.tsx';
import type { QuizResults as QuizResultsView, SignUp } from './QuizResults.tsx';
import { optionText, questionText } from './quizText.ts';
import {
  QUESTION_COUNT,
  QUIZ_HEADING_ID,
  initialQuizState,
  progressPercent,
  quizReducer,
} from './quizState.ts';

/**
 * The recommendation and the catalog it is chosen from (every destination) are fetched once the
 * last question is answered, while the visitor fills in the lead step: no page visit that never
 * reaches the results waits for them before it is interactive (issue 17).
 */
const loadResults = () => import('./QuizResults.tsx');

type Results =
  { state: 'loading' } | { state: 'ready'; View: typeof QuizResultsView } | { state: 'failed' };

/** The results' code: fetched when `wanted` first holds; `retry` after a failed fetch. */
function useResults(wanted: boolean): [Results, () => void] {
  const [results, setResults] = useState<Results>({ state: 'loading' });
  const load = useCallback(() => {
    setResults({ state: 'loading' });
    loadResults().then(
      (module) => setResults({ state: 'ready', View: module.QuizResults }),
      () => setResults({ state: 'failed' }),
    );
  }, []);
  const started = useRef(false);
  useEffect(() => {
    if (!wanted || started.current) return;
    started.current = true;
    load();
  }, [wanted, load]);
  return [results, load];
}

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

  const [results, retryResults] = useResults(state.step !== 'question');

  // What is on screen; its heading takes focus when this changes (the results' too, once fetched).
  const view =
    state.step === 'question'
      ? `question-${state.index}`
      : state.step === 'results'
        ? `results-${results.state}`
        : state.step;
  const firstView = useRef(true);
  // Before the browser paints the new step, also when it arrives later (the results' code).
  useLayoutEffect(() => {
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
            {state.step === 'results' && results.state === 'ready' ? (
              <results.View
                answers={state.answers}
                lead={state.lead}
                signUp={signUp}
                onRestart={() => {
                  attempt.current++;
                  dispatch({ type: 'restart' });
                }}
              />
            ) : null}
            {state.step === 'results' && results.state !== 'ready' ? (
              <div className={styles.step}>
                <Heading
                  level={2}
                  size="large"
                  tabIndex={-1}
                  className={styles.heading}
                  id={QUIZ_HEADING_ID}
                >
                  {t('results.eyebrow')}
                </Heading>
                {results.state === 'loading' ? (
                  <p role="status">{t('results.loading')}</p>
                ) : (
                  <>
                    <Notice tone="danger" title={t('results.loadFailed')} />
                    <div className={styles.back}>
                      <Button onClick={retryResults}>{t('results.retry')}</Button>
                    </div>
                  </>
                )}
              </div>
            ) : null}
          </Card>
        </div>
      </Container>
    </Section>
  );
}
