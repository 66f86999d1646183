import type { ApproveFixResponse, MonitorState } from '@shared/contracts/monitor';
import { apiFetch } from '@client/lib/api-client';

const base = (projectId: string) => `/api/projects/${projectId}/monitor`;

/** Start, pause or check now: each answers with the new state. */
export function changeMonitor(
  projectId: string,
  action: 'start' | 'pause' | 'check',
): Promise<MonitorState> {
  return apiFetch<MonitorState>(`${base(projectId)}/${action}`, { method: 'POST' });
}

/** Runs the issue's prepared fix: this call is the user's approval. */
export function approveFix(
  projectId: string,
  issueId: string,
  confirm: boolean,
): Promise<ApproveFixResponse> {
  return apiFetch<ApproveFixResponse>(`${base(projectId)}/issues/${issueId}/fix`, {
    method: 'POST',
    body: confirm ? { confirm: true } : {},
  });
}

export function dismissIssue(projectId: string, issueId: string): Promise<MonitorState> {
  return apiFetch<MonitorState>(`${base(projectId)}/issues/${issueId}/dismiss`, { method: 'POST' });
}
