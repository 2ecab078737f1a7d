import {
  STAFF_API,
  type LeadDetail,
  type LeadWithHistory,
  type StaffUserList,
} from '@travel/schemas';
import { SelectField, Text } from '@travel/ui';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { staffFetch } from './api.ts';
import { useStaffSession } from './context.ts';

/**
 * Who looks after the lead (issue 28): any active staff member, or nobody. The change comes
 * back with the lead and its history, where it is recorded; the outcome is announced.
 */
export function AssigneeField({
  lead,
  onUpdate,
}: {
  lead: LeadDetail;
  onUpdate: (answer: LeadWithHistory) => void;
}) {
  const { t } = useTranslation('staff');
  const { me } = useStaffSession();
  const [users, setUsers] = useState<StaffUserList['users']>([]);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState('');
  useEffect(() => {
    let current = true;
    staffFetch<StaffUserList>(STAFF_API.users).then(
      (answer) => current && setUsers(answer.users),
      () => {
        // Only the current assignee and "Nobody" are offered.
      },
    );
    return () => {
      current = false;
    };
  }, []);
  const options = [
    { value: '', label: t('assign.nobody') },
    ...users.map((user) => ({
      value: user.id,
      label:
        user.id === me.user.id
          ? t('assign.you', { name: user.name || user.email })
          : user.name || user.email,
    })),
  ];
  if (lead.assignee && !users.some((user) => user.id === lead.assignee!.id)) {
    options.push({ value: lead.assignee.id, label: lead.assignee.name });
  }
  async function assign(value: string) {
    setBusy(true);
    setOutcome('');
    try {
      const answer = await staffFetch<LeadWithHistory>(STAFF_API.leadAssignee(lead.id), {
        method: 'PUT',
        body: { assigneeId: value || null },
      });
      onUpdate(answer);
      setOutcome(
        answer.lead.assignee
          ? t('assign.done', { name: answer.lead.assignee.name })
          : t('assign.cleared'),
      );
    } catch {
      setOutcome(t('assign.failed'));
    } finally {
      setBusy(false);
    }
  }
  return (
    <>
      <SelectField
        label={t('assign.label')}
        name="assignee"
        value={lead.assignee?.id ?? ''}
        disabled={busy}
        options={options}
        onChange={(event) => void assign(event.currentTarget.value)}
      />
      <Text size="small" tone="muted" role="status">
        {outcome}
      </Text>
    </>
  );
}
