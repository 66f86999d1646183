import { z } from 'zod';
import { operationType, service } from '@shared/contracts/plan';

/**
 * Schemas for every content module. Data modules import only the types, so pages that render
 * content do not pull zod into their bundle; the unit tests parse every module with these.
 */

const text = z.string().trim().min(1);
const slug = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'kebab-case id');
/** An in-app link: a path on our own site, optionally with a query string. */
const internalHref = z.string().regex(/^\/[a-z0-9\-/]*(\?[a-z0-9=&-]+)?$/, 'internal path');

/** Every lucide-react icon the content names; the client maps each name to its component. */
export const ICON_NAMES = [
  'BookOpen',
  'Bitcoin',
  'Blocks',
  'Bot',
  'Briefcase',
  'ChartLine',
  'CirclePlay',
  'CreditCard',
  'Database',
  'FlaskConical',
  'FolderPlus',
  'GitBranch',
  'Globe',
  'Hammer',
  'Image',
  'LayoutDashboard',
  'LifeBuoy',
  'ListTodo',
  'Mail',
  'MessageSquareText',
  'MessagesSquare',
  'Network',
  'PenLine',
  'Plug',
  'Rocket',
  'ScanSearch',
  'Shield',
  'ShieldCheck',
  'ShoppingCart',
  'Smile',
  'UserCog',
  'Users',
] as const;
export const iconName = z.enum(ICON_NAMES);
export type IconName = z.infer<typeof iconName>;

// ---------------------------------------------------------------- help library

/** Long text: paragraphs separated by one blank line. */
const paragraphs = text.refine(
  (value) => !/\n{3,}/.test(value),
  'one blank line between paragraphs',
);

const names = z.array(text).min(1);
/** What running a plan leaves behind; a subset of tests/planner/expect.ts's Expect, checked by it. */
const planOutcome = z
  .object({
    tables: z.record(
      z.string(),
      z
        .object({
          /** Column name → type family (text, numeric, integer, boolean, date, timestamptz, uuid). */
          columns: z.record(z.string(), z.string()),
          rls: z.boolean(),
          policies: z.number().int(),
          defaults: z.record(z.string(), z.string()),
          /** Column → referenced table as schema.table. */
          foreignKeys: z.record(z.string(), z.string()),
          checks: names,
        })
        .partial(),
    ),
    buckets: names,
    branches: names,
    merged: z.array(z.object({ source: text, target: text })),
    deploys: z
      .object({
        count: z.number().int(),
        live: z.object({ branch: text, context: text }),
        latest: z.object({ branch: text, context: text }),
      })
      .partial(),
    env: z.record(z.string(), z.object({ value: text, context: text })),
    domains: names,
  })
  .partial()
  .strict();

/**
 * An instruction the product shows a founder to type, with the plan it describes. Items that hold
 * several run them in order on one project (tests/unit/content-instructions.test.ts and
 * tests/integration/content/instructions-plan.test.ts).
 */
export const plannedInstruction = z.object({
  instruction: text,
  /** Instructions the surrounding text takes as already run, such as the table it talks about. */
  given: z.array(text).optional(),
  plans: z.object({ service, type: operationType, outcome: planOutcome.optional() }),
});
export type PlannedInstruction = z.infer<typeof plannedInstruction>;

export const helpGuide = z.object({
  id: slug,
  type: z.literal('guide'),
  title: text,
  summary: text,
  content: paragraphs,
  /** The instructions the guide quotes for the founder to type, in the order it gives them. */
  instructions: z.array(plannedInstruction).optional(),
});
export type HelpGuide = z.infer<typeof helpGuide>;

export const helpExample = z.object({
  id: slug,
  type: z.literal('example'),
  title: text,
  summary: text,
  content: paragraphs,
  /** What the founder types into Bridge Studio, one instruction at a time. */
  instructions: z.array(plannedInstruction).min(1),
  /** Instructions the text suggests once the example is built, run after it on the same project. */
  tryNext: z.array(plannedInstruction).optional(),
});
export type HelpExample = z.infer<typeof helpExample>;

export const helpGlossaryEntry = z.object({
  id: slug,
  type: z.literal('glossary'),
  title: text,
  term: text,
  /** One plain-language sentence. */
  meaning: text,
  /** The longer explanation with an everyday comparison; searched with the title. */
  content: paragraphs,
  instructions: z.array(plannedInstruction).optional(),
});
export type HelpGlossaryEntry = z.infer<typeof helpGlossaryEntry>;

export const helpItem = z.discriminatedUnion('type', [helpGuide, helpExample, helpGlossaryEntry]);
export type HelpItem = z.infer<typeof helpItem>;
export const suggestedQuestion = z.object({
  id: slug,
  question: text,
  /** What goes into the search box when the question is clicked. */
  query: text,
});
export type SuggestedQuestion = z.infer<typeof suggestedQuestion>;

/** An instruction a founder might type; clicking the card puts it in the search box. */
export const examplePrompt = plannedInstruction.extend({ id: slug, title: text });
export type ExamplePrompt = z.infer<typeof examplePrompt>;

// ---------------------------------------------------------------- help center

export const helpTopic = z.object({ id: slug, title: text, description: text, href: internalHref });
export type HelpTopic = z.infer<typeof helpTopic>;

export const helpCategory = z.object({
  id: slug,
  title: text,
  description: text,
  icon: iconName,
  topics: z.array(helpTopic).min(3),
});
export type HelpCategory = z.infer<typeof helpCategory>;

export const faqEntry = z.object({ id: slug, question: text, answer: text });
export type FaqEntry = z.infer<typeof faqEntry>;

// ---------------------------------------------------------------- templates

export const TEMPLATE_IDS = [
  'todo-app',
  'blog-platform',
  'ecommerce-store',
  'dashboard-app',
  'social-app',
  'portfolio-site',
] as const;
export const templateId = z.enum(TEMPLATE_IDS);
export type TemplateId = z.infer<typeof templateId>;

export const TEMPLATE_CATEGORIES = [
  'productivity',
  'content',
  'ecommerce',
  'analytics',
  'social',
  'portfolio',
] as const;
export const templateCategory = z.enum(TEMPLATE_CATEGORIES);
export type TemplateCategory = z.infer<typeof templateCategory>;

export const DIFFICULTIES = ['beginner', 'intermediate', 'advanced'] as const;
export const difficulty = z.enum(DIFFICULTIES);
export type Difficulty = z.infer<typeof difficulty>;

/** The SQL a template's app needs, run as one database operation when a project starts from it. */
export const templateSchema = z.object({
  instruction: text,
  explanation: text,
  statements: z.array(text).min(1),
});
export type TemplateSchema = z.infer<typeof templateSchema>;

export const template = z.object({
  id: templateId,
  name: text,
  description: text,
  category: templateCategory,
  difficulty,
  features: z.array(text).min(1),
  icon: iconName,
  rating: z.number().min(4.5).max(4.9),
  downloads: z.number().int().nonnegative(),
  tags: z.array(text).min(1),
});
export type Template = z.infer<typeof template>;

/** The demo page's Project Builder card. */
export const projectBuilderTemplate = z.object({
  id: templateId,
  name: text,
  description: text,
  category: templateCategory,
  features: z.array(text).min(1),
  complexity: difficulty,
});
export type ProjectBuilderTemplate = z.infer<typeof projectBuilderTemplate>;

// ---------------------------------------------------------------- ecosystem and build guide

export const SERVICE_STATUSES = ['Available', 'Coming Soon', 'In Development'] as const;
export const serviceStatus = z.enum(SERVICE_STATUSES);
export type ServiceStatus = z.infer<typeof serviceStatus>;

export const SERVICE_CATEGORIES = ['Build', 'Secure', 'Test', 'Deploy', 'Scale'] as const;
export const serviceCategory = z.enum(SERVICE_CATEGORIES);
export type ServiceCategory = z.infer<typeof serviceCategory>;

export const ecosystemService = z.object({
  id: slug,
  name: text,
  description: text,
  /** Who runs it: a third party, or Bridge Studio itself. */
  provider: text,
  status: serviceStatus,
  category: serviceCategory,
  isAiPowered: z.boolean(),
  icon: iconName,
});
export type EcosystemService = z.infer<typeof ecosystemService>;

export const buildPhase = z.object({
  id: slug,
  name: serviceCategory,
  title: text,
  description: text,
  icon: iconName,
});
export type BuildPhase = z.infer<typeof buildPhase>;

export const buildServiceCard = z.object({
  id: slug,
  title: text,
  description: text,
  provider: text,
  phase: serviceCategory,
  status: serviceStatus,
  isAiPowered: z.boolean(),
  details: z.array(text).min(2),
});
export type BuildServiceCard = z.infer<typeof buildServiceCard>;

export const journeyStep = z.object({
  step: z.number().int().min(1),
  title: text,
  description: text,
});
export type JourneyStep = z.infer<typeof journeyStep>;

// ---------------------------------------------------------------- AI models

export const AI_MODEL_IDS = [
  'gpt-4-turbo',
  'claude-3-opus',
  'codellama-70b',
  'gemini-pro',
  'mistral-large',
] as const;
export const aiModelId = z.enum(AI_MODEL_IDS);
export type AiModelId = z.infer<typeof aiModelId>;

/** Scores run from 1 to 10 and higher is always better; for cost, higher means cheaper to run. */
const score = z.number().int().min(1).max(10);

export const aiModel = z.object({
  id: aiModelId,
  name: text,
  provider: text,
  description: text,
  capabilities: z.array(text).min(2),
  speed: score,
  accuracy: score,
  cost: score,
  specialty: z.enum(['general', 'code', 'design', 'database']),
  available: z.boolean(),
});
export type AiModel = z.infer<typeof aiModel>;

export const numberRange = z.object({
  min: z.number(),
  max: z.number(),
  step: z.number().positive(),
  default: z.number(),
});
export type NumberRange = z.infer<typeof numberRange>;

// ---------------------------------------------------------------- demo page and guided demo

export const demoExample = z.object({
  id: slug,
  title: text,
  input: text,
  output: text,
  language: z.enum(['tsx', 'typescript']),
  type: z.enum(['component', 'function', 'api', 'database']),
});
export type DemoExample = z.infer<typeof demoExample>;

export const ONBOARDING_STEP_IDS = ['demo', 'project', 'integrations', 'deploy'] as const;
export const onboardingStepId = z.enum(ONBOARDING_STEP_IDS);
export type OnboardingStepId = z.infer<typeof onboardingStepId>;

export const onboardingStep = z.object({
  id: onboardingStepId,
  title: text,
  description: text,
  actionLabel: text,
  optional: z.boolean(),
  icon: iconName,
});
export type OnboardingStep = z.infer<typeof onboardingStep>;

export const DEMO_ROUTES = ['/', '/agent', '/overview', '/settings'] as const;

export const demoStep = z.object({
  id: slug,
  route: z.enum(DEMO_ROUTES),
  channel: z.string().regex(/^CH \d$/),
  title: text,
  description: text,
  durationMs: z.number().int().positive(),
  /** Values of the `data-demo` attribute on the elements this step highlights. */
  highlights: z.array(slug).min(1),
});
export type DemoStep = z.infer<typeof demoStep>;

// ---------------------------------------------------------------- home page

export const featureCard = z.object({ id: slug, title: text, description: text, icon: iconName });
export type FeatureCard = z.infer<typeof featureCard>;

// ---------------------------------------------------------------- static pages

export const pageSection = z.object({
  heading: text,
  paragraphs: z.array(text).min(1),
  list: z.array(text).optional(),
});
export type PageSection = z.infer<typeof pageSection>;

export const staticPage = z.object({
  title: text,
  intro: text,
  /** ISO date of the last change; shown on the legal pages. */
  updated: z.iso.date().optional(),
  sections: z.array(pageSection).min(1),
});
export type StaticPage = z.infer<typeof staticPage>;

export const contactStaticPage = staticPage.extend({
  /** Shown instead of the general introduction when the page is reached with plan=enterprise. */
  enterprise: z.object({
    title: text,
    intro: text,
    paragraphs: z.array(text).min(1),
    checklist: z.array(text).min(1),
  }),
});
export type ContactPage = z.infer<typeof contactStaticPage>;

export const thirdParty = z.object({
  id: slug,
  name: text,
  role: text,
  website: z.url().optional(),
});
export type ThirdParty = z.infer<typeof thirdParty>;

export const projectNotice = z.object({ title: text, text });
export type ProjectNotice = z.infer<typeof projectNotice>;
