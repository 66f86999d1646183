import { LogIn, LogOut } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { Button } from '@client/components/ui/button';
import { Skeleton } from '@client/components/ui/skeleton';
import { useSession } from '@client/features/auth/hooks/use-session';
import { useSignOut } from '@client/features/auth/hooks/use-sign-out';
import { cn } from '@client/lib/utils';

/** Sign In for visitors, Sign Out for signed-in users. `onDone` runs after it acts (closes a menu). */
export function AuthButton({ className, onDone }: { className?: string; onDone?: () => void }) {
  const { user, isLoading } = useSession();
  const navigate = useNavigate();
  const signOut = useSignOut(async () => {
    onDone?.();
    // flushSync: the page shows the navigation under way at once, before the session clears.
    await navigate('/', { flushSync: true });
  });

  if (isLoading) return <Skeleton className={cn('h-9 w-24', className)} />;
  if (!user) {
    return (
      <Button asChild size="sm" className={className}>
        <Link to="/auth" onClick={onDone}>
          <LogIn aria-hidden="true" />
          Sign In
        </Link>
      </Button>
    );
  }
  return (
    <Button
      size="sm"
      variant="outline"
      className={className}
      disabled={signOut.isPending}
      onClick={() => signOut.mutate()}
    >
      <LogOut aria-hidden="true" />
      Sign Out
    </Button>
  );
}
