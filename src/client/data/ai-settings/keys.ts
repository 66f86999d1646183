/** Query keys for the signed-in user's AI model settings. */
export const aiSettingsKeys = {
  all: ['ai-settings'] as const,
};
