import type { Risk } from '../contracts/plan';

/** Project roles and what each may do; the server enforces exactly this, the advanced page explains it. */
export const ROLES = ['owner', 'admin', 'editor', 'viewer'] as const;
export type Role = (typeof ROLES)[number];

export const PERMISSIONS = {
  read: ['owner', 'admin', 'editor', 'viewer'],
  plan: ['owner', 'admin', 'editor'],
  executeLowMedium: ['owner', 'admin', 'editor'],
  executeHigh: ['owner', 'admin'],
  controlMonitor: ['owner', 'admin', 'editor'],
  manageMembers: ['owner', 'admin'],
  manageSettings: ['owner', 'admin'],
  deleteProject: ['owner'],
} as const satisfies Record<string, readonly Role[]>;
export type Permission = keyof typeof PERMISSIONS;

export const can = (role: Role, permission: Permission) =>
  (PERMISSIONS[permission] as readonly Role[]).includes(role);

export const executePermission = (risk: Risk): Permission =>
  risk === 'high' ? 'executeHigh' : 'executeLowMedium';

/** Steps that do what a settings page does need that page's permission, whatever the plan's risk. */
const STEP_PERMISSIONS: Readonly<Record<string, { permission: Permission; what: string }>> = {
  'auth.setSignInMethod': { permission: 'manageSettings', what: 'change sign-in settings' },
  'auth.setPasswordMinLength': { permission: 'manageSettings', what: 'change sign-in settings' },
};

/** What running (or undoing) a plan needs beyond its risk: the first step the role may not take. */
export function stepRefusal(
  role: Role,
  steps: readonly { kind: string }[],
): { permission: Permission; what: string } | undefined {
  for (const step of steps) {
    const needed = STEP_PERMISSIONS[step.kind];
    if (needed && !can(role, needed.permission)) return needed;
  }
  return undefined;
}

export const ROLE_DESCRIPTIONS: Record<Role, string> = {
  owner: 'Full access, including billing, team management and deleting the project.',
  admin: 'Manages team members and project settings, and can run high-risk changes.',
  editor: 'Plans and runs everyday changes and deploys; high-risk changes need an admin.',
  viewer: 'Sees the project, its plans and its history, but cannot change anything.',
};
