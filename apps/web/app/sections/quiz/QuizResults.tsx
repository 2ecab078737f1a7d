import { matchQuizResult, type QuizAnswers, type QuizQuestion } from '@travel/catalog';
import { englishAttrs } from '../../lib/catalog-fallback.tsx';
import { Scene } from '@travel/illustrations';
import { Badge, Button, Heading, Text, buttonClassName } from '@travel/ui';
import { Check, RotateCcw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from '../../lib/localized.tsx';
import { priceOf } from '../../lib/locale-format.ts';
import type { LanguageMarks } from '../../lib/catalog-fallback.tsx';
import * as styles from './Quiz.css.ts';
import type { QuizResultText, QuizResultTexts } from './catalog.server.ts';
import { QUIZ_HEADING_ID, type QuizLead } from './quiz-state.ts';
import { optionText, questionText } from './quiz-text.ts';

/** The contact link of a result: the lead and the recommendation travel with it (spec §2 /contact). */
export function consultationHref(lead: QuizLead, recommendation: string): string {
  const query = new URLSearchParams({
    service: 'quiz-consultation',
    name: lead.name,
    email: lead.email,
    recommendation,
  });
  return `/contact?${query}`;
}

/** Where the lead's sign-up is: on its way, stored, or not (refused or failed). */
export type SignUp = 'pending' | 'stored' | 'failed';

export interface QuizResultsProps {
  /** The questions asked (the page's loader data), listed with the answers given. */
  questions: readonly QuizQuestion[];
  /** The results' words in the page's language (the loader's). */
  texts: QuizResultTexts;
  answers: QuizAnswers;
  lead: QuizLead;
  /** A follow-up is promised only once the sign-up is stored. */
  signUp: SignUp;
  onRestart: () => void;
}

/**
 * The recommendation for the answers (spec §9): a named trip, or else the nearest of the site's
 * destinations with a link to its page; then the follow-up promise and the next steps.
 */
export function QuizResults({
  questions,
  texts,
  answers,
  lead,
  signUp,
  onRestart,
}: QuizResultsProps) {
  const { t, i18n } = useTranslation('quiz');
  // The lists in the page's language, from the loader (the same result as in English); the
  // page's script carries none of the catalog's own.
  const result = matchQuizResult(answers, {
    recommendations: texts.trips,
    destinations: texts.destinations,
    custom: texts.custom,
  });
  const destination = result.kind === 'destination' ? result.destination : undefined;
  const recommendation: {
    english?: string;
    destination: string;
    description: string;
    highlights: readonly string[];
    scene: QuizResultText['scene'];
    priceUsd: number | null;
  } & Partial<LanguageMarks> =
    result.kind === 'destination'
      ? {
          ...result.destination,
          english: result.destination.english,
          destination: result.destination.name,
          priceUsd: result.destination.priceFromUsd,
        }
      : result.recommendation;
  return (
    <div className={styles.step}>
      <Scene name={recommendation.scene} aspectRatio="21/9" className={styles.resultScene} />
      <p className={styles.eyebrow}>{t('results.eyebrow')}</p>
      <Heading
        level={2}
        size="xlarge"
        tabIndex={-1}
        className={styles.heading}
        id={QUIZ_HEADING_ID}
        {...englishAttrs(recommendation, 'destination')}
      >
        {recommendation.destination}
      </Heading>
      <p className={styles.price}>
        <span className={styles.priceLabel}>{t('results.price')}</span>
        <Badge tone="accent">
          {/* The catalog's dollars in the page's language (a destination's "from" price). */}
          {recommendation.priceUsd === null
            ? t('results.customPrice')
            : priceOf(t, i18n.language, recommendation.priceUsd, destination !== undefined)}
        </Badge>
      </p>
      {destination ? <Text tone="muted">{t('results.nearest')}</Text> : null}
      <Text {...englishAttrs(recommendation, 'description')}>{recommendation.description}</Text>

      <Heading level={3} size="standard">
        {t('results.highlights')}
      </Heading>
      <ul className={styles.highlights} {...englishAttrs(recommendation, 'highlights')}>
        {recommendation.highlights.map((highlight) => (
          <li key={highlight} className={styles.highlight}>
            <Check className={styles.check} aria-hidden="true" />
            {highlight}
          </li>
        ))}
      </ul>

      <Heading level={3} size="standard">
        {t('results.answers')}
      </Heading>
      <dl className={styles.answers}>
        {questions.map((question) => (
          <div key={question.id} className={styles.answer}>
            <dt className={styles.answerQuestion}>{questionText(t, question)}</dt>
            <dd className={styles.answerValue}>
              {(() => {
                const option = question.options.find((entry) => entry.id === answers[question.id]);
                return option ? optionText(t, i18n.language, question, option) : null;
              })()}
            </dd>
          </div>
        ))}
      </dl>

      <p role="status" className={styles.followUp} data-sign-up={signUp}>
        {signUp === 'stored' && t('results.followUp', { name: lead.name, email: lead.email })}
        {signUp === 'pending' && t('results.followUpPending', { name: lead.name })}
        {signUp === 'failed' && t('results.followUpFailed', { name: lead.name })}
      </p>
      <div className={styles.actions}>
        {destination ? (
          <Link
            to={`/destinations/${destination.slug}`}
            className={buttonClassName({ variant: 'secondary', size: 'large' })}
          >
            {t('results.viewDestination', { name: destination.name })}
          </Link>
        ) : null}
        <Link
          to={consultationHref(lead, recommendation.english ?? recommendation.destination)}
          className={buttonClassName({ size: 'large' })}
        >
          {t('results.consultation')}
        </Link>
        <Button variant="secondary" size="large" iconStart={<RotateCcw />} onClick={onRestart}>
          {t('results.retake')}
        </Button>
      </div>
    </div>
  );
}
