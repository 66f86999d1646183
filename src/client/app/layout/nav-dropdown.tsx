import { ChevronDown } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@client/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@client/components/ui/dropdown-menu';
import { NAV_ITEMS } from './nav-items';

/** The signed-in user's navigation dropdown (loaded on demand: anonymous visitors never need it). */
export function NavDropdown() {
  return (
    // Not modal: the rest of the page stays readable to assistive technology while the menu is open.
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" data-testid="nav-menu">
          Menu
          <ChevronDown aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        {NAV_ITEMS.map((item) => (
          <DropdownMenuItem key={item.to} asChild>
            <Link to={item.to}>{item.label}</Link>
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
