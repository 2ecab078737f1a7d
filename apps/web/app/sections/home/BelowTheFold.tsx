import { BlogSection, type BlogTeaser } from './BlogSection.tsx';
import type { HomeCatalog } from './catalog.server.ts';
import { ContactSection } from './ContactSection.tsx';
import { DestinationsSection } from './DestinationsSection.tsx';
import { ExperiencesSection } from './ExperiencesSection.tsx';
import { NewsletterSection } from './NewsletterSection.tsx';
import { ReviewsSection } from './ReviewsSection.tsx';
import { ServicesSection } from './ServicesSection.tsx';
import { ShopSection } from './ShopSection.tsx';
import { SocialSection } from './SocialSection.tsx';
import { TestimonialsSection } from './TestimonialsSection.tsx';
import { ToolsSection } from './ToolsSection.tsx';
import { TrustStrip } from './TrustStrip.tsx';

export interface BelowTheFoldProps {
  catalog: HomeCatalog;
  /** The newest articles; the blog section is left out when there are none. */
  posts: BlogTeaser[];
}

/**
 * The home page after its hero, in the spec's order (§2 Home): below the fold on every screen,
 * so it hydrates after the hero and the shell, from code of its own (routes/home.tsx).
 */
export function BelowTheFold({ catalog, posts }: BelowTheFoldProps) {
  return (
    <>
      <ServicesSection {...catalog} />
      <DestinationsSection {...catalog} />
      <ToolsSection {...catalog} />
      <TestimonialsSection {...catalog} />
      {posts.length > 0 ? <BlogSection posts={posts} /> : null}
      <ShopSection {...catalog} />
      <ExperiencesSection {...catalog} />
      <ReviewsSection {...catalog} />
      <NewsletterSection {...catalog} />
      <TrustStrip {...catalog} />
      <SocialSection {...catalog} />
      <ContactSection {...catalog} />
    </>
  );
}
