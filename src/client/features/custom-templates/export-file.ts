import type { CustomTemplate } from '@shared/contracts/custom-templates';

/** The JSON an export writes: the import reads the same shape back. */
export function exportFile(templates: CustomTemplate[]) {
  return { format: 'bridge-studio-templates' as const, version: 1 as const, templates };
}

/** Offers the templates as a .json download. */
export function downloadTemplates(templates: CustomTemplate[], fileName: string) {
  const blob = new Blob([JSON.stringify(exportFile(templates), null, 2)], {
    type: 'application/json',
  });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  URL.revokeObjectURL(url);
}

export const fileNameFor = (name: string) =>
  `${
    name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'template'
  }.json`;
