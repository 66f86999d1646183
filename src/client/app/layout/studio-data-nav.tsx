import { NavLink } from 'react-router';
import { Database, LayoutDashboard, Users } from 'lucide-react';
import { cn } from '@client/lib/utils';

const LINKS = [
  { to: '/dashboard', label: 'Dashboard', icon: LayoutDashboard },
  { to: '/data', label: 'Data', icon: Database },
  { to: '/auth-users', label: 'Authentication', icon: Users },
] as const;

/** The studio's pages about a project's own data: its overview, its rows and files, its users. */
export function StudioDataNav() {
  return (
    <nav aria-label="Your app's data" className="flex flex-wrap gap-2">
      {LINKS.map(({ to, label, icon: Icon }) => (
        <NavLink
          key={to}
          to={to}
          className={({ isActive }) =>
            cn(
              'inline-flex h-9 items-center gap-2 rounded-md border px-3 text-sm font-medium hover:bg-accent focus-visible:outline-2 focus-visible:outline-ring',
              isActive && 'bg-primary text-primary-foreground hover:bg-primary/90',
            )
          }
        >
          <Icon aria-hidden="true" className="size-4" /> {label}
        </NavLink>
      ))}
    </nav>
  );
}
