import { site } from '../site.ts';
import * as styles from './Logo.css.ts';

export interface LogoProps {
  /** Class of the brand name beside the star, e.g. to set it smaller where space is short. */
  nameClassName?: string;
  /** Class of the whole mark (star and name), e.g. to stack them where space is short. */
  className?: string;
}

/** The brand mark: a four-pointed north star beside the brand name. */
export function Logo({ nameClassName, className }: LogoProps = {}) {
  return (
    <span className={className ? `${styles.root} ${className}` : styles.root}>
      <svg className={styles.mark} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <circle cx="16" cy="16" r="15" className={styles.disc} />
        <path
          d="M16 4l2.6 9.4L28 16l-9.4 2.6L16 28l-2.6-9.4L4 16l9.4-2.6z"
          className={styles.star}
        />
      </svg>
      <span className={nameClassName ? `${styles.name} ${nameClassName}` : styles.name}>
        {site.brand}
      </span>
    </span>
  );
}
