/** The toast for a missing project name. */
export const PROJECT_NAME_REQUIRED = {
  title: 'Project name required',
  description: 'Please enter a name for your project.',
} as const;
