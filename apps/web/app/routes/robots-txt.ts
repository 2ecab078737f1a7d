import { robotsTxt } from '../sections/sitemap/xml.ts';
import { site } from '../site.ts';

/** /robots.txt, a resource route prerendered to `robots.txt` in the client build. */
export function loader() {
  return new Response(robotsTxt(site.origin), {
    headers: { 'Content-Type': 'text/plain; charset=utf-8' },
  });
}
