import { useMutation } from '@tanstack/react-query';
import type { CodegenResponse, GeneratedCode } from '@shared/contracts/codegen';
import { apiFetch } from '@client/lib/api-client';
import type { MutationHookOptions } from '../mutation-hook-options';

export async function generateCode(prompt: string): Promise<GeneratedCode> {
  const { result } = await apiFetch<CodegenResponse>('/api/codegen', {
    method: 'POST',
    body: { prompt },
  });
  return result;
}

export const useGenerateCodeMutation = (options: MutationHookOptions<GeneratedCode, string> = {}) =>
  useMutation({ ...options, mutationFn: generateCode });
