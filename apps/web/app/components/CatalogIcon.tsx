import type { IconName } from '@travel/catalog';
import {
  AwardIcon,
  BadgeCheckIcon,
  BriefcaseIcon,
  Building2Icon,
  CakeIcon,
  CameraIcon,
  ChefHatIcon,
  ClipboardListIcon,
  ClockIcon,
  CrownIcon,
  DollarSignIcon,
  FileCheckIcon,
  GemIcon,
  GiftIcon,
  GlobeIcon,
  HandHeartIcon,
  HeadphonesIcon,
  HeartIcon,
  LandmarkIcon,
  LanguagesIcon,
  MessageCircleIcon,
  MoonIcon,
  MountainIcon,
  PartyPopperIcon,
  PhoneIcon,
  PlaneIcon,
  ScrollTextIcon,
  ShieldCheckIcon,
  ShieldIcon,
  SparklesIcon,
  StarIcon,
  TicketIcon,
  UsersIcon,
  type LucideIcon,
} from 'lucide-react';

/**
 * The catalog icons these pages draw. `@travel/ui`'s Icon set does not hold every name the
 * catalog uses (ChefHat, HandHeart, ScrollText …), so the lucide components are mapped here;
 * only these are imported, keeping the pages' chunk small. An unmapped name falls back to
 * Sparkles rather than breaking the page.
 */
const icons: Partial<Record<IconName, LucideIcon>> = {
  Award: AwardIcon,
  BadgeCheck: BadgeCheckIcon,
  Briefcase: BriefcaseIcon,
  Building2: Building2Icon,
  Cake: CakeIcon,
  Camera: CameraIcon,
  ChefHat: ChefHatIcon,
  ClipboardList: ClipboardListIcon,
  Clock: ClockIcon,
  Crown: CrownIcon,
  DollarSign: DollarSignIcon,
  FileCheck: FileCheckIcon,
  Gem: GemIcon,
  Gift: GiftIcon,
  Globe: GlobeIcon,
  HandHeart: HandHeartIcon,
  Headphones: HeadphonesIcon,
  Heart: HeartIcon,
  Landmark: LandmarkIcon,
  Languages: LanguagesIcon,
  MessageCircle: MessageCircleIcon,
  Moon: MoonIcon,
  Mountain: MountainIcon,
  PartyPopper: PartyPopperIcon,
  Phone: PhoneIcon,
  Plane: PlaneIcon,
  ScrollText: ScrollTextIcon,
  Shield: ShieldIcon,
  ShieldCheck: ShieldCheckIcon,
  Sparkles: SparklesIcon,
  Star: StarIcon,
  Ticket: TicketIcon,
  Users: UsersIcon,
};

export interface CatalogIconProps {
  name: IconName;
  className?: string;
}

/** A decorative icon named by a catalog entry (the text next to it carries the meaning). */
export function CatalogIcon({ name, className }: CatalogIconProps) {
  const Component = icons[name] ?? SparklesIcon;
  return <Component aria-hidden="true" focusable="false" className={className} />;
}
