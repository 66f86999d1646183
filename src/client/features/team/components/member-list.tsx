import type { Role } from '@shared/constants/roles';
import type { TeamMember } from '@shared/contracts/team';
import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import { NativeSelect } from '@client/components/ui/native-select';
import { cn } from '@client/lib/utils';

const STATUS = {
  online: { label: 'Online', dot: 'bg-success' },
  away: { label: 'Away', dot: 'bg-warning' },
  offline: { label: 'Offline', dot: 'bg-muted-foreground' },
} as const;

function lastActive(iso: string | null): string {
  if (!iso) return 'Not active yet';
  return `Last active ${new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' })}`;
}

const nameOf = (m: TeamMember) => [m.firstName, m.lastName].filter(Boolean).join(' ') || m.email;

/** The project's people; owners and admins can change roles and remove members (never the owner). */
export function MemberList({
  members,
  canManage,
  currentUserId,
  busy,
  onChangeRole,
  onRemove,
}: {
  members: TeamMember[];
  canManage: boolean;
  currentUserId: string | null;
  busy: boolean;
  onChangeRole: (userId: string, role: Exclude<Role, 'owner'>) => void;
  onRemove: (member: TeamMember) => void;
}) {
  return (
    <ul className="flex flex-col divide-y rounded-xl border" aria-label="Team members">
      {members.map((member) => {
        const manageable = canManage && member.role !== 'owner' && member.userId !== currentUserId;
        const name = nameOf(member);
        return (
          <li
            key={member.userId}
            data-testid="team-member"
            className="flex flex-wrap items-center justify-between gap-3 p-3"
          >
            <div className="flex flex-col gap-0.5">
              <span className="font-medium">
                {name}
                {member.userId === currentUserId ? (
                  <span className="text-muted-foreground"> (you)</span>
                ) : null}
              </span>
              <span className="text-xs text-muted-foreground">{member.email}</span>
              <span className="flex items-center gap-1.5 text-xs text-muted-foreground">
                <span
                  aria-hidden="true"
                  className={cn('inline-block size-2 rounded-full', STATUS[member.status].dot)}
                />
                {STATUS[member.status].label} · {lastActive(member.lastActiveAt)}
              </span>
            </div>
            <div className="flex items-center gap-2">
              {manageable ? (
                <>
                  <NativeSelect
                    aria-label={`Role of ${name}`}
                    className="w-28"
                    value={member.role}
                    disabled={busy}
                    onChange={(event) =>
                      onChangeRole(member.userId, event.target.value as Exclude<Role, 'owner'>)
                    }
                  >
                    <option value="admin">Admin</option>
                    <option value="editor">Editor</option>
                    <option value="viewer">Viewer</option>
                  </NativeSelect>
                  <Button
                    variant="outline"
                    size="sm"
                    disabled={busy}
                    onClick={() => onRemove(member)}
                    aria-label={`Remove ${name}`}
                  >
                    Remove
                  </Button>
                </>
              ) : (
                <Badge
                  variant={member.role === 'owner' ? 'default' : 'secondary'}
                  data-testid="member-role"
                >
                  {member.role}
                </Badge>
              )}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
