import type { LeadMessage, LeadWithHistory, MessageState } from '@travel/schemas';
import { Badge, Button, Card, Heading, Notice, Stack, Text, type BadgeTone } from '@travel/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { STAFF_API, StaffApiError, signInPath, staffFetch } from './api.ts';
import { When } from './When.tsx';
import * as styles from './StaffShell.css.ts';

const STATE_TONES: Record<MessageState, BadgeTone> = {
  waiting: 'neutral',
  retrying: 'accent',
  sent: 'success',
  failed: 'danger',
};

type Outcome = { tone: 'success' | 'danger'; text: string };

/**
 * The e-mails about a lead (the agency's notice, the visitor's receipt), oldest first, with how
 * their delivery went; a failed one can be sent again. The answer of a retry is the lead with
 * its history and messages, which the page shows at once.
 */
export function LeadMessages({
  leadId,
  messages,
  onUpdate,
}: {
  leadId: string;
  messages: LeadMessage[];
  onUpdate: (answer: LeadWithHistory) => void;
}) {
  const { t } = useTranslation('staff');
  const navigate = useNavigate();
  const [busy, setBusy] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  async function retry(message: LeadMessage) {
    const name = t(`messages.kindsLower.${message.kind}`);
    setBusy(message.id);
    setOutcome(null);
    try {
      const answer = await staffFetch<LeadWithHistory>(
        STAFF_API.leadMessageRetry(leadId, message.id),
        { method: 'POST' },
      );
      onUpdate(answer);
      // A retried message loses its button: keyboard focus goes back to the section's heading.
      document.getElementById('lead-messages')?.focus();
      setOutcome({ tone: 'success', text: t('messages.retried', { message: name }) });
    } catch (error) {
      if (error instanceof StaffApiError && error.status === 401) {
        void navigate(signInPath(`${window.location.pathname}${window.location.search}`));
        return;
      }
      const status = error instanceof StaffApiError ? error.status : null;
      setOutcome({
        tone: 'danger',
        text: t(
          status === 409
            ? 'messages.alreadySent'
            : status === 404
              ? 'actions.gone'
              : 'messages.retryFailed',
        ),
      });
    } finally {
      setBusy(null);
    }
  }

  return (
    <Card padding="medium" as="section" aria-labelledby="lead-messages">
      <Stack gap="small">
        <Heading level={2} size="large" id="lead-messages" tabIndex={-1}>
          {t('messages.title')}
        </Heading>
        <Text tone="muted" size="small">
          {t('messages.intro')}
        </Text>
        {outcome ? <Notice tone={outcome.tone} title={outcome.text} /> : null}
        {messages.length === 0 ? (
          <Text tone="muted">{t('messages.empty')}</Text>
        ) : (
          <ul className={styles.rows} aria-label={t('messages.listLabel')}>
            {messages.map((message) => (
              <li key={message.id} className={styles.row}>
                <div className={styles.rowLine}>
                  <span className={styles.rowName}>{t(`messages.kinds.${message.kind}`)}</span>
                  <Badge tone={STATE_TONES[message.state]}>
                    {t(`messages.states.${message.state}`)}
                  </Badge>
                </div>
                <div className={styles.rowLine}>
                  <span className={styles.muted}>
                    {t('messages.to', { recipient: message.recipient })}
                  </span>
                  <span className={styles.muted}>
                    {t('messages.subject', { subject: message.subject })}
                  </span>
                </div>
                <div className={styles.rowLine}>
                  <span className={styles.muted}>
                    {t('messages.written')} <When iso={message.createdAt} />
                  </span>
                  {message.sentAt ? (
                    <span className={styles.muted}>
                      {t('messages.sent')} <When iso={message.sentAt} />
                    </span>
                  ) : null}
                  {message.nextAttemptAt && message.state === 'retrying' ? (
                    <span className={styles.muted}>
                      {t('messages.nextAttempt')} <When iso={message.nextAttemptAt} />
                    </span>
                  ) : null}
                  <span className={styles.muted}>
                    {t('messages.attempts', { count: message.attempts })}
                  </span>
                </div>
                {message.lastError && message.state !== 'sent' ? (
                  <Text size="small" tone="muted">
                    {t('messages.lastError', { error: message.lastError })}
                  </Text>
                ) : null}
                {message.state === 'failed' ? (
                  <div className={styles.actions}>
                    <Button
                      type="button"
                      size="small"
                      variant="secondary"
                      disabled={busy !== null}
                      aria-label={t('messages.retryFor', {
                        message: t(`messages.kindsLower.${message.kind}`),
                      })}
                      onClick={() => void retry(message)}
                    >
                      {busy === message.id ? t('messages.retrying') : t('messages.retry')}
                    </Button>
                  </div>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </Stack>
    </Card>
  );
}
