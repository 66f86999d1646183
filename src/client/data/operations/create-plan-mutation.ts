import { useMutation } from '@tanstack/react-query';
import type { Operation } from '@shared/contracts/operations';
import type { PlanAnswer, ServiceChoice } from '@shared/contracts/plan';
import { apiFetch } from '@client/lib/api-client';
import type { MutationHookOptions } from '../mutation-hook-options';

export interface PlanRequest {
  projectId: string;
  instruction: string;
  service: ServiceChoice;
}

/** The stored plan, or the studio's question or action when it made none. */
export type PlanReply = Operation | PlanAnswer;
export const isQuestionOrAction = (reply: PlanReply): reply is PlanAnswer =>
  'clarification' in reply || 'action' in reply;

export const createPlan = ({ projectId, instruction, service }: PlanRequest) =>
  apiFetch<{ plan: Operation } | PlanAnswer>(`/api/projects/${projectId}/plans`, {
    method: 'POST',
    body: { instruction, service },
  }).then((body): PlanReply => ('plan' in body ? body.plan : body));

/** Plans an instruction; nothing runs until the plan is executed. */
export const useCreatePlanMutation = (options: MutationHookOptions<PlanReply, PlanRequest> = {}) =>
  useMutation({ ...options, mutationFn: createPlan });
