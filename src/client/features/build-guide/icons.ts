import { ChartLine, FlaskConical, Hammer, Rocket, Shield, type LucideIcon } from 'lucide-react';
import type { IconName } from '@content/schemas';

/** The icons the build guide's phases name. */
const ICONS: Partial<Record<IconName, LucideIcon>> = {
  ChartLine,
  FlaskConical,
  Hammer,
  Rocket,
  Shield,
};

export const phaseIcon = (name: IconName): LucideIcon => ICONS[name] ?? Hammer;
