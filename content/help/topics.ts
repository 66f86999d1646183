import type { HelpCategory } from '../schemas';

/** The Help Center's three category cards; each topic opens the page that answers it. */
export const helpCategories: readonly HelpCategory[] = [
  {
    id: 'getting-started',
    title: 'Getting Started',
    description: 'Your first project, your first instruction and your first deploy.',
    icon: 'BookOpen',
    topics: [
      {
        id: 'first-project',
        title: 'Set up your first project',
        description: 'Follow the four steps on the Welcome page, from the demo to going live.',
        href: '/welcome',
      },
      {
        id: 'writing-instructions',
        title: 'Write instructions that work',
        description: 'Name things, ask for one change at a time and say who may see what.',
        href: '/help-library?q=instructions',
      },
      {
        id: 'reading-plans',
        title: 'Read a plan before you run it',
        description: 'What the explanation, warnings and risk level tell you.',
        href: '/help-library?q=plan',
      },
      {
        id: 'connect-services',
        title: 'Connect GitHub, Netlify or your database',
        description: 'Move a project onto your own accounts when you are ready.',
        href: '/integrations',
      },
    ],
  },
  {
    id: 'video-tutorials',
    title: 'Video Tutorials',
    description: 'Walkthroughs you can watch, pause and replay at your own pace.',
    icon: 'CirclePlay',
    topics: [
      {
        id: 'guided-tour',
        title: 'A guided tour of the studio',
        description: 'Watch the four channels of the studio play one after another.',
        href: '/demo',
      },
      {
        id: 'code-generation',
        title: 'Watch code being written from a sentence',
        description: 'Live Code Generation turns a description into a working component.',
        href: '/demo',
      },
      {
        id: 'complete-guide',
        title: 'From idea to live app, phase by phase',
        description: 'The build guide shows which service helps at each stage.',
        href: '/build-guide',
      },
    ],
  },
  {
    id: 'community-support',
    title: 'Community Support',
    description: 'Get help from our team and work together with yours.',
    icon: 'LifeBuoy',
    topics: [
      {
        id: 'ask-the-team',
        title: 'Ask the team a question',
        description: 'Tell us what you are building and where you are stuck.',
        href: '/contact',
      },
      {
        id: 'invite-team',
        title: 'Invite your team to a project',
        description: 'Give teammates a role, from viewer to admin.',
        href: '/advanced',
      },
      {
        id: 'share-templates',
        title: 'Create and share templates',
        description: 'Save a starting point of your own and export it for others.',
        href: '/advanced',
      },
    ],
  },
];
