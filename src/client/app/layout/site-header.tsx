import { Suspense, lazy, useState } from 'react';
import { Link } from 'react-router';
import { Menu } from 'lucide-react';
import { Button } from '@client/components/ui/button';
import { ConnectionIndicator } from '@client/features/connection/components/connection-indicator';
import { useSession } from '@client/features/auth/hooks/use-session';
import { ThemeToggle } from '@client/features/theme/components/theme-toggle';
import { AuthButton } from './auth-button';
import { LogoMark } from './logo-mark';
import { NavMenuButton } from './nav-menu-button';

// Radix menus are only needed after sign-in or a tap on the hamburger, so they stay out of the first load.
const loadNavDropdown = () => import('./nav-dropdown');
const loadMobileMenu = () => import('./mobile-menu');
const NavDropdown = lazy(() => loadNavDropdown().then((m) => ({ default: m.NavDropdown })));
const MobileMenu = lazy(() => loadMobileMenu().then((m) => ({ default: m.MobileMenu })));
const NotificationBell = lazy(() =>
  import('@client/features/notifications/components/notification-bell').then((m) => ({
    default: m.NotificationBell,
  })),
);

/** The keys that open a Radix menu from its trigger. */
const MENU_KEYS = new Set(['Enter', ' ', 'ArrowDown']);

export function SiteHeader() {
  const { user } = useSession();
  const [menuOpen, setMenuOpen] = useState(false);
  const [menuWanted, setMenuWanted] = useState(false);
  // The menu's code (Radix and its positioning) loads on first use, not with every page.
  const [navWanted, setNavWanted] = useState(false);

  return (
    <header className="fixed inset-x-0 top-0 z-40 h-16 border-b bg-background/90 backdrop-blur-md">
      <div className="mx-auto flex h-full max-w-6xl items-center gap-3 px-4 sm:px-6">
        <Link to="/" className="flex shrink-0 items-center gap-2 rounded-md font-semibold">
          <LogoMark className="size-7" />
          <span>Bridge Studio</span>
        </Link>
        <ConnectionIndicator className="ml-auto md:ml-6" />
        <div className="ml-auto hidden items-center gap-2 md:flex">
          {user ? (
            <nav aria-label="Main">
              {navWanted ? (
                <Suspense fallback={<NavMenuButton aria-busy="true" />}>
                  <NavDropdown />
                </Suspense>
              ) : (
                <NavMenuButton
                  aria-expanded={false}
                  onPointerEnter={() => void loadNavDropdown()}
                  onFocus={() => void loadNavDropdown()}
                  onClick={() => setNavWanted(true)}
                  onKeyDown={(event) => {
                    if (MENU_KEYS.has(event.key)) setNavWanted(true);
                  }}
                />
              )}
            </nav>
          ) : null}
          <ThemeToggle />
          <AuthButton />
        </div>
        {user ? (
          <Suspense fallback={null}>
            <NotificationBell />
          </Suspense>
        ) : null}
        <Button
          variant="ghost"
          size="icon"
          className="md:hidden"
          aria-label="Open menu"
          aria-haspopup="dialog"
          aria-expanded={menuOpen}
          data-testid="mobile-menu-button"
          onPointerEnter={() => void loadMobileMenu()}
          onFocus={() => void loadMobileMenu()}
          onClick={() => {
            setMenuWanted(true);
            setMenuOpen(true);
          }}
        >
          <Menu aria-hidden="true" />
        </Button>
        {menuWanted ? (
          <Suspense fallback={null}>
            <MobileMenu open={menuOpen} onOpenChange={setMenuOpen} signedIn={user !== null} />
          </Suspense>
        ) : null}
      </div>
    </header>
  );
}
