import type { PlannerContext } from '@shared/planner';

/**
 * The context of a fresh project: the Supabase-style baseline database,
 * a repository with only main, and a site with no deploys yet.
 */
export function baselineContext(): PlannerContext {
  return {
    database: {
      tables: [
        {
          name: 'profiles',
          rls: true,
          rowCount: 0,
          // As the real project baseline (src/server/services/project-db/baseline-sql.ts) has it.
          columns: [
            { name: 'id', type: 'uuid', nullable: false, default: null },
            { name: 'updated_at', type: 'timestamp with time zone', nullable: true, default: null },
            { name: 'username', type: 'text', nullable: true, default: null, unique: true },
            { name: 'first_name', type: 'text', nullable: true, default: null },
            { name: 'last_name', type: 'text', nullable: true, default: null },
            { name: 'avatar_url', type: 'text', nullable: true, default: null },
            { name: 'website', type: 'text', nullable: true, default: null },
          ],
          policies: [
            {
              name: 'Profiles are visible to their owner',
              command: 'SELECT',
              roles: ['authenticated'],
            },
            {
              name: 'Users can create their own profile',
              command: 'INSERT',
              roles: ['authenticated'],
            },
            {
              name: 'Users can update their own profile',
              command: 'UPDATE',
              roles: ['authenticated'],
            },
          ],
          indexes: [],
          foreignKeys: [
            { columns: ['id'], references: { schema: 'auth', table: 'users', columns: ['id'] } },
          ],
        },
      ],
      buckets: [],
    },
    git: {
      current: 'main',
      defaultBranch: 'main',
      branches: [{ name: 'main', sha: '0f1e2d3c4b5a69788796a5b4c3d2e1f00f1e2d3c' }],
      collaborators: [],
      pullRequests: [],
    },
    hosting: {
      url: 'http://demo.localhost:3000/',
      deploys: [],
      env: [],
      domains: [],
      exists: true,
    },
  };
}
