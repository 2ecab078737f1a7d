import { createInstance, type TFunction } from 'i18next';
import { DEFAULT_LANGUAGE, isLanguageCode, loadResources, type LanguageCode } from '@travel/i18n';

/** The agency's details every message ends with. */
export interface Agency {
  brand: string;
  phone: string;
  email: string;
  /** One line: street, city, region, postal code. */
  address: string;
  /** The public site, e.g. `https://www.example.com`. */
  origin: string;
}

export type EmailT = TFunction<'emails'>;

/** The `emails` dictionary of a language (English when it is not one of ours). */
export async function emailStrings(
  language: string | null | undefined,
  agency: Agency,
): Promise<{
  t: EmailT;
  language: LanguageCode;
}> {
  const code: LanguageCode = isLanguageCode(language) ? language : DEFAULT_LANGUAGE;
  const [own, english] = await Promise.all([
    loadResources(code),
    code === DEFAULT_LANGUAGE ? null : loadResources(DEFAULT_LANGUAGE),
  ]);
  const instance = createInstance();
  await instance.init({
    lng: code,
    fallbackLng: DEFAULT_LANGUAGE,
    ns: ['emails'],
    defaultNS: 'emails',
    resources: {
      [code]: { emails: own.emails ?? {} },
      ...(english ? { en: { emails: english.emails ?? {} } } : {}),
    },
    // React escapes what it renders; subjects are plain text.
    interpolation: { escapeValue: false, defaultVariables: { brand: agency.brand } },
    returnNull: false,
  });
  return { t: instance.getFixedT(code, 'emails') as EmailT, language: code };
}

/** Header text can never carry a line break (header injection): any CR/LF becomes a space. */
export function oneLine(text: string): string {
  // eslint-disable-next-line no-control-regex
  return text.replace(/[\r\n\u2028\u2029\u0000-\u001f\u007f]+/g, ' ').trim();
}
