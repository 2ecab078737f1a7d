import type { LeadDetail } from '@travel/schemas';
import { Button, ButtonLink, SelectField, Stack, Text } from '@travel/ui';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { site } from '../../site.ts';
import { mailtoHref } from './LeadDetails.tsx';
import { useStaffSession } from './context.ts';
import {
  REPLY_TEMPLATES,
  replyHref,
  replyWords,
  type ReplyTemplate,
  type ReplyWords,
} from './reply.ts';
import * as styles from './StaffShell.css.ts';

/**
 * "Reply by e-mail" (issue 28): a template to pick, then the staff member's mail program opens
 * a message in the visitor's language that quotes the request and ends with the agency's
 * signature. Once used, the page offers to mark the lead answered (no mail client is built in,
 * so the page cannot know the message left).
 */
export function ReplyByEmail({
  lead,
  onMarkAnswered,
  busy,
}: {
  lead: LeadDetail;
  onMarkAnswered: () => void;
  busy: boolean;
}) {
  const { t } = useTranslation('staff');
  const { me } = useStaffSession();
  const [template, setTemplate] = useState<ReplyTemplate>('thanks');
  const [words, setWords] = useState<{ for: string | null; words: ReplyWords } | null>(null);
  const [used, setUsed] = useState(false);
  useEffect(() => {
    let current = true;
    replyWords(lead.language).then(
      (loaded) => current && setWords({ for: lead.language, words: loaded }),
      () => {
        // The plain address below still works.
      },
    );
    return () => {
      current = false;
    };
  }, [lead.language]);
  const ready = words?.for === lead.language ? words.words : null;
  const href = ready
    ? replyHref(lead, ready, template, {
        staffName: me.user.name || me.user.email,
        brand: site.brand,
        phone: site.phone,
        email: site.email,
      })
    : mailtoHref(lead.email);
  return (
    <Stack gap="small">
      <SelectField
        label={t('reply.template')}
        hint={t('reply.templateHint', { language: lead.readable.language ?? 'English' })}
        name="replyTemplate"
        value={template}
        onChange={(event) => setTemplate(event.currentTarget.value as ReplyTemplate)}
        options={REPLY_TEMPLATES.map((value) => ({
          value,
          label: t(`reply.templates.${value}`),
        }))}
      />
      <div className={styles.actions}>
        <ButtonLink href={href} onClick={() => setUsed(true)} data-reply-language={ready?.language}>
          {t('actions.reply')}
        </ButtonLink>
      </div>
      {used && lead.status !== 'answered' ? (
        <div className={styles.actions} role="group" aria-label={t('reply.sentQuestion')}>
          <Text as="span" size="small">
            {t('reply.sentQuestion')}
          </Text>
          <Button
            type="button"
            variant="secondary"
            size="small"
            pending={busy}
            onClick={onMarkAnswered}
          >
            {t('reply.markAnswered')}
          </Button>
        </div>
      ) : null}
    </Stack>
  );
}
