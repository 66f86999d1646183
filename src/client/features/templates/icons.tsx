import {
  Briefcase,
  LayoutDashboard,
  ListTodo,
  PenLine,
  ShoppingCart,
  Users,
  type LucideIcon,
} from 'lucide-react';
import type { IconName } from '@content/schemas';

/** The icons the templates name. */
const ICONS: Partial<Record<IconName, LucideIcon>> = {
  Briefcase,
  LayoutDashboard,
  ListTodo,
  PenLine,
  ShoppingCart,
  Users,
};

export function TemplateIcon({ name }: { name: IconName }) {
  const Icon = ICONS[name] ?? ListTodo;
  return <Icon aria-hidden="true" className="size-5" />;
}
