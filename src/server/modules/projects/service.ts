import { randomBytes } from 'node:crypto';
import type { CreateProjectBody, Member, Project, ProjectSetup } from '@shared/contracts/projects';
import { can, type Permission, type Role } from '@shared/constants/roles';
import type { PlanDefinition } from '@shared/constants/plans';
import type { User } from '@shared/contracts/auth';
import { AppError, badRequest, forbidden, notFound } from '../../lib/errors';
import type { ProjectRepository, ProjectRow } from './repository';
import { siteUrl, type SitesAddress } from '../../services/hosting/site-urls';

/** Creates and removes what a project owns outside the app database (database, repository, site). */
/** A file a project starts with, beyond its template's. */
export interface ExtraFile {
  path: string;
  content: string;
}

export interface ProjectResources {
  provision(project: ProjectRow, owner: User, extraFiles?: ExtraFile[]): Promise<void>;
  destroy(project: ProjectRow): Promise<void>;
  hasTemplate(templateId: string): boolean;
  /** A new password for the project's database, ending the sessions opened with the old one. */
  rotateDatabasePassword(project: ProjectRow): Promise<void>;
}

/** What runs after provisioning; it needs the operations, which need this service, so create() takes it. */
export interface ProjectSetupSteps {
  /** The ids of the operations that built the app; a throw undoes the create. */
  buildTemplate(user: User, project: ProjectRow): Promise<string[]>;
  planRequirements(user: User, project: ProjectRow): Promise<ProjectSetup['requirements']>;
}

export interface Entitlements {
  planFor(userId: string): Promise<PlanDefinition>;
}

export interface ProjectAccess {
  project: ProjectRow;
  role: Role;
}

const slugify = (name: string) =>
  name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40) || 'project';

/** Owners and admins are shown the database's password; when one leaves or is demoted, it changes. */
const SEES_DATABASE_PASSWORD: Permission = 'manageSettings';

const ACTIONS: Record<Permission, string> = {
  read: 'see this project',
  plan: 'plan changes',
  executeLowMedium: 'run changes',
  executeHigh: 'run high-risk changes',
  controlMonitor: 'start, pause or act on the monitor',
  manageMembers: 'manage the team',
  manageSettings: 'change project settings',
  deleteProject: 'delete this project',
};

export function createProjectService(deps: {
  repo: ProjectRepository;
  resources: ProjectResources;
  entitlements: Entitlements;
  sites: SitesAddress;
  /** The files of one of the user's custom templates, or null when it is not theirs. */
  customTemplateFiles?: (userId: string, templateId: string) => Promise<ExtraFile[] | null>;
  /** Projects one account may own on this server, whatever its plan (MAX_PROJECTS_PER_ACCOUNT). */
  maxProjectsPerAccount?: number;
}) {
  const { repo, resources } = deps;

  const toProject = (row: ProjectRow, role: Role): Project => ({
    id: row.id,
    slug: row.slug,
    name: row.name,
    description: row.description,
    requirements: row.requirements,
    template: row.template,
    role,
    siteUrl: siteUrl(deps.sites, row.slug),
    connections: {
      database: row.databaseUrlSealed ? 'external' : 'embedded',
      git: row.githubSealed ? 'github' : 'local',
      hosting: row.netlifySealed ? 'netlify' : 'local',
    },
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  });

  /** The project and the caller's role; 404 for strangers (no hint that it exists), 403 for a role too weak. */
  async function access(
    user: User,
    projectId: string,
    permission: Permission,
  ): Promise<ProjectAccess> {
    const found = await repo.findForMember(projectId, user.id);
    if (!found) throw notFound('No project was found with that id.', 'project_not_found');
    const role = found.role as Role;
    if (!can(role, permission)) {
      throw forbidden(
        `Your role on this project (${role}) does not allow you to ${ACTIONS[permission]}.`,
        'role_forbidden',
      );
    }
    return { project: found.project, role };
  }

  async function memberRole(projectId: string, memberId: string): Promise<Role> {
    const found = await repo.findForMember(projectId, memberId);
    if (!found) throw notFound('That person is not a member of this project.');
    return found.role as Role;
  }

  return {
    access,
    toProject,

    async list(user: User) {
      const rows = await repo.listForUser(user.id);
      return rows.map((r) => toProject(r.project, r.role));
    },

    async get(user: User, projectId: string) {
      const { project, role } = await access(user, projectId, 'read');
      return toProject(project, role);
    },

    /** `setup` builds the template's app once its resources exist and plans the requirements. */
    async create(
      user: User,
      body: CreateProjectBody,
      setup?: ProjectSetupSteps,
    ): Promise<{ project: Project; setup: ProjectSetup }> {
      if (body.template && !resources.hasTemplate(body.template)) {
        throw badRequest(`There is no template called "${body.template}".`, 'unknown_template');
      }
      const extraFiles = body.customTemplateId
        ? await deps.customTemplateFiles?.(user.id, body.customTemplateId)
        : [];
      if (!extraFiles) throw badRequest('That custom template was not found.', 'unknown_template');
      const plan = await deps.entitlements.planFor(user.id);
      // The operator's cap holds with or without payments: each project holds database connections.
      const serverCap = deps.maxProjectsPerAccount ?? Infinity;
      const planCap = plan.projectLimit ?? Infinity;
      const row = await repo.insertWithOwner(
        {
          slug: `${slugify(body.name)}-${randomBytes(3).toString('hex')}`,
          name: body.name,
          description: body.description || null,
          requirements: body.requirements || null,
          template: body.template ?? null,
          ownerId: user.id,
        },
        Math.min(serverCap, planCap),
      );
      if (!row)
        throw new AppError(
          403,
          'project_limit_reached',
          planCap <= serverCap
            ? `Your ${plan.name} plan includes ${planCap} projects and you have used them all. Upgrade to Bridge Builder for unlimited projects, or delete a project you no longer need.`
            : `This server allows ${serverCap} projects per account and you have used them all. Delete a project you no longer need, or ask the server's operator to raise the limit.`,
        );
      let operationIds: string[] = [];
      try {
        await resources.provision(row, user, extraFiles);
        operationIds = (await setup?.buildTemplate(user, row)) ?? [];
      } catch (error) {
        await repo.delete(row.id);
        await resources.destroy(row).catch(() => undefined);
        throw error;
      }
      const requirements = (await setup?.planRequirements(user, row)) ?? [];
      return { project: toProject(row, 'owner'), setup: { operationIds, requirements } };
    },

    async update(
      user: User,
      projectId: string,
      body: {
        name?: string | undefined;
        description?: string | undefined;
        requirements?: string | undefined;
      },
    ) {
      const { role } = await access(user, projectId, 'manageSettings');
      const row = await repo.update(projectId, body);
      return toProject(row, role);
    },

    async remove(user: User, projectId: string) {
      const { project } = await access(user, projectId, 'deleteProject');
      await repo.delete(projectId);
      await resources.destroy(project);
    },

    /** Everyone who should hear about the project's live events. */
    async memberIds(projectId: string) {
      return (await repo.listMembers(projectId)).map((m) => m.userId);
    },

    async members(user: User, projectId: string): Promise<Member[]> {
      await access(user, projectId, 'read');
      const rows = await repo.listMembers(projectId);
      return rows.map((r) => ({
        ...r,
        role: r.role,
        joinedAt: r.joinedAt.toISOString(),
        lastActiveAt: r.lastActiveAt?.toISOString() ?? null,
      }));
    },

    async setMemberRole(
      user: User,
      projectId: string,
      memberId: string,
      role: Exclude<Role, 'owner'>,
    ) {
      const { project } = await access(user, projectId, 'manageMembers');
      if (memberId === project.ownerId)
        throw forbidden('The owner’s role cannot be changed.', 'owner_fixed');
      const before = await memberRole(projectId, memberId);
      await repo.setMemberRole(projectId, memberId, role);
      if (can(before, SEES_DATABASE_PASSWORD) && !can(role, SEES_DATABASE_PASSWORD))
        await resources.rotateDatabasePassword(project);
    },

    async removeMember(user: User, projectId: string, memberId: string) {
      const { project } = await access(
        user,
        projectId,
        memberId === user.id ? 'read' : 'manageMembers',
      );
      if (memberId === project.ownerId)
        throw forbidden('The owner cannot be removed from their project.', 'owner_fixed');
      const before = await memberRole(projectId, memberId);
      await repo.removeMember(projectId, memberId);
      if (can(before, SEES_DATABASE_PASSWORD)) await resources.rotateDatabasePassword(project);
    },
  };
}

export type ProjectService = ReturnType<typeof createProjectService>;
