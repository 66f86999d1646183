import { DEMO_STEP_MS } from '@shared/constants/timings';
import type { DemoStep } from './schemas';

/**
 * The guided demo's four stops. Each page marks the elements to highlight with
 * data-demo="<marker>".
 */
export const demoSteps: readonly DemoStep[] = [
  {
    id: 'home-studio',
    route: '/',
    channel: 'CH 1',
    title: 'Home Studio',
    description:
      'Start here: what Bridge Studio does, the services it connects, and where to begin building.',
    durationMs: DEMO_STEP_MS[0],
    highlights: ['hero', 'feature-cards', 'ecosystem-grid'],
  },
  {
    id: 'ai-agent',
    route: '/agent',
    channel: 'CH 2',
    title: 'AI Agent',
    description:
      'Type what you want in plain English. The agent shows a plan with its risk before anything changes, and the monitor keeps watch.',
    durationMs: DEMO_STEP_MS[1],
    highlights: ['agent-chat', 'system-health', 'agent-monitor'],
  },
  {
    id: 'analytics',
    route: '/overview',
    channel: 'CH 3',
    title: 'Analytics',
    description:
      'See how your projects are doing: operations run, deploys and how your backend is used.',
    durationMs: DEMO_STEP_MS[2],
    highlights: ['stat-tiles', 'usage-chart'],
  },
  {
    id: 'control-panel',
    route: '/settings',
    channel: 'CH 4',
    title: 'Control Panel',
    description:
      'Connect your own database, GitHub and Netlify, choose what notifies you, and switch between light and dark.',
    durationMs: DEMO_STEP_MS[3],
    highlights: ['settings-cards', 'connection-status'],
  },
];
