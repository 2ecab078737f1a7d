import { createHash } from 'node:crypto';
import { API_ENDPOINTS } from '@travel/schemas';
import { themeScript } from '@travel/ui/theme-script';
import type { ThirdParties } from '../config/load.ts';

export type CspDirectives = Record<string, string[]>;

const RECAPTCHA_ORIGINS = ['https://www.google.com', 'https://www.gstatic.com'];

/** What AdSense loads: its script, the frames ads render in, their images and beacons. */
const ADSENSE = {
  script: [
    'https://pagead2.googlesyndication.com',
    'https://partner.googleadservices.com',
    'https://tpc.googlesyndication.com',
    'https://www.googletagservices.com',
    'https://adservice.google.com',
    'https://*.adtrafficquality.google',
  ],
  frame: [
    'https://googleads.g.doubleclick.net',
    'https://tpc.googlesyndication.com',
    'https://www.google.com',
    'https://*.adtrafficquality.google',
  ],
  img: [
    'https://pagead2.googlesyndication.com',
    'https://*.googlesyndication.com',
    'https://*.doubleclick.net',
  ],
  connect: [
    'https://pagead2.googlesyndication.com',
    'https://*.adtrafficquality.google',
    'https://*.doubleclick.net',
  ],
};

/** `'sha256-…'`: the CSP source that allows one inline script with exactly this text. */
export function sha256Source(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/** The theme script in every page's <head> (`@travel/ui/theme-script`). */
export const THEME_SCRIPT_HASH = sha256Source(themeScript);

export interface CspOptions {
  thirdParties: ThirdParties;
  /** Production behind HTTPS: ask browsers to fetch http:// subresources over https. */
  upgradeInsecureRequests: boolean;
}

/**
 * The policy of every response. Scripts: our own files and, by hash, the page's inline scripts
 * only; no 'unsafe-inline' for scripts. Styles allow inline because vanilla-extract and React's
 * `style` attributes need it. Third parties appear only when the setting that loads them is set.
 */
export function cspDirectives(options: CspOptions, scriptHashes: string[] = []): CspDirectives {
  const { thirdParties } = options;
  const script = ["'self'", ...new Set([THEME_SCRIPT_HASH, ...scriptHashes])];
  const connect = ["'self'"];
  const frame = ["'self'"];
  const img = ["'self'", 'data:'];
  if (thirdParties.recaptcha) {
    script.push(...RECAPTCHA_ORIGINS);
    frame.push(...RECAPTCHA_ORIGINS);
    connect.push(...RECAPTCHA_ORIGINS);
  }
  if (thirdParties.adsense) {
    script.push(...ADSENSE.script);
    frame.push(...ADSENSE.frame);
    img.push(...ADSENSE.img);
    connect.push(...ADSENSE.connect);
  }
  if (thirdParties.mapEmbedOrigin) frame.push(thirdParties.mapEmbedOrigin);

  return {
    'default-src': ["'self'"],
    'script-src': [...new Set(script)],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': [...new Set(img)],
    'connect-src': [...new Set(connect)],
    'frame-src': [...new Set(frame)],
    'frame-ancestors': ["'none'"],
    'form-action': ["'self'"],
    'base-uri': ["'self'"],
    'object-src': ["'none'"],
    ...(options.upgradeInsecureRequests ? { 'upgrade-insecure-requests': [] } : {}),
    // Violations are reported to our endpoint (plugins/app/csp-report.ts): `report-to` names
    // the Reporting-Endpoints entry, `report-uri` serves browsers that lack it.
    'report-uri': [CSP_REPORT_PATH],
    'report-to': [CSP_REPORT_GROUP],
  };
}

/** Where browsers send Content-Security-Policy violation reports. */
export const CSP_REPORT_PATH = API_ENDPOINTS.cspReport;
/** The `Reporting-Endpoints` name of `CSP_REPORT_PATH`. */
export const CSP_REPORT_GROUP = 'csp';

export function serializeCsp(directives: CspDirectives): string {
  return Object.entries(directives)
    .map(([name, values]) => [name, ...values].join(' '))
    .join('; ');
}
