import { useState } from 'react';
import type { Role } from '@shared/constants/roles';
import type { AccessRequest } from '@shared/contracts/team';
import { Button } from '@client/components/ui/button';
import { NativeSelect } from '@client/components/ui/native-select';

type JoinRole = Exclude<Role, 'owner'>;

function RequestRow({
  request,
  busy,
  onApprove,
  onDecline,
}: {
  request: AccessRequest;
  busy: boolean;
  onApprove: (role: JoinRole) => void;
  onDecline: () => void;
}) {
  const [role, setRole] = useState<JoinRole>('viewer');
  const name = [request.firstName, request.lastName].filter(Boolean).join(' ') || request.email;
  return (
    <li
      data-testid="access-request"
      className="flex flex-wrap items-center justify-between gap-2 p-3 text-sm"
    >
      <span>
        <span className="font-medium">{name}</span>{' '}
        <span className="text-muted-foreground">({request.email})</span> asked to join
      </span>
      <span className="flex gap-2">
        <NativeSelect
          aria-label={`Role for ${name}`}
          className="w-28"
          value={role}
          onChange={(e) => setRole(e.target.value as JoinRole)}
        >
          <option value="admin">Admin</option>
          <option value="editor">Editor</option>
          <option value="viewer">Viewer</option>
        </NativeSelect>
        <Button
          size="sm"
          disabled={busy}
          onClick={() => onApprove(role)}
          aria-label={`Approve ${name}`}
        >
          Approve
        </Button>
        <Button
          size="sm"
          variant="outline"
          disabled={busy}
          onClick={onDecline}
          aria-label={`Decline ${name}`}
        >
          Decline
        </Button>
      </span>
    </li>
  );
}

/** People who asked to join through the share link. */
export function AccessRequests({
  requests,
  busy,
  onApprove,
  onDecline,
}: {
  requests: AccessRequest[];
  busy: boolean;
  onApprove: (userId: string, role: JoinRole) => void;
  onDecline: (userId: string) => void;
}) {
  if (requests.length === 0) return null;
  return (
    <ul className="flex flex-col divide-y rounded-xl border" aria-label="Requests to join">
      {requests.map((request) => (
        <RequestRow
          key={request.userId}
          request={request}
          busy={busy}
          onApprove={(role) => onApprove(request.userId, role)}
          onDecline={() => onDecline(request.userId)}
        />
      ))}
    </ul>
  );
}
