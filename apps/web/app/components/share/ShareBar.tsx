import { Link, Mail, Share2 } from 'lucide-react';
import {
  useId,
  useState,
  useSyncExternalStore,
  type ComponentType,
  type MouseEvent,
  type SVGProps,
} from 'react';
import { VisuallyHidden, buttonClassName } from '@travel/ui';
import { FacebookMark, LinkedInMark, PinterestMark, WhatsAppMark, XMark } from './brand-icons.tsx';
import * as styles from './ShareBar.css.ts';
import {
  SHARE_POPUP_HEIGHT,
  SHARE_POPUP_WIDTH,
  openSharePopup,
  shareNetworks,
  shareTargets,
  type ShareNetwork,
} from './share-targets.ts';

export { SHARE_POPUP_HEIGHT, SHARE_POPUP_WIDTH, openSharePopup, shareNetworks, shareTargets };
export type { ShareNetwork };

export const shareBarVariants = ['inline', 'stacked'] as const;
export type ShareBarVariant = (typeof shareBarVariants)[number];

export const shareNoticeVariants = ['default', 'destructive'] as const;
export type ShareNoticeVariant = (typeof shareNoticeVariants)[number];

/** A toast's title and description. */
export interface ShareMessage {
  title: string;
  description: string;
}

/** What `onNotify` receives: the app shows it as a toast. */
export interface ShareNotice extends ShareMessage {
  variant: ShareNoticeVariant;
}

/** Every visible and accessible string of the bar, from the app's dictionaries. */
export interface ShareBarLabels {
  /** E.g. "Share this article". */
  heading: string;
  /** Name of each network's link, e.g. "Share on Facebook". */
  shareOn: Record<ShareNetwork, string>;
  copyLink: string;
  /** The device's own share sheet, e.g. "Share…". */
  nativeShare: string;
  linkCopied: ShareMessage;
  copyFailed: ShareMessage;
}

/** English labels, for stories and as a model for the dictionaries. */
export const defaultShareBarLabels: ShareBarLabels = {
  heading: 'Share this article',
  shareOn: {
    twitter: 'Share on X',
    facebook: 'Share on Facebook',
    linkedin: 'Share on LinkedIn',
    pinterest: 'Share on Pinterest',
    whatsapp: 'Share on WhatsApp',
    mailto: 'Share by email',
  },
  copyLink: 'Copy link',
  nativeShare: 'Share…',
  linkCopied: { title: 'Link copied!', description: 'Share link copied to clipboard' },
  copyFailed: { title: 'Copy failed', description: 'Please copy the link manually' },
};

export interface ShareBarProps {
  /** Absolute URL of the page to share. */
  url: string;
  title: string;
  description?: string;
  /** Absolute URL of the page's image (Pinterest pins it). */
  image?: string;
  labels: ShareBarLabels;
  /** Raises a toast with the outcome of a copy. Without it the bar shows the outcome itself. */
  onNotify?: (notice: ShareNotice) => void;
  /**
   * `inline`: heading and icon buttons on one line. `stacked`: labelled buttons in a column.
   * @default 'inline'
   */
  variant?: ShareBarVariant;
  /** @default 2 */
  headingLevel?: 2 | 3 | 4;
  className?: string;
}

const icons: Record<ShareNetwork, ComponentType<SVGProps<SVGSVGElement>>> = {
  twitter: XMark,
  facebook: FacebookMark,
  linkedin: LinkedInMark,
  pinterest: PinterestMark,
  whatsapp: WhatsAppMark,
  mailto: Mail,
};

const noSubscription = () => () => {};
const hasNativeShare = () => typeof navigator.share === 'function';
// The server cannot know: render without the button, then add it on the client after
// hydration, so the markup never mismatches.
const noNativeShareOnServer = () => false;

/**
 * The share block of an article (spec §2 /blog/{slug}): links to six networks that open in a
 * 600 × 400 pop-up (and still work as plain links without JavaScript), the device's share
 * sheet where there is one, and Copy link.
 */
export function ShareBar({
  url,
  title,
  description,
  image,
  labels,
  onNotify,
  variant = 'inline',
  headingLevel = 2,
  className,
}: ShareBarProps) {
  const headingId = useId();
  const Heading = `h${headingLevel}` as const;
  const canShare = useSyncExternalStore(noSubscription, hasNativeShare, noNativeShareOnServer);
  const [status, setStatus] = useState('');
  const targets = shareTargets(url, title, description, image);
  const stacked = variant === 'stacked';
  const buttonClass = `${buttonClassName({ variant: 'secondary', fullWidth: stacked })} ${
    stacked ? styles.labelled : styles.iconOnly
  }`;

  const notify = (notice: ShareNotice) => {
    if (onNotify) onNotify(notice);
    else setStatus(`${notice.title} ${notice.description}`);
  };

  const copyLink = async () => {
    try {
      await navigator.clipboard.writeText(url);
      notify({ ...labels.linkCopied, variant: 'default' });
    } catch {
      // No clipboard (insecure context, denied permission): the visitor copies by hand.
      notify({ ...labels.copyFailed, variant: 'destructive' });
    }
  };

  const shareNatively = async () => {
    if (typeof navigator.share !== 'function') return copyLink();
    try {
      await navigator.share({ title, text: description, url });
    } catch (error) {
      // Closing the share sheet rejects with AbortError: that is a choice, not a failure
      // (a DOMException, which is not an Error in every realm: compare the name).
      if ((error as { name?: unknown } | null)?.name === 'AbortError') return;
      await copyLink();
    }
  };

  const openPopup = (event: MouseEvent<HTMLAnchorElement>) => {
    // Modified clicks keep the browser's own behaviour (new tab, new window).
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) {
      return;
    }
    event.preventDefault();
    openSharePopup(event.currentTarget.href);
  };

  const label = (text: string) => (stacked ? text : <VisuallyHidden>{text}</VisuallyHidden>);

  return (
    <section aria-labelledby={headingId} className={className}>
      <div className={styles.bar({ variant })}>
        <Heading id={headingId} className={styles.heading}>
          {labels.heading}
        </Heading>
        <ul className={styles.list({ variant })} role="list">
          {shareNetworks.map((network) => {
            const Icon = icons[network];
            const email = network === 'mailto';
            return (
              <li key={network}>
                <a
                  href={targets[network]}
                  // E-mail goes to the mail app: no pop-up, no empty tab left behind.
                  target={email ? undefined : '_blank'}
                  rel="noopener noreferrer"
                  onClick={email ? undefined : openPopup}
                  className={buttonClass}
                  title={stacked ? undefined : labels.shareOn[network]}
                  data-network={network}
                >
                  <Icon className={styles.icon} aria-hidden="true" />
                  {label(labels.shareOn[network])}
                </a>
              </li>
            );
          })}
          {canShare ? (
            <li>
              <button
                type="button"
                className={buttonClass}
                title={stacked ? undefined : labels.nativeShare}
                onClick={() => void shareNatively()}
              >
                <Share2 className={styles.icon} aria-hidden="true" />
                {label(labels.nativeShare)}
              </button>
            </li>
          ) : null}
          <li>
            <button
              type="button"
              className={buttonClass}
              title={stacked ? undefined : labels.copyLink}
              onClick={() => void copyLink()}
            >
              <Link className={styles.icon} aria-hidden="true" />
              {label(labels.copyLink)}
            </button>
          </li>
        </ul>
      </div>
      <p role="status" className={styles.status}>
        {status}
      </p>
    </section>
  );
}
