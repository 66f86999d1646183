import { useMutation } from '@tanstack/react-query';
import type { Operation } from '@shared/contracts/operations';
import type { ServiceChoice } from '@shared/contracts/plan';
import { apiFetch } from '@client/lib/api-client';
import type { MutationHookOptions } from '../mutation-hook-options';

export interface PlanRequest {
  projectId: string;
  instruction: string;
  service: ServiceChoice;
}

export const createPlan = ({ projectId, instruction, service }: PlanRequest) =>
  apiFetch<{ plan: Operation }>(`/api/projects/${projectId}/plans`, {
    method: 'POST',
    body: { instruction, service },
  }).then((body) => body.plan);

/** Plans an instruction; nothing runs until the plan is executed. */
export const useCreatePlanMutation = (options: MutationHookOptions<Operation, PlanRequest> = {}) =>
  useMutation({ ...options, mutationFn: createPlan });
