export const customTemplateKeys = { all: ['custom-templates'] as const };
