import { ArrowUp } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as styles from './BackToTop.css.ts';

/** Past this many pixels of scroll the button appears (spec §9). */
export const BACK_TO_TOP_THRESHOLD = 300;

/**
 * Floating Back to top button (spec §2, §4). It steps aside while the site's footer is on
 * screen, so it never covers the footer's links and newsletter form.
 */
export function BackToTop() {
  const { t } = useTranslation();
  const [scrolled, setScrolled] = useState(false);
  const [overFooter, setOverFooter] = useState(false);

  useEffect(() => {
    const update = () => setScrolled(window.scrollY > BACK_TO_TOP_THRESHOLD);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);

  useEffect(() => {
    const footer = document.querySelector('footer[data-site-footer]');
    if (!footer || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(([entry]) =>
      setOverFooter(entry?.isIntersecting ?? false),
    );
    observer.observe(footer);
    return () => observer.disconnect();
  }, []);

  if (!scrolled || overFooter) return null;
  return (
    <button
      type="button"
      className={styles.button}
      aria-label={t('backToTop')}
      title={t('backToTop')}
      onClick={() => {
        const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
        window.scrollTo({ top: 0, behavior: reduce ? 'auto' : 'smooth' });
        // Keyboard users continue from the top of the page, not from the footer.
        document.getElementById('main')?.focus({ preventScroll: true });
      }}
    >
      <ArrowUp aria-hidden="true" size={20} />
    </button>
  );
}
