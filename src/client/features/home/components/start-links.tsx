import { Link } from 'react-router';
import { ArrowRight, type LucideIcon } from 'lucide-react';
import { Button } from '@client/components/ui/button';

interface OutlineLink {
  to: string;
  label: string;
  icon: LucideIcon;
}

/** "Start Building Now" first, then the page's other ways in as outline buttons. */
export function StartLinks({ links }: { links: readonly OutlineLink[] }) {
  return (
    <div className="flex flex-wrap justify-center gap-3">
      <Button asChild size="lg">
        <Link to="/welcome">
          Start Building Now
          <ArrowRight aria-hidden="true" />
        </Link>
      </Button>
      {links.map(({ to, label, icon: Icon }) => (
        <Button key={to} asChild size="lg" variant="outline">
          <Link to={to}>
            <Icon aria-hidden="true" />
            {label}
          </Link>
        </Button>
      ))}
    </div>
  );
}
