import type { IconName } from '@travel/catalog';
import {
  AwardIcon,
  ClockIcon,
  DollarSignIcon,
  GemIcon,
  GlobeIcon,
  HeadphonesIcon,
  HeartIcon,
  ShieldCheckIcon,
  SparklesIcon,
  type LucideIcon,
} from 'lucide-react';

/**
 * The icons of the catalog's trust claims (`trustClaims`), which the contact and flight
 * booking pages list. Only these are imported; an unmapped name falls back to Sparkles.
 */
const icons: Partial<Record<IconName, LucideIcon>> = {
  Award: AwardIcon,
  Clock: ClockIcon,
  DollarSign: DollarSignIcon,
  Gem: GemIcon,
  Globe: GlobeIcon,
  Headphones: HeadphonesIcon,
  Heart: HeartIcon,
  ShieldCheck: ShieldCheckIcon,
};

/** A decorative icon for a trust claim (the claim's title carries the meaning). */
export function TrustIcon({ name, className }: { name: IconName; className?: string }) {
  const Component = icons[name] ?? SparklesIcon;
  return <Component aria-hidden="true" focusable="false" className={className} />;
}
