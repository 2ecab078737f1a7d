import { OUTCOME_PAGES, isFormErrorReason, type FORM_ERROR_REASONS } from '@travel/schemas';
import { buttonClassName } from '@travel/ui';
import { useTranslation } from 'react-i18next';
import { isolatedLtr } from '../lib/locale-format.ts';
import { useParams, useSearchParams, type MetaFunction } from 'react-router';
import { Link } from '../lib/localized.tsx';
import * as outcome from '../components/OutcomePage.css.ts';
import { OutcomePage } from '../components/OutcomePage.tsx';
import * as styles from '../components/StatusPage.css.ts';
import { i18n, pageStrings } from '../i18n.ts';
import { pageMeta } from '../lib/meta.ts';
import { useHydrated } from '../lib/useHydrated.ts';
import { site } from '../site.ts';
import type pagesStrings from '@travel/i18n/en/pages.json';

// This page's strings, in place before it first renders (`pageStrings`, i18n.ts).
export const handle = await pageStrings({ pages: () => import('@travel/i18n/en/pages.json') });

/**
 * Why a form sent without JavaScript was not taken, one prerendered path each (the API's 303,
 * `OUTCOME_PAGES.error` of @travel/schemas): /form-error/invalid, /form-error/rate-limited,
 * /form-error/unavailable, and /form-error for anything else. Each reason's strings:
 */
const REASONS = {
  invalid: 'invalid',
  'rate-limited': 'rateLimited',
  unavailable: 'unavailable',
} as const satisfies Record<Reason, string>;

type Reason = (typeof FORM_ERROR_REASONS)[number];

const isReason = isFormErrorReason;

type FieldName = keyof (typeof pagesStrings)['formError']['fieldNames'];

/** A field the page has a name for (the same keys in every language: each is complete). */
const isFieldName = (value: string): value is FieldName => {
  const bundle = (i18n.getResourceBundle(i18n.language, 'pages') ??
    i18n.getResourceBundle('en', 'pages')) as typeof pagesStrings;
  return Object.hasOwn(bundle.formError.fieldNames, value);
};

/**
 * The invalid fields the API names in `?fields=email,context.service`, as the page can name
 * them (`context.service` is part of what was asked about); others are left out.
 */
export function invalidFields(query: string | null): FieldName[] {
  const names = (query ?? '').split(',').map((field) => field.split('.')[0] ?? '');
  return [...new Set(names.filter(isFieldName))];
}

/**
 * The page the form was on, from `?from=`: a path of this site only, so that a link to this
 * page made elsewhere cannot send the visitor to another site.
 */
export function formPage(from: string | null): string | null {
  if (!from?.startsWith('/') || from.startsWith('//') || from.startsWith('/\\')) return null;
  const base = 'https://site.invalid';
  try {
    const url = new URL(from, base);
    return url.origin === base ? `${url.pathname}${url.search}` : null;
  } catch {
    return null;
  }
}

export const meta: MetaFunction = ({ params }) =>
  pageMeta({
    title: i18n.t('pages:formError.metaTitle', { brand: site.brand }),
    description: i18n.t('pages:formError.metaDescription'),
    path: OUTCOME_PAGES.error[isReason(params.reason) ? params.reason : 'other'],
    noindex: true,
  });

/**
 * Where a form sent without JavaScript lands when the server could not take it. The path
 * says why; the query (read once the page runs, so the prerendered HTML stays the same for
 * everyone) adds which fields to check and the way back to the form. The browser's Back
 * button keeps what was typed, so the text points there first.
 */
export default function FormError() {
  const { t, i18n } = useTranslation('pages');
  const { reason } = useParams();
  const [query] = useSearchParams();
  const hydrated = useHydrated();
  const strings = isReason(reason) ? REASONS[reason] : null;
  const fields = hydrated && strings === 'invalid' ? invalidFields(query.get('fields')) : [];
  const from = hydrated ? formPage(query.get('from')) : null;

  return (
    <OutcomePage
      tone="danger"
      title={strings ? t(`formError.${strings}.title`) : t('formError.title')}
      body={strings ? t(`formError.${strings}.body`) : t('formError.body')}
    >
      {fields.length > 0 ? (
        <div className={styles.body}>
          <p>{t('formError.invalid.fields')}</p>
          <ul className={outcome.fieldList}>
            {fields.map((field) => (
              <li key={field}>{t(`formError.fieldNames.${field}`)}</li>
            ))}
          </ul>
        </div>
      ) : null}
      <div className={styles.actions}>
        {from ? (
          <Link to={from} className={buttonClassName({})}>
            {t('formError.backToForm')}
          </Link>
        ) : null}
        <a href={`tel:${site.phoneHref}`} className={buttonClassName({ variant: 'secondary' })}>
          {t('formError.callUs', { phone: isolatedLtr(i18n.language, site.phone) })}
        </a>
        <a href={`mailto:${site.email}`} className={buttonClassName({ variant: 'ghost' })}>
          {t('formError.emailUs', { email: site.email })}
        </a>
      </div>
    </OutcomePage>
  );
}
