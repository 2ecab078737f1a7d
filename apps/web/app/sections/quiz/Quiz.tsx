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
import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useReducer,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { useTranslation } from 'react-i18next';
import { useLocalizedPath } from '../../lib/localized.tsx';
import { needsScript } from '../../components/scripting.css.ts';
import { useIdle } from '../../lib/idle.ts';
import * as styles from './Quiz.css.ts';
import { QuizIcon } from './QuizIcon.tsx';
import type { SignUp } from './QuizResults.tsx';
import type { QuizCatalog } from './catalog.server.ts';
import { optionText, questionText } from './quiz-text.ts';
import {
  QUESTION_COUNT,
  QUIZ_HEADING_ID,
  initialQuizState,
  progressPercent,
  quizReducerFor,
} from './quiz-state.ts';

/**
 * The lead step's code is fetched once the browser is idle after hydration (or by the fourth
 * answer, if that comes first): it is not needed before, so the page does not fetch it before
 * it is interactive (issue 17).
 */
const loadLeadStep = () => import('./QuizLeadStep.tsx').then((module) => module.QuizLeadStep);

/**
 * The recommendation and the catalog it is chosen from (every destination) are fetched once the
 * last question is answered, while the visitor fills in the lead step: no page visit that never
 * reaches the results waits for them before it is interactive (issue 17).
 */
const loadResults = () => import('./QuizResults.tsx').then((module) => module.QuizResults);

type Code<View> = { state: 'loading' } | { state: 'ready'; View: View } | { state: 'failed' };

/** A step's code: fetched when `wanted` first holds; `retry` after a failed fetch. */
function useCode<View>(load: () => Promise<View>, wanted: boolean): [Code<View>, () => void] {
  const [code, setCode] = useState<Code<View>>({ state: 'loading' });
  const fetchCode = useCallback(() => {
    setCode({ state: 'loading' });
    load().then(
      (View) => setCode({ state: 'ready', View }),
      () => setCode({ state: 'failed' }),
    );
  }, [load]);
  const started = useRef(false);
  useEffect(() => {
    if (!wanted || started.current) return;
    started.current = true;
    fetchCode();
  }, [wanted, fetchCode]);
  return [code, fetchCode];
}

/**
 * A step whose code has not arrived: its heading (which takes focus as the step's own would),
 * then `waiting` while the code is on its way, or a notice and a retry if it could not be had.
 */
function StepWaiting({
  heading,
  size,
  failed,
  onRetry,
  waiting,
}: {
  heading: string;
  size: 'large' | 'xlarge';
  failed: boolean;
  onRetry: () => void;
  waiting: ReactNode;
}) {
  const { t } = useTranslation('quiz');
  return (
    <div className={styles.step}>
      <Heading level={2} size={size} tabIndex={-1} className={styles.heading} id={QUIZ_HEADING_ID}>
        {heading}
      </Heading>
      {failed ? (
        <>
          <Notice tone="danger" title={t('results.loadFailed')} />
          <div className={styles.back}>
            <Button onClick={onRetry}>{t('results.retry')}</Button>
          </div>
        </>
      ) : (
        waiting
      )}
    </div>
  );
}

/**
 * The vacation quiz (spec §4 Quiz, §9): four questions one at a time, a progress bar, the
 * lead step and the recommendation. After each step, focus moves to the new step's heading
 * so keyboard and screen-reader users continue where the content changed. The questions come
 * from the page's loader (catalog.server.ts), not from the catalog's module.
 */
export function Quiz({ questions, results: resultTexts }: QuizCatalog) {
  const { t, i18n } = useTranslation('quiz');
  const localize = useLocalizedPath();
  const reducer = useMemo(() => quizReducerFor(questions), [questions]);
  const [state, dispatch] = useReducer(reducer, initialQuizState);
  // The lead's newsletter sign-up, which the results wait for before promising a follow-up;
  // a retaken quiz forgets an answer still on its way.
  const [signUp, setSignUp] = useState<SignUp>('pending');
  const attempt = useRef(0);

  const [idle, setIdle] = useState(false);
  useIdle(() => setIdle(true));
  const [leadStep, retryLeadStep] = useCode(loadLeadStep, idle || state.step !== 'question');
  const [results, retryResults] = useCode(loadResults, state.step !== 'question');

  // What is on screen; its heading takes focus when this changes (a later step's too, once its
  // code has arrived).
  const view =
    state.step === 'question'
      ? `question-${state.index}`
      : state.step === 'results'
        ? `results-${results.state}`
        : `lead-${leadStep.state}`;
  const firstView = useRef(true);
  // Before the browser paints the new step, also when its code arrives later.
  useLayoutEffect(() => {
    if (firstView.current) {
      firstView.current = false;
      return;
    }
    document.getElementById(QUIZ_HEADING_ID)?.focus();
  }, [view]);

  const question = state.step === 'question' ? questions[state.index] : undefined;

  return (
    <Section aria-label={t('quiz.label')} padding="small">
      <Container>
        <div className={styles.shell}>
          {/* The quiz runs in the browser only; without JavaScript this says where to go instead. */}
          <noscript>
            <Notice tone="info" title={t('quiz.noscriptTitle')} className={styles.noscript}>
              <p>{t('quiz.noscriptBody')}</p>
              <p>
                <a href={localize('/contact')} className={linkClassName()}>
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
                        onClick={() => {
                          dispatch({ type: 'answer', question: question.id, option: option.id });
                          // The lead step's code, had its fetch failed, is asked for again.
                          if (leadStep.state === 'failed') retryLeadStep();
                        }}
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
            {state.step === 'lead' && leadStep.state === 'ready' ? (
              <leadStep.View
                answers={state.answers}
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
            {state.step === 'lead' && leadStep.state !== 'ready' ? (
              <StepWaiting
                heading={t('lead.title')}
                size="xlarge"
                failed={leadStep.state === 'failed'}
                onRetry={retryLeadStep}
                waiting={<Text tone="muted">{t('lead.intro')}</Text>}
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
                questions={questions}
                texts={resultTexts}
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
              <StepWaiting
                heading={t('results.eyebrow')}
                size="large"
                failed={results.state === 'failed'}
                onRetry={retryResults}
                waiting={<p role="status">{t('results.loading')}</p>}
              />
            ) : null}
          </Card>
        </div>
      </Container>
    </Section>
  );
}
