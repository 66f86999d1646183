import { BookOpen, CirclePlay, LifeBuoy, type LucideIcon } from 'lucide-react';
import type { IconName } from '@content/schemas';

/** The icons the Help Center's categories name. */
const ICONS: Partial<Record<IconName, LucideIcon>> = { BookOpen, CirclePlay, LifeBuoy };

export const helpIcon = (name: IconName): LucideIcon => ICONS[name] ?? BookOpen;
