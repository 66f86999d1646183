import { studioInstructions } from '@content/studio-instructions';
import type { Service } from '@shared/contracts/plan';

interface ToastText {
  title: string;
  description?: string;
}

export interface PanelCopy {
  tab: string;
  heading: string;
  placeholder: string;
  example: string;
  actionLabel: string;
  empty: ToastText;
  planned: ToastText;
  planFailed: ToastText;
  executed: ToastText;
  /** The run finished but the change did not happen. */
  runFailed: ToastText;
  /** The run could not be started or the server could not be reached. */
  runError: ToastText;
}

/** Every text of the three tabs. */
export const PANEL_COPY: Record<Service, PanelCopy> = {
  git: {
    tab: 'Version Control',
    heading: 'Version control',
    placeholder: `For example: ${studioInstructions.branch.instruction}`,
    example: studioInstructions.branch.instruction,
    actionLabel: 'Execute Operation',
    empty: {
      title: 'Instruction required',
      description: 'Please enter a version control operation instruction.',
    },
    planned: { title: 'Operation planned successfully' },
    planFailed: {
      title: 'Version control operation failed',
      description: 'Failed to process GitHub instruction.',
    },
    executed: { title: 'Operation executed' },
    runFailed: { title: 'Execution failed', description: 'Failed to execute operation.' },
    runError: { title: 'Execution error', description: 'Failed to execute GitHub operation.' },
  },
  hosting: {
    tab: 'Hosting',
    heading: 'Hosting',
    placeholder: `For example: ${studioInstructions.deployMain.instruction}`,
    example: studioInstructions.deployMain.instruction,
    actionLabel: 'Deploy Now',
    empty: { title: 'Instruction required', description: 'Please enter a deployment instruction.' },
    planned: { title: 'Deployment planned' },
    planFailed: {
      title: 'Hosting operation failed',
      description: 'Failed to process deployment instruction.',
    },
    executed: { title: 'Deployment successful', description: 'Your app is now live!' },
    runFailed: { title: 'Deployment failed', description: 'Failed to deploy application.' },
    runError: { title: 'Deployment error', description: 'Failed to execute deployment.' },
  },
  backend: {
    tab: 'Backend Schema',
    heading: 'Backend schema generator',
    placeholder: `For example: ${studioInstructions.firstTable.instruction}`,
    example: studioInstructions.firstTable.instruction,
    actionLabel: 'Apply Schema Changes',
    empty: {
      title: 'Instruction required',
      description: 'Please describe what database schema you need.',
    },
    planned: { title: 'Operation planned successfully' },
    planFailed: {
      title: 'Schema generation failed',
      description: 'Failed to process schema instruction.',
    },
    executed: { title: 'Schema created' },
    runFailed: { title: 'Execution failed', description: 'Failed to execute schema changes.' },
    runError: { title: 'Execution failed', description: 'Failed to execute schema changes.' },
  },
};
