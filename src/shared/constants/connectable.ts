// Apart from plan.ts so the settings pages can read it without loading zod (decision 036).
/** The services the studio connects through its own form instead of a plan. */
export const CONNECTABLE = ['github', 'netlify', 'database'] as const;
