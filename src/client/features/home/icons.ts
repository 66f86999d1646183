import {
  Bitcoin,
  Blocks,
  Bot,
  CreditCard,
  Database,
  GitBranch,
  Globe,
  Image,
  Mail,
  MessageSquareText,
  MessagesSquare,
  Network,
  Plug,
  Rocket,
  ScanSearch,
  ShieldCheck,
  Smile,
  UserCog,
  type LucideIcon,
} from 'lucide-react';
import type { IconName } from '@content/schemas';

/** The icons the home page's content names (feature cards and ecosystem services). */
export const HOME_ICONS: Partial<Record<IconName, LucideIcon>> = {
  Bitcoin,
  Blocks,
  Bot,
  CreditCard,
  Database,
  GitBranch,
  Globe,
  Image,
  Mail,
  MessageSquareText,
  MessagesSquare,
  Network,
  Plug,
  Rocket,
  ScanSearch,
  ShieldCheck,
  Smile,
  UserCog,
};

/** Looks an icon up by the name the content gives (a map lookup, so no component is created in render). */
export const homeIcon = (name: IconName): LucideIcon => HOME_ICONS[name] ?? Blocks;
