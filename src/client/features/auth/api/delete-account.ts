import type { DeleteAccountBody } from '@shared/contracts/account';
import { apiFetch } from '@client/lib/api-client';

export function deleteAccount(body: DeleteAccountBody): Promise<void> {
  return apiFetch<void>('/api/account', { method: 'DELETE', body });
}
