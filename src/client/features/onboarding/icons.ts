import { CirclePlay, FolderPlus, Plug, Rocket, type LucideIcon } from 'lucide-react';
import type { IconName } from '@content/schemas';

/** The icons the onboarding steps name. */
const ICONS: Partial<Record<IconName, LucideIcon>> = { CirclePlay, FolderPlus, Plug, Rocket };

export const onboardingIcon = (name: IconName): LucideIcon => ICONS[name] ?? CirclePlay;
