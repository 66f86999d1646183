/** The account's settings: the status line and which events it is told about. */
export const settingsKeys = {
  all: ['settings'] as const,
  status: () => [...settingsKeys.all, 'status'] as const,
  notifications: () => [...settingsKeys.all, 'notifications'] as const,
};
