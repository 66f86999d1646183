import { NavLink } from 'react-router';
import {
  Sheet,
  SheetContent,
  SheetDescription,
  SheetHeader,
  SheetTitle,
} from '@client/components/ui/sheet';
import { ThemeToggle } from '@client/features/theme/components/theme-toggle';
import { cn } from '@client/lib/utils';
import { AuthButton } from './auth-button';
import { NAV_ITEMS } from './nav-items';

export interface MobileMenuProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  signedIn: boolean;
}

/** The small-screen menu: the same items as the header, in a sheet (loaded on first open). */
export function MobileMenu({ open, onOpenChange, signedIn }: MobileMenuProps) {
  const close = () => onOpenChange(false);
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent side="right" data-testid="mobile-menu">
        <SheetHeader>
          <SheetTitle>Menu</SheetTitle>
          <SheetDescription>Move around Bridge Studio.</SheetDescription>
        </SheetHeader>
        {signedIn ? (
          <nav aria-label="Mobile" className="px-2">
            <ul className="flex flex-col gap-1">
              {NAV_ITEMS.map((item) => (
                <li key={item.to}>
                  <NavLink
                    to={item.to}
                    end
                    onClick={close}
                    className={({ isActive }) =>
                      cn(
                        'block rounded-md px-3 py-2 text-sm font-medium hover:bg-accent hover:text-accent-foreground',
                        isActive && 'bg-accent text-accent-foreground',
                      )
                    }
                  >
                    {item.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
        <div className="flex items-center justify-between gap-2 border-t px-4 pt-4">
          <span className="text-sm">Theme</span>
          <ThemeToggle />
        </div>
        <div className="px-4 pb-4">
          <AuthButton className="w-full" onDone={close} />
        </div>
      </SheetContent>
    </Sheet>
  );
}
