import type { CodegenResponse, GeneratedCode } from '@shared/contracts/codegen';
import { apiFetch } from '@client/lib/api-client';

export async function generateCode(prompt: string): Promise<GeneratedCode> {
  const { result } = await apiFetch<CodegenResponse>('/api/codegen', {
    method: 'POST',
    body: { prompt },
  });
  return result;
}
