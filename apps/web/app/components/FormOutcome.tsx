import { Notice } from '@travel/ui';
import { useTranslation } from 'react-i18next';

/** What became of a form's last submission, as every form confirms it. */
export type FormOutcomeKind = 'idle' | 'success' | 'invalid' | 'failure';

export interface FormOutcomeProps {
  outcome: FormOutcomeKind;
  /** Shown on `success` (a form that has no success of its own can leave it out). */
  success?: { title: string; body?: string };
  /** Shown on `failure`, when the form could not be sent. */
  failure?: { title: string; body?: string };
  /**
   * The server's own words for a refusal (`useFormSend`'s `message`): on `failure` they take
   * the place of `failure.body` (spec §8: "Submission failed" with the server's message).
   */
  message?: string | null;
  className?: string;
}

/**
 * The outcome under a form's button, the same on every form: an inline message that stays
 * until the next submission (a success, the fields to correct, or a failure to send), in a
 * live region so it is announced where it appears.
 */
export function FormOutcome({ outcome, success, failure, message, className }: FormOutcomeProps) {
  const { t } = useTranslation();
  return (
    <div aria-live="polite" className={className} data-outcome={outcome}>
      {outcome === 'success' && success && (
        <Notice tone="success" title={success.title}>
          {success.body}
        </Notice>
      )}
      {outcome === 'invalid' && <Notice tone="danger" title={t('formErrors.summary')} />}
      {outcome === 'failure' && failure && (
        <Notice tone="danger" title={failure.title}>
          {message ?? failure.body}
        </Notice>
      )}
    </div>
  );
}
