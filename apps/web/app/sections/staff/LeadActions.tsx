import {
  LEAD_STATUSES,
  STAFF_NOTE_MAX,
  type ErasureResult,
  type LeadDetail,
  type LeadPatch,
  type LeadStatus,
  type LeadWithHistory,
} from '@travel/schemas';
import {
  Button,
  ButtonLink,
  Card,
  Heading,
  Notice,
  SelectField,
  Stack,
  Text,
  TextField,
} from '@travel/ui';
import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { STAFF_API, StaffApiError, signInPath, staffFetch } from './api.ts';
import { ErasureDialog } from './ErasureDialog.tsx';
import { telHref, useOptionLabel } from './LeadDetails.tsx';
import { ReplyByEmail } from './ReplyByEmail.tsx';
import { AssigneeField } from './AssigneeField.tsx';
import * as styles from './StaffShell.css.ts';

type Outcome = { tone: 'success' | 'danger'; text: string; at: 'triage' | 'note' };

function Panel({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Card padding="medium" as="section" aria-labelledby={id}>
      <Stack gap="small">
        <Heading level={2} size="large" id={id}>
          {title}
        </Heading>
        {children}
      </Stack>
    </Card>
  );
}

/**
 * What staff do with a lead: answer it (mail, phone), mark it read or unread, set its status,
 * clear a suspect flag, keep an internal note, erase it on request. Every change comes back
 * with the lead and its history, which the page shows at once; the outcome is announced.
 */
export function LeadActions({
  lead,
  onUpdate,
  onErased,
}: {
  lead: LeadDetail;
  onUpdate: (answer: LeadWithHistory, unreadChanged: boolean) => void;
  onErased: (email: string, result: ErasureResult) => void;
}) {
  const { t } = useTranslation('staff');
  const option = useOptionLabel();
  const navigate = useNavigate();
  const [busy, setBusy] = useState<'read' | 'status' | 'suspect' | 'note' | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [noteError, setNoteError] = useState<string | undefined>();
  const note = useRef<HTMLInputElement & HTMLTextAreaElement>(null);

  async function send(
    what: NonNullable<typeof busy>,
    request: () => Promise<LeadWithHistory>,
    done: string,
  ): Promise<boolean> {
    setBusy(what);
    setOutcome(null);
    try {
      const answer = await request();
      onUpdate(answer, what === 'read');
      setOutcome({ tone: 'success', text: done, at: what === 'note' ? 'note' : 'triage' });
      return true;
    } catch (error) {
      if (error instanceof StaffApiError && error.status === 401) {
        void navigate(signInPath(`${window.location.pathname}${window.location.search}`));
        return false;
      }
      const gone = error instanceof StaffApiError && error.status === 404;
      setOutcome({
        tone: 'danger',
        text: t(gone ? 'actions.gone' : 'actions.failed'),
        at: what === 'note' ? 'note' : 'triage',
      });
      return false;
    } finally {
      setBusy(null);
    }
  }

  const patch = (what: NonNullable<typeof busy>, body: LeadPatch, done: string) =>
    send(
      what,
      () => staffFetch<LeadWithHistory>(STAFF_API.lead(lead.id), { method: 'PATCH', body }),
      done,
    );

  async function addNote(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const text = (note.current?.value ?? '').trim();
    if (!text) {
      setNoteError(t('actions.noteEmpty'));
      return;
    }
    setNoteError(undefined);
    const saved = await send(
      'note',
      () =>
        staffFetch<LeadWithHistory>(STAFF_API.leadNotes(lead.id), {
          method: 'POST',
          body: { text },
        }),
      t('actions.noteAdded'),
    );
    if (saved && note.current) note.current.value = '';
  }

  return (
    <Stack gap="large">
      <Panel id="lead-answer" title={t('actions.answer')}>
        <ReplyByEmail
          lead={lead}
          busy={busy === 'status'}
          onMarkAnswered={() =>
            void patch(
              'status',
              { status: 'answered' },
              t('actions.statusSet', { status: t('statuses.answered') }),
            )
          }
        />
        <div className={styles.actions}>
          {lead.phone ? (
            <ButtonLink href={telHref(lead.phone)} variant="secondary">
              {t('actions.call', { phone: lead.phone })}
            </ButtonLink>
          ) : null}
        </div>
      </Panel>

      <Panel id="lead-triage" title={t('actions.triage')}>
        <AssigneeField lead={lead} onUpdate={(answer) => onUpdate(answer, false)} />
        <SelectField
          label={t('actions.status')}
          name="status"
          value={lead.status}
          disabled={busy === 'status'}
          options={LEAD_STATUSES.map((status) => ({
            value: status,
            label: t(`statuses.${status}`),
          }))}
          onChange={(event) => {
            const status = event.currentTarget.value as LeadStatus;
            void patch(
              'status',
              { status },
              t('actions.statusSet', { status: t(`statuses.${status}`) }),
            );
          }}
        />
        <div className={styles.actions}>
          <Button
            type="button"
            variant="secondary"
            pending={busy === 'read'}
            onClick={() =>
              void patch(
                'read',
                { isRead: !lead.isRead },
                t(lead.isRead ? 'actions.markedUnread' : 'actions.markedRead'),
              )
            }
          >
            {t(lead.isRead ? 'actions.markUnread' : 'actions.markRead')}
          </Button>
          {lead.suspect ? (
            <Button
              type="button"
              variant="secondary"
              pending={busy === 'suspect'}
              onClick={() => void patch('suspect', { suspect: false }, t('actions.suspectCleared'))}
            >
              {t('actions.clearSuspect')}
            </Button>
          ) : null}
        </div>
        {lead.suspect ? (
          <Text size="small" tone="danger">
            {lead.suspectReason
              ? t('lead.suspectBecause', { reason: option('suspectReasons', lead.suspectReason) })
              : t('lead.suspect')}
          </Text>
        ) : null}
        {/* Announced (a status, or an alert when it failed), next to the controls that caused it. */}
        {outcome?.at === 'triage' ? <Notice tone={outcome.tone} title={outcome.text} /> : null}
      </Panel>

      <Panel id="lead-note" title={t('actions.noteTitle')}>
        <form onSubmit={addNote} noValidate>
          <Stack gap="small">
            <TextField
              ref={note}
              label={t('actions.note')}
              hint={t('actions.noteHint')}
              error={noteError}
              name="note"
              multiline
              rows={4}
              maxLength={STAFF_NOTE_MAX}
            />
            <div className={styles.actions}>
              <Button
                type="submit"
                pending={busy === 'note'}
                pendingLabel={t('actions.noteSaving')}
              >
                {t('actions.addNote')}
              </Button>
            </div>
            {outcome?.at === 'note' ? <Notice tone={outcome.tone} title={outcome.text} /> : null}
          </Stack>
        </form>
      </Panel>

      <Panel id="lead-erasure" title={t('erasure.title')}>
        <Text size="small" tone="muted">
          {t('erasure.description')}
        </Text>
        <div className={styles.actions}>
          <ErasureDialog
            email={lead.email}
            onErased={onErased}
            trigger={
              <Button type="button" variant="danger" size="small">
                {t('erasure.open')}
              </Button>
            }
          />
        </div>
      </Panel>
    </Stack>
  );
}
