import { studioInstructions } from '@content/studio-instructions';
import type { Project } from '@shared/contracts/projects';
import { createPlan, isQuestionOrAction } from '@client/data/operations/create-plan-mutation';
import { executeOperation } from '@client/data/operations/execute-operation-mutation';
import { getProjects } from '@client/data/projects/projects-query';

export class NoProjectError extends Error {
  constructor() {
    super('Create a project first, then put it online.');
    this.name = 'NoProjectError';
  }
}

/**
 * Puts the user's newest project online the way the studio does: plan "deploy to production"
 * on the hosting service, then execute that plan.
 */
export async function deployLatestProject(): Promise<Project> {
  const project = (await getProjects())[0];
  if (!project) throw new NoProjectError();
  const plan = await createPlan({
    projectId: project.id,
    instruction: studioInstructions.publish.instruction,
    service: 'hosting',
  });
  if (isQuestionOrAction(plan))
    throw new Error('The deploy could not be planned. Open the studio to see what happened.');
  const answer = await executeOperation({ operation: plan, confirm: false });
  if (!answer.ok)
    throw new Error('The deploy did not finish. Open the studio to see what happened.');
  return project;
}
