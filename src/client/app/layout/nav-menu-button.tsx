import type { ComponentProps } from 'react';
import { ChevronDown } from 'lucide-react';
import { Button } from '@client/components/ui/button';

/** The header's "Menu" button: the same look before and after the menu's code has loaded. */
export function NavMenuButton(props: ComponentProps<typeof Button>) {
  return (
    <Button variant="ghost" aria-haspopup="menu" data-testid="nav-menu" {...props}>
      Menu
      <ChevronDown aria-hidden="true" />
    </Button>
  );
}
