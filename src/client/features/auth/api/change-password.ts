import type { ChangePasswordBody } from '@shared/contracts/account';
import { apiFetch } from '@client/lib/api-client';

export function changePassword(
  body: ChangePasswordBody,
): Promise<{ ok: true; endedSessions: number }> {
  return apiFetch('/api/account/password', { method: 'POST', body });
}
