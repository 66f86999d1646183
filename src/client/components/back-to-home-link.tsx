import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from './ui/button';

/** Every "Back to Home Studio" link goes to /. */
export function BackToHomeLink() {
  return (
    <Button asChild variant="ghost" size="sm" className="w-fit">
      <Link to="/">
        <ArrowLeft aria-hidden="true" />
        Back to Home Studio
      </Link>
    </Button>
  );
}
