import type { Service, ServiceChoice } from '@shared/contracts/plan';

export const SERVICE_LABELS: Record<Service, string> = {
  backend: 'Backend',
  git: 'Version control',
  hosting: 'Hosting',
};

export const SERVICE_CHOICES: { value: ServiceChoice; label: string }[] = [
  { value: 'auto', label: 'Auto (let the studio choose)' },
  { value: 'backend', label: SERVICE_LABELS.backend },
  { value: 'git', label: SERVICE_LABELS.git },
  { value: 'hosting', label: SERVICE_LABELS.hosting },
];
