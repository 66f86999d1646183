import type { FeatureCard } from './schemas';

/** The six feature cards of the home page. */
export const homeFeatures: readonly FeatureCard[] = [
  {
    id: 'plain-english',
    title: 'Plain-English Interface',
    description:
      'Say what you want the way you would tell a colleague. Bridge Studio works out the technical steps.',
    icon: 'MessageSquareText',
  },
  {
    id: 'automatic-connection',
    title: 'Automatic Service Connection',
    description:
      'Your database, code and hosting are set up and linked for every project, with nothing to configure.',
    icon: 'Plug',
  },
  {
    id: 'built-in-security',
    title: 'Built-in Security',
    description:
      "Access rules keep each user's data private, risky changes need your confirmation, and keys are stored encrypted.",
    icon: 'ShieldCheck',
  },
  {
    id: 'one-click-deployment',
    title: 'One-Click Deployment',
    description:
      'Put your app online at a real address in one click, and go back to an earlier version just as fast.',
    icon: 'Rocket',
  },
  {
    id: 'non-tech-friendly',
    title: 'Non-Tech Friendly',
    description:
      'Every plan is explained in plain words before it runs. No code, no jargon, and help is always one search away.',
    icon: 'Smile',
  },
  {
    id: 'complete-ecosystem',
    title: 'Complete Ecosystem',
    description:
      'Build, secure, test, deploy and grow from one place, with more services joining as you need them.',
    icon: 'Network',
  },
];
