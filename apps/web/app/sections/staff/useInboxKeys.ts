import { STAFF_API, type LeadWithHistory } from '@travel/schemas';
import { useEffect, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { useRevalidator } from 'react-router';
import { staffFetch } from './api.ts';

/** Whether a key press belongs to a field being typed in (no shortcut then). */
function typing(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'SELECT', 'TEXTAREA'].includes(target.tagName);
}

/**
 * The inbox from the keyboard (issue 28): `j`/`k` move to the next or previous lead's link,
 * `o` (or Enter, the link's own) opens it, `e` marks it answered, `?` shows the keys. What a
 * key did is announced in a status region (`announcement`).
 */
export function useInboxKeys(list: RefObject<HTMLUListElement | null>): {
  announcement: string;
  help: boolean;
  setHelp: (open: boolean) => void;
} {
  const { t } = useTranslation('staff');
  const revalidator = useRevalidator();
  const [announcement, setAnnouncement] = useState('');
  const [help, setHelp] = useState(false);
  useEffect(() => {
    function onKey(event: KeyboardEvent) {
      if (event.altKey || event.ctrlKey || event.metaKey || typing(event.target)) return;
      const links = [
        ...(list.current?.querySelectorAll<HTMLAnchorElement>('a[data-lead-id]') ?? []),
      ];
      if (links.length === 0) return;
      const index = links.findIndex((link) => link === document.activeElement);
      const current = index >= 0 ? links[index] : undefined;
      switch (event.key) {
        case 'j':
        case 'k': {
          event.preventDefault();
          const step = event.key === 'j' ? 1 : -1;
          const next = index < 0 ? 0 : Math.min(links.length - 1, Math.max(0, index + step));
          links[next]!.focus();
          setAnnouncement(t('keys.position', { position: next + 1, total: links.length }));
          return;
        }
        case 'o':
          if (current) {
            event.preventDefault();
            current.click();
          }
          return;
        case 'e': {
          if (!current) return;
          event.preventDefault();
          const id = current.dataset.leadId!;
          const name = current.textContent ?? '';
          staffFetch<LeadWithHistory>(STAFF_API.lead(id), {
            method: 'PATCH',
            body: { status: 'answered' },
          }).then(
            () => {
              setAnnouncement(t('keys.answered', { name }));
              void revalidator.revalidate();
            },
            () => setAnnouncement(t('actions.failed')),
          );
          return;
        }
        case '?':
          event.preventDefault();
          setHelp((open) => !open);
          return;
      }
    }
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [list, revalidator, t]);
  return { announcement, help, setHelp };
}
