import { Check, Minus } from 'lucide-react';
import { can, ROLE_DESCRIPTIONS, ROLES, type Permission } from '@shared/constants/roles';

const ROWS: [Permission, string][] = [
  ['read', 'See the project, its plans and history'],
  ['plan', 'Plan changes'],
  ['executeLowMedium', 'Run low- and medium-risk changes'],
  ['executeHigh', 'Run high-risk changes'],
  ['controlMonitor', 'Start, pause and act on the monitor'],
  ['manageSettings', 'Change connections and settings'],
  ['manageMembers', 'Invite people and change roles'],
  ['deleteProject', 'Delete the project'],
];
const title = (role: string) => role[0]!.toUpperCase() + role.slice(1);

/** What each role may do: drawn from the same table the server enforces. */
export function RolePermissions() {
  return (
    <div className="flex flex-col gap-3">
      <ul className="grid gap-2 sm:grid-cols-2">
        {ROLES.map((role) => (
          <li key={role} className="rounded-lg border p-3 text-sm">
            <span className="font-semibold">{title(role)}</span>: {ROLE_DESCRIPTIONS[role]}
          </li>
        ))}
      </ul>
      <div className="relative overflow-x-auto rounded-xl border">
        <table className="w-full text-sm">
          <caption className="sr-only">What each role may do</caption>
          <thead className="bg-muted/50">
            <tr>
              <th scope="col" className="px-3 py-2 text-left font-medium">
                Action
              </th>
              {ROLES.map((role) => (
                <th key={role} scope="col" className="px-3 py-2 text-center font-medium">
                  {title(role)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {ROWS.map(([permission, label]) => (
              <tr key={permission} className="border-t">
                <th scope="row" className="px-3 py-2 text-left font-normal">
                  {label}
                </th>
                {ROLES.map((role) => (
                  <td key={role} className="px-3 py-2 text-center">
                    {can(role, permission) ? (
                      <Check
                        role="img"
                        aria-label="Allowed"
                        className="mx-auto size-4 text-primary"
                      />
                    ) : (
                      <Minus
                        role="img"
                        aria-label="Not allowed"
                        className="mx-auto size-4 text-muted-foreground"
                      />
                    )}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
