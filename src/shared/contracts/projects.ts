import { z } from 'zod';
import { ROLES } from '../constants/roles';

export const role = z.enum(ROLES);

const optionalText = (label: string, max: number) =>
  z.string().trim().max(max, `${label} is too long (at most ${max} characters).`).optional();

export const createProjectBody = z.object({
  name: z
    .string({ error: 'Please enter a name for your project.' })
    .trim()
    .min(1, 'Please enter a name for your project.')
    .max(100, 'Project names can be at most 100 characters.'),
  description: optionalText('The description', 2000),
  requirements: optionalText('The requirements', 4000),
  template: z.string().trim().max(100).optional(),
  /** One of the user's own templates (custom template creator); its files are added to the repository. */
  customTemplateId: z.string().uuid('That is not a template id.').optional(),
});
export type CreateProjectBody = z.infer<typeof createProjectBody>;

export const updateProjectBody = createProjectBody
  .pick({ name: true, description: true, requirements: true })
  .partial()
  .refine(
    (body) => Object.values(body).some((value) => value !== undefined),
    'Change at least one of the name, description or requirements.',
  );

export const connections = z.object({
  database: z.enum(['embedded', 'external']),
  git: z.enum(['local', 'github']),
  hosting: z.enum(['local', 'netlify']),
});

export const project = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  requirements: z.string().nullable(),
  template: z.string().nullable(),
  role,
  siteUrl: z.string(),
  connections,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Project = z.infer<typeof project>;

export const projectResponse = z.object({ project });

/** One of the founder's requirements: planned for approval (its operation), or why it could not be. */
export const requirementOutcome = z.object({
  instruction: z.string(),
  operationId: z.string().nullable(),
  reason: z.string().nullable(),
});
export type RequirementOutcome = z.infer<typeof requirementOutcome>;

/** What creating a project did beyond making it: the template's operations (already run) and the requirements' plans. */
export const projectSetup = z.object({
  operationIds: z.array(z.string()),
  requirements: z.array(requirementOutcome),
});
export type ProjectSetup = z.infer<typeof projectSetup>;

export const createProjectResponse = z.object({ project, setup: projectSetup });
export const projectListResponse = z.object({ projects: z.array(project) });
export const projectParams = z.object({ id: z.string().uuid('That is not a project id.') });

export const member = z.object({
  userId: z.string(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  role,
  joinedAt: z.string(),
  lastActiveAt: z.string().nullable(),
});
export type Member = z.infer<typeof member>;
export const memberListResponse = z.object({ members: z.array(member) });
export const memberParams = projectParams.extend({ userId: z.string().uuid() });
export const updateMemberBody = z.object({ role: role.exclude(['owner']) });
