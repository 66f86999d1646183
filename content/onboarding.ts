import type { OnboardingStep } from './schemas';

/** The Welcome hub's Get Started steps; only deploy may be skipped. */
export const onboardingSteps: readonly OnboardingStep[] = [
  {
    id: 'demo',
    title: 'Watch the guided demo',
    description: 'A short tour of the four studio channels, so you know where everything lives.',
    actionLabel: 'Start Demo',
    optional: false,
    icon: 'CirclePlay',
  },
  {
    id: 'project',
    title: 'Create your first project',
    description:
      'Start empty or from a template. Your project gets its own database, code and hosting.',
    actionLabel: 'Create Project',
    optional: false,
    icon: 'FolderPlus',
  },
  {
    id: 'integrations',
    title: 'Connect your services',
    description:
      'See how your project talks to its database, code and hosting, and link your own accounts if you like.',
    actionLabel: 'Open Integrations',
    optional: false,
    icon: 'Plug',
  },
  {
    id: 'deploy',
    title: 'Put your app online',
    description:
      'Publish your project at a live address. You can do this later, whenever you are ready.',
    actionLabel: 'Deploy Now',
    optional: true,
    icon: 'Rocket',
  },
];
