/** Where a project's team endpoints live. */
export const projectPath = (projectId: string) => `/api/projects/${encodeURIComponent(projectId)}`;

export const memberPath = (projectId: string, userId: string) =>
  `${projectPath(projectId)}/members/${encodeURIComponent(userId)}`;

export const accessRequestPath = (projectId: string, userId: string) =>
  `${projectPath(projectId)}/access-requests/${encodeURIComponent(userId)}`;
