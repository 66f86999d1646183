import { useState } from 'react';
import type { Role } from '@shared/constants/roles';
import { Button } from '@client/components/ui/button';
import { Input } from '@client/components/ui/input';
import { Label } from '@client/components/ui/label';
import { NativeSelect } from '@client/components/ui/native-select';

type InviteRole = Exclude<Role, 'owner'>;

/** E-mail and role; the button stays disabled while the address is empty, so an empty invite cannot be sent. */
export function InviteForm({
  pending,
  onInvite,
}: {
  pending: boolean;
  onInvite: (email: string, role: InviteRole) => Promise<unknown>;
}) {
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<InviteRole>('editor');
  const empty = email.trim() === '';
  return (
    <form
      className="grid gap-3 sm:grid-cols-[1fr_10rem_auto] sm:items-end"
      onSubmit={(event) => {
        event.preventDefault();
        if (empty) return;
        void onInvite(email.trim(), role).then(
          () => setEmail(''),
          () => undefined,
        );
      }}
    >
      <div className="grid gap-2">
        <Label htmlFor="invite-email">E-mail address</Label>
        <Input
          id="invite-email"
          type="email"
          autoComplete="off"
          placeholder="teammate@example.com"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
      </div>
      <div className="grid gap-2">
        <Label htmlFor="invite-role">Role</Label>
        <NativeSelect
          id="invite-role"
          value={role}
          onChange={(event) => setRole(event.target.value as InviteRole)}
        >
          <option value="admin">Admin</option>
          <option value="editor">Editor</option>
          <option value="viewer">Viewer</option>
        </NativeSelect>
      </div>
      <Button type="submit" disabled={empty || pending}>
        {pending ? 'Sending…' : 'Send Invitation'}
      </Button>
    </form>
  );
}
