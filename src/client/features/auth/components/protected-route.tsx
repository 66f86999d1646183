import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation, useNavigation } from 'react-router';
import { Button } from '@client/components/ui/button';
import { Spinner } from '@client/components/ui/spinner';
import { useSession } from '../hooks/use-session';

/** Shows its children (or the nested routes) only to a signed-in user; anyone else goes to /auth. */
export function ProtectedRoute({ children }: { children?: ReactNode }) {
  const { user, isLoading, isError, refetch } = useSession();
  const location = useLocation();
  const navigation = useNavigation();

  if (isLoading) {
    return (
      <div className="flex min-h-[40vh] items-center justify-center">
        <Spinner />
      </div>
    );
  }
  if (isError) {
    return (
      <div
        role="alert"
        className="mx-auto flex max-w-md flex-col items-center gap-4 py-16 text-center"
      >
        <p>We could not check whether you are signed in. The server may be restarting.</p>
        <Button onClick={refetch}>Try again</Button>
      </div>
    );
  }
  // Signing out moves away first: let that navigation finish instead of sending the user to /auth.
  if (!user && navigation.state !== 'idle') return null;
  if (!user) {
    const from = `${location.pathname}${location.search}${location.hash}`;
    return <Navigate to="/auth" replace state={{ from }} />;
  }
  return children ?? <Outlet />;
}
