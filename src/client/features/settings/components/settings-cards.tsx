import { Link } from 'react-router';
import { Bell, Database, Palette, SlidersHorizontal, type LucideIcon } from 'lucide-react';

const CARDS: { to: string; title: string; text: string; icon: LucideIcon }[] = [
  {
    to: '/settings/advanced',
    title: 'Advanced',
    text: "Your project's connections: database, GitHub and Netlify.",
    icon: SlidersHorizontal,
  },
  {
    to: '/settings/database',
    title: 'Database',
    text: 'Connection facts, size and tables of a project database.',
    icon: Database,
  },
  {
    to: '/settings/notifications',
    title: 'Notifications',
    text: 'Choose which events send you an alert.',
    icon: Bell,
  },
  {
    to: '/settings/appearance',
    title: 'Appearance',
    text: 'Light, Dark, or follow your computer.',
    icon: Palette,
  },
];

/** The four cards of the settings hub, each a link to its page. */
export function SettingsCards() {
  return (
    <ul
      className="grid gap-3 sm:grid-cols-2"
      aria-label="Settings pages"
      data-demo="settings-cards"
    >
      {CARDS.map(({ to, title, text, icon: Icon }) => (
        <li key={to}>
          <Link
            to={to}
            className="flex h-full flex-col gap-2 rounded-xl border bg-card p-5 text-card-foreground shadow-sm transition-colors hover:bg-accent"
          >
            <Icon aria-hidden="true" className="size-5 text-primary" />
            <span className="font-semibold">{title}</span>
            <span className="text-sm text-muted-foreground">{text}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
