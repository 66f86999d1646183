import type { User } from '@shared/contracts/auth';
import type { ProjectApiResponse } from '@shared/contracts/project-api';
import { can } from '@shared/constants/roles';
import { notFound } from '../../lib/errors';
import { siteOrigin, type SitesAddress } from '../../services/hosting/site-urls';
import type { ProjectKeyStore } from '../../services/project-api/key-store';
import type { ProjectService } from '../projects/service';
import { studioApiUrl } from '../site-origin/api-paths';

/** What the studio shows about a project's Supabase-compatible API, by the caller's role. */
export function createProjectApiService(deps: {
  projects: Pick<ProjectService, 'access'>;
  keys: Pick<ProjectKeyStore, 'keysFor'>;
  sites: SitesAddress;
  publicUrl: string;
}) {
  return {
    /** URLs and anon key for every member; the service-role key only for those who manage settings. */
    async describe(user: User, projectId: string): Promise<ProjectApiResponse> {
      const { project, role } = await deps.projects.access(user, projectId, 'read');
      const keys = await deps.keys.keysFor(project.id);
      // Deleted between the two reads: answer as for any project that is not there.
      if (!keys) throw notFound('No project was found with that id.', 'project_not_found');
      const answer: ProjectApiResponse = {
        url: siteOrigin(deps.sites, project.slug),
        serverUrl: studioApiUrl(deps.publicUrl, project.slug),
        anonKey: keys.anonKey,
      };
      if (can(role, 'manageSettings')) answer.serviceRoleKey = keys.serviceRoleKey;
      return answer;
    },
  };
}

export type ProjectApiService = ReturnType<typeof createProjectApiService>;
