import type { IconName } from '@travel/catalog';
import {
  BabyIcon,
  CalendarDaysIcon,
  CalendarIcon,
  ClockIcon,
  CreditCardIcon,
  CrownIcon,
  GemIcon,
  HeartIcon,
  HourglassIcon,
  LandmarkIcon,
  MountainIcon,
  SparklesIcon,
  TreePalmIcon,
  UserIcon,
  UsersIcon,
  UtensilsCrossedIcon,
  WalletIcon,
  type LucideIcon,
} from 'lucide-react';

/**
 * The icons the quiz options name (`quizQuestions` in the catalog). `@travel/ui`'s Icon set
 * lacks several (TreePalm, Gem, Baby …), so the lucide components are mapped here; an unmapped
 * name falls back to Sparkles.
 */
const icons: Partial<Record<IconName, LucideIcon>> = {
  Baby: BabyIcon,
  Calendar: CalendarIcon,
  CalendarDays: CalendarDaysIcon,
  Clock: ClockIcon,
  CreditCard: CreditCardIcon,
  Crown: CrownIcon,
  Gem: GemIcon,
  Heart: HeartIcon,
  Hourglass: HourglassIcon,
  Landmark: LandmarkIcon,
  Mountain: MountainIcon,
  TreePalm: TreePalmIcon,
  User: UserIcon,
  Users: UsersIcon,
  UtensilsCrossed: UtensilsCrossedIcon,
  Wallet: WalletIcon,
};

/** A decorative option icon (the option's label carries the meaning). */
export function QuizIcon({ name, className }: { name: IconName; className?: string }) {
  const Component = icons[name] ?? SparklesIcon;
  return <Component aria-hidden="true" focusable="false" className={className} />;
}
