import { NavLink } from 'react-router';
import { cn } from '@client/lib/utils';

/** The studio's four channels, in the order the guided demo tunes through them. */
export const CHANNELS = [
  { channel: 'CH 1', label: 'Home', to: '/' },
  { channel: 'CH 2', label: 'AI Agent', to: '/agent' },
  { channel: 'CH 3', label: 'Analytics', to: '/overview' },
  { channel: 'CH 4', label: 'Settings', to: '/settings' },
] as const;

/** TV-channel style switcher between the studio's main screens; the current one is lit. */
export function ChannelStrip() {
  return (
    <nav aria-label="Studio channels" className="overflow-x-auto">
      <ul className="flex w-max gap-1 rounded-xl border bg-card/60 p-1">
        {CHANNELS.map(({ channel, label, to }) => (
          <li key={to}>
            <NavLink
              to={to}
              end
              className={({ isActive }) =>
                cn(
                  'flex items-baseline gap-1.5 rounded-lg px-3 py-1.5 text-sm font-medium text-muted-foreground hover:bg-accent hover:text-accent-foreground',
                  isActive &&
                    'bg-primary text-primary-foreground hover:bg-primary hover:text-primary-foreground',
                )
              }
            >
              <span className="font-mono text-xs">{channel}</span>
              {label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
