import type { ErasurePreview, ErasureResult } from '@travel/schemas';
import { Button, Dialog, Notice, Stack, Text, TextField } from '@travel/ui';
import { useState, type FormEvent, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { STAFF_API, StaffApiError, staffFetch } from './api.ts';

export interface ErasureDialogProps {
  /** The button that opens it. */
  trigger: ReactElement;
  /** The address to erase, when the page knows it (a lead, a subscriber); else one is asked for. */
  email?: string;
  /** Called once everything stored about the address is gone. */
  onErased: (email: string, result: ErasureResult) => void;
}

type Step =
  | { at: 'ask' }
  | { at: 'preview'; email: string; counts: ErasurePreview }
  | { at: 'failed'; email: string | null; message: string };

/**
 * Erasure on request: shows what is stored about one e-mail address (leads, newsletter
 * subscription, notes, e-mails), then erases it all once the address is typed again to confirm. The
 * audit trail keeps that an erasure happened, not what was erased.
 */
export function ErasureDialog({ trigger, email: known, onErased }: ErasureDialogProps) {
  const { t } = useTranslation('staff');
  const [open, setOpen] = useState(false);
  const [step, setStep] = useState<Step>({ at: 'ask' });
  const [pending, setPending] = useState(false);
  const [confirmError, setConfirmError] = useState<string | undefined>();

  const failure = (error: unknown) =>
    error instanceof StaffApiError && error.status !== 0 && error.status < 500
      ? error.message
      : t('erasure.unreachable');

  async function preview(email: string) {
    setPending(true);
    try {
      const counts = await staffFetch<ErasurePreview>(STAFF_API.erasurePreview, {
        method: 'POST',
        body: { email },
      });
      setStep({ at: 'preview', email, counts });
    } catch (error) {
      setStep({ at: 'failed', email: null, message: failure(error) });
    }
    setPending(false);
  }

  function onOpenChange(next: boolean) {
    setOpen(next);
    setConfirmError(undefined);
    setStep({ at: 'ask' });
    if (next && known) void preview(known);
  }

  async function erase(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (step.at !== 'preview') return;
    const typed = String(new FormData(event.currentTarget).get('confirm') ?? '').trim();
    if (typed.toLowerCase() !== step.email.toLowerCase()) {
      setConfirmError(t('erasure.mismatch'));
      return;
    }
    setConfirmError(undefined);
    setPending(true);
    try {
      const result = await staffFetch<ErasureResult>(STAFF_API.erasure, {
        method: 'POST',
        body: { email: step.email, confirm: typed },
      });
      setPending(false);
      setOpen(false);
      onErased(step.email, result);
    } catch (error) {
      setPending(false);
      setStep({ at: 'failed', email: step.email, message: failure(error) });
    }
  }

  return (
    <Dialog
      trigger={trigger}
      open={open}
      onOpenChange={onOpenChange}
      title={t('erasure.title')}
      description={t('erasure.description')}
      closeLabel={t('erasure.close')}
    >
      <Stack gap="medium">
        {!known && step.at !== 'preview' ? (
          <form
            onSubmit={(event) => {
              event.preventDefault();
              const email = String(new FormData(event.currentTarget).get('email') ?? '').trim();
              if (email) void preview(email);
            }}
          >
            <Stack gap="medium">
              <TextField label={t('erasure.email')} name="email" type="email" required />
              <Button type="submit" pending={pending} pendingLabel={t('erasure.looking')}>
                {t('erasure.find')}
              </Button>
            </Stack>
          </form>
        ) : null}
        {step.at === 'ask' && known ? <Text role="status">{t('erasure.looking')}</Text> : null}
        {step.at === 'failed' ? (
          <Notice tone="danger" title={t('erasure.failed')}>
            {step.message}
          </Notice>
        ) : null}
        {step.at === 'preview' ? (
          <form onSubmit={erase}>
            <Stack gap="medium">
              <Text role="status">
                {t('erasure.found', {
                  email: step.email,
                  leads: t('erasure.leads', { count: step.counts.leads }),
                  subscribers: t('erasure.subscribers', { count: step.counts.subscribers }),
                  notes: t('erasure.notes', { count: step.counts.notes }),
                  messages: t('erasure.messages', { count: step.counts.messages }),
                })}
              </Text>
              <TextField
                label={t('erasure.confirm', { email: step.email })}
                hint={t('erasure.confirmHint')}
                error={confirmError}
                name="confirm"
                type="email"
                autoComplete="off"
                required
              />
              <Button
                type="submit"
                variant="danger"
                pending={pending}
                pendingLabel={t('erasure.erasing')}
              >
                {t('erasure.erase')}
              </Button>
            </Stack>
          </form>
        ) : null}
      </Stack>
    </Dialog>
  );
}
