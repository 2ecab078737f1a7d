import { BackToTop } from './BackToTop.tsx';
import { ChatWidget } from './ChatWidget.tsx';
import { SiteFooter } from './SiteFooter.tsx';

/**
 * The end of every page: the footer, and the back-to-top and chat buttons floating over the
 * page. They hydrate after the rest of it, from code of their own (SiteShell.tsx).
 */
export function ShellEnd() {
  return (
    <>
      <SiteFooter />
      <BackToTop />
      <ChatWidget />
    </>
  );
}
