import { Suspense, lazy, useState } from 'react';
import type { ProjectEndUser } from '@shared/contracts/project-users';
import { LoadError } from '@client/components/load-error';
import { PageButtons, pageRange } from '@client/components/page-buttons';
import { HeadCell, ScrollTable } from '@client/components/scroll-table';
import { Button } from '@client/components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '@client/components/ui/card';
import { Skeleton } from '@client/components/ui/skeleton';
import { toast } from '@client/lib/toast';
import { useProjectUsersQuery } from '@client/data/project-users/project-users-query';
import { useSendPasswordResetMutation } from '@client/data/project-users/send-password-reset-mutation';

export const USERS_PAGE_SIZE = 50;

// The dialog (and Radix's dialog layer) loads when a user is about to be deleted.
const DeleteUserDialog = lazy(() =>
  import('./delete-user-dialog').then((m) => ({ default: m.DeleteUserDialog })),
);

const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString() : null);

/** The people who signed up to the founder's app, with delete and password reset for owners and admins. */
export function ProjectUsersTable({
  projectId,
  canManage,
}: {
  projectId: string;
  canManage: boolean;
}) {
  const [offset, setOffset] = useState(0);
  const [deleting, setDeleting] = useState<ProjectEndUser | null>(null);
  const query = useProjectUsersQuery(projectId, { limit: USERS_PAGE_SIZE, offset });
  const reset = useSendPasswordResetMutation();

  const sendReset = (user: ProjectEndUser) =>
    reset.mutate(
      { projectId, userId: user.id },
      {
        onSuccess: () =>
          toast.success(`A password reset e-mail is on its way to ${user.email ?? 'this user'}.`),
        onError: (error) => toast.error(error.message),
      },
    );

  let body;
  if (query.isPending)
    body = (
      <div role="status" aria-label="Loading your app's users" className="grid gap-2">
        <Skeleton className="h-8" />
        <Skeleton className="h-24" />
      </div>
    );
  else if (query.isError)
    body = (
      <LoadError
        message={`Your app’s users could not be loaded. ${query.error.message}`}
        onRetry={() => void query.refetch()}
      />
    );
  else if (query.data.total === 0)
    body = (
      <p
        className="rounded-lg border border-dashed p-6 text-center text-sm text-muted-foreground"
        data-testid="no-end-users"
      >
        No one has signed up yet. People appear here when they create an account in your app.
      </p>
    );
  else {
    const { users, total } = query.data;
    body = (
      <div className="grid min-w-0 gap-3">
        <p className="text-sm text-muted-foreground" data-testid="user-count">
          {pageRange(offset, users.length, total, ['user', 'users'])}
        </p>
        {!canManage ? (
          <p className="text-sm text-muted-foreground">
            An owner or admin can delete users or send them a password reset.
          </p>
        ) : null}
        <ScrollTable
          label="Your app's users"
          head={
            <>
              <HeadCell>Email</HeadCell>
              <HeadCell>Created</HeadCell>
              <HeadCell>Last sign-in</HeadCell>
              {canManage ? <HeadCell className="text-right">Actions</HeadCell> : null}
            </>
          }
        >
          {users.map((user) => (
            <tr key={user.id} className="border-t">
              <td className="whitespace-nowrap px-3 py-2">{user.email ?? 'No e-mail'}</td>
              <td className="whitespace-nowrap px-3 py-2">{when(user.createdAt) ?? '—'}</td>
              <td className="whitespace-nowrap px-3 py-2">{when(user.lastSignInAt) ?? 'never'}</td>
              {canManage ? (
                <td className="whitespace-nowrap px-3 py-1 text-right">
                  <Button
                    variant="ghost"
                    size="sm"
                    disabled={!user.email || reset.isPending}
                    onClick={() => sendReset(user)}
                    aria-label={`Send a password reset to ${user.email ?? 'this user'}`}
                  >
                    Send password reset
                  </Button>
                  <Button
                    variant="ghost"
                    size="sm"
                    onClick={() => setDeleting(user)}
                    aria-label={`Delete ${user.email ?? 'this user'}`}
                  >
                    Delete
                  </Button>
                </td>
              ) : null}
            </tr>
          ))}
        </ScrollTable>
        <PageButtons
          label="Pages of users"
          offset={offset}
          pageSize={USERS_PAGE_SIZE}
          total={total}
          onChange={setOffset}
        />
      </div>
    );
  }

  return (
    <Card className="min-w-0">
      <CardHeader>
        <CardTitle>Users of your app</CardTitle>
        <CardDescription>
          The people who created an account in your app, newest first.
        </CardDescription>
      </CardHeader>
      <CardContent className="min-w-0">{body}</CardContent>
      {deleting ? (
        <Suspense fallback={null}>
          <DeleteUserDialog
            projectId={projectId}
            user={deleting}
            onClose={() => setDeleting(null)}
          />
        </Suspense>
      ) : null}
    </Card>
  );
}
