import { ExternalLink } from 'lucide-react';
import type { ComponentPropsWithRef } from 'react';
import { cx } from '../../lib/cx.ts';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden.tsx';
import * as styles from './Link.css.ts';

export const linkTones = ['primary', 'standard', 'muted'] as const;
export type LinkTone = (typeof linkTones)[number];

/**
 * Class names of the link look, for router links:
 * `<RouterLink to="/visas" className={linkClassName({ tone: 'muted' })}>`.
 */
export const linkClassName: (options?: { tone?: LinkTone }) => string = styles.root;

type AnchorProps = Omit<ComponentPropsWithRef<'a'>, 'target'>;

interface InternalLink {
  external?: false;
  newTabLabel?: never;
}

interface ExternalLinkOptions {
  /** Opens in a new tab, safely (`rel="noopener noreferrer"`), with an icon saying so. */
  external: true;
  /** Screen-reader text telling that it opens a new tab, e.g. "(opens in a new tab)". */
  newTabLabel: string;
}

export type LinkProps = AnchorProps & {
  /** @default 'primary' */
  tone?: LinkTone;
} & (InternalLink | ExternalLinkOptions);

/** An underlined text link. `external` links open a new tab and say so. */
export function Link({ tone, external, newTabLabel, className, children, ...rest }: LinkProps) {
  return (
    <a
      {...rest}
      {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
      className={cx(linkClassName({ tone }), className)}
    >
      {children}
      {external ? (
        <>
          {/* Outside the hidden text, the space keeps "Embassy (opens in a new tab)" apart. */}{' '}
          <ExternalLink className={styles.externalIcon} aria-hidden="true" />
          <VisuallyHidden>{newTabLabel}</VisuallyHidden>
        </>
      ) : null}
    </a>
  );
}
