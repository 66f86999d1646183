export const contactKeys = {
  all: ['contact'] as const,
  messages: () => [...contactKeys.all, 'messages'] as const,
};
