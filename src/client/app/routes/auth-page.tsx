import { Navigate, useLocation, useSearchParams } from 'react-router';
import { PageLayout } from '@client/components/page-layout';
import { Spinner } from '@client/components/ui/spinner';
import { AuthCard } from '@client/features/auth/components/auth-card';
import { useSession } from '@client/features/auth/hooks/use-session';
import { redirectTarget } from '@client/features/auth/redirect-target';

export function AuthPage() {
  const { user, isLoading } = useSession();
  const location = useLocation();
  const [params] = useSearchParams();

  // Signed in already, or just now: go where the user was heading (the dashboard by default).
  if (user) return <Navigate to={redirectTarget(location.state)} replace />;

  return (
    <PageLayout
      title="Sign in to Bridge Studio"
      documentTitle="Sign In"
      description="Sign in to your studio, or create a free account in under a minute."
      align="center"
    >
      {params.get('confirmation') === 'invalid' ? (
        <p role="alert" className="max-w-md rounded-md border bg-card p-3 text-sm">
          That confirmation link has expired or was already used. Sign in, or sign up again to get a
          new link.
        </p>
      ) : null}
      {params.get('unlock') === 'done' ? (
        <p role="status" className="max-w-md rounded-md border bg-card p-3 text-sm">
          The wait is over: sign in now. This browser will not be slowed down by others' attempts.
        </p>
      ) : null}
      {params.get('unlock') === 'invalid' ? (
        <p role="alert" className="max-w-md rounded-md border bg-card p-3 text-sm">
          That unlock link has expired or was already used. If sign-ins are still slowed down, a new
          link is sent when they start waiting again.
        </p>
      ) : null}
      {isLoading ? <Spinner /> : <AuthCard />}
    </PageLayout>
  );
}
