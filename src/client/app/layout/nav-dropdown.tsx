import { Link } from 'react-router';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@client/components/ui/dropdown-menu';
import { NavMenuButton } from './nav-menu-button';
import { NAV_ITEMS } from './nav-items';

/** The signed-in user's navigation dropdown, loaded when first wanted; it opens as it arrives. */
export function NavDropdown() {
  return (
    // Not modal: the rest of the page stays readable to assistive technology while the menu is open.
    <DropdownMenu modal={false} defaultOpen>
      <DropdownMenuTrigger asChild>
        <NavMenuButton />
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
