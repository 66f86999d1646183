import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import Fuse from 'fuse.js';
import * as lucide from 'lucide-react';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { DEMO_STEP_MS } from '@shared/constants/timings';
import { aiSettings } from '@shared/contracts/ai-settings';
import {
  AI_MAX_TOKENS,
  AI_TEMPERATURE,
  aiModels,
  DEFAULT_AI_MODEL_ID,
  defaultAiSettings,
} from '@content/ai-models';
import { buildJourney, buildPhases, buildServiceCards } from '@content/build-guide';
import { demoExamples } from '@content/demo-examples';
import { demoSteps } from '@content/demo-steps';
import { ecosystemServices } from '@content/ecosystem';
import { homeFeatures } from '@content/features';
import { examplePrompts } from '@content/help/example-prompts';
import { examples } from '@content/help/examples';
import { faq } from '@content/help/faq';
import { glossary } from '@content/help/glossary';
import { guides } from '@content/help/guides';
import { helpLibrary, helpSearchOptions } from '@content/help/library';
import { suggestedQuestions } from '@content/help/suggested-questions';
import { helpCategories } from '@content/help/topics';
import { onboardingSteps } from '@content/onboarding';
import * as schemas from '@content/schemas';
import { templateSchemas } from '@content/template-schemas';
import {
  aboutPage,
  contactPage,
  independentProjectNotice,
  privacyPage,
  termsPage,
  thirdParties,
} from '@content/static-pages';
import {
  PROJECT_BUILDER_TEMPLATE_IDS,
  projectBuilderTemplates,
  templates,
} from '@content/templates';

const contentDir = fileURLToPath(new URL('../../content/', import.meta.url));

/** Parses with the schema and fails with zod's own explanation when the data is wrong. */
function valid<T>(schema: z.ZodType<T>, data: unknown): T {
  const result = schema.safeParse(data);
  if (!result.success) throw new Error(z.prettifyError(result.error));
  return result.data;
}

const ids = (items: readonly { id: string }[]) => items.map((item) => item.id);

function countBy<T, K extends string>(items: readonly T[], key: (item: T) => K) {
  const counts: Partial<Record<K, number>> = {};
  for (const item of items) counts[key(item)] = (counts[key(item)] ?? 0) + 1;
  return counts;
}

const search = (query: string) => new Fuse(helpLibrary, helpSearchOptions).search(query);

describe('help library', () => {
  it("has the five guides, the project API guide and the newcomers' guides, each several paragraphs long", () => {
    valid(z.array(schemas.helpGuide), guides);
    expect(ids(guides)).toEqual([
      'intro',
      'data-modelling',
      'data-actions',
      'automation',
      'no-code-builder',
      'project-api',
      'going-live',
      'access-rules',
      'versions-and-branches',
      'undo-and-history',
      'app-sign-in',
      'files-and-images',
      'teams',
    ]);
    for (const guide of guides)
      expect(guide.content.split('\n\n').length).toBeGreaterThanOrEqual(3);
  });

  it('has the to-do list and contact form examples with instructions to type', () => {
    valid(z.array(schemas.helpExample), examples);
    expect(ids(examples)).toEqual(['todo-list', 'contact-form']);
  });

  it('has the seven glossary terms, and the Row entry says row in its title', () => {
    valid(z.array(schemas.helpGlossaryEntry), glossary);
    expect(glossary.map((entry) => entry.term)).toEqual([
      'Table',
      'Row',
      'Column',
      'ID',
      'API',
      'Auth',
      'Edge Function',
    ]);
    expect(glossary.find((entry) => entry.id === 'row')?.title.toLowerCase()).toContain('row');
  });

  it('joins every item into one searchable list with unique ids', () => {
    valid(z.array(schemas.helpItem), helpLibrary);
    expect(helpLibrary).toHaveLength(22);
    expect(new Set(ids(helpLibrary)).size).toBe(helpLibrary.length);
    expect(helpSearchOptions).toMatchObject({
      keys: ['title', 'content'],
      threshold: 0.3,
      includeScore: true,
    });
  });

  it('finds the Row glossary entry for "row", with a score', () => {
    const hit = search('row').find((result) => result.item.id === 'row');
    expect(hit?.item.type).toBe('glossary');
    expect(hit?.score).toBeTypeOf('number');
  });

  it('has six suggested questions, each of which finds something', () => {
    valid(z.array(schemas.suggestedQuestion), suggestedQuestions);
    expect(suggestedQuestions).toHaveLength(6);
    for (const { query } of suggestedQuestions) expect(search(query), query).not.toHaveLength(0);
  });

  it('has example prompt cards that each find something when put in the search box', () => {
    valid(z.array(schemas.examplePrompt), examplePrompts);
    expect(examplePrompts.length).toBeGreaterThanOrEqual(4);
    for (const { instruction } of examplePrompts)
      expect(search(instruction), instruction).not.toHaveLength(0);
  });
});

describe('help center', () => {
  it('has the three category cards with topics', () => {
    valid(z.array(schemas.helpCategory), helpCategories);
    expect(helpCategories.map((c) => c.title)).toEqual([
      'Getting Started',
      'Video Tutorials',
      'Community Support',
    ]);
  });

  it('links topics only to pages that exist, and library searches that find something', () => {
    const routes = [
      '/welcome',
      '/demo',
      '/integrations',
      '/build-guide',
      '/help-library',
      '/contact',
      '/advanced',
    ];
    for (const topic of helpCategories.flatMap((c) => c.topics)) {
      const url = new URL(topic.href, 'http://app.test');
      expect(routes, topic.href).toContain(url.pathname);
      const q = url.searchParams.get('q');
      if (q) expect(search(q), q).not.toHaveLength(0);
    }
  });

  it('has four FAQ entries', () => {
    valid(z.array(schemas.faqEntry), faq);
    expect(faq).toHaveLength(4);
  });
});

describe('templates', () => {
  it('has the six templates, in order', () => {
    valid(z.array(schemas.template), templates);
    expect(ids(templates)).toEqual([...schemas.TEMPLATE_IDS]);
    expect(new Set(templates.map((t) => t.category)).size).toBe(6);
  });

  it('has templates with more than four features, so the +N badge shows', () => {
    expect(templates.filter((t) => t.features.length > 4).length).toBeGreaterThanOrEqual(2);
    expect(templates.some((t) => t.features.length <= 4)).toBe(true);
  });

  it('gives every template a database schema of its own', () => {
    valid(z.record(schemas.templateId, schemas.templateSchema), templateSchemas);
    expect(Object.keys(templateSchemas).sort()).toEqual([...schemas.TEMPLATE_IDS].sort());
  });

  it('offers four of them to the Project Builder, with complexity', () => {
    valid(z.array(schemas.projectBuilderTemplate), projectBuilderTemplates);
    expect(ids(projectBuilderTemplates)).toEqual([...PROJECT_BUILDER_TEMPLATE_IDS]);
    expect(ids(projectBuilderTemplates)).toEqual([
      'todo-app',
      'blog-platform',
      'ecommerce-store',
      'dashboard-app',
    ]);
    for (const p of projectBuilderTemplates) {
      expect(p.complexity).toBe(templates.find((t) => t.id === p.id)?.difficulty);
    }
  });
});

describe('ecosystem and build guide', () => {
  it('has twelve services, four of each status', () => {
    valid(z.array(schemas.ecosystemService), ecosystemServices);
    expect(ecosystemServices).toHaveLength(12);
    expect(new Set(ids(ecosystemServices)).size).toBe(12);
    expect(countBy(ecosystemServices, (s) => s.status)).toEqual({
      Available: 4,
      'Coming Soon': 4,
      'In Development': 4,
    });
    const available = ecosystemServices.filter((s) => s.status === 'Available').map((s) => s.id);
    expect(available).toEqual(['no-code-builder', 'github', 'supabase', 'netlify']);
    expect(ecosystemServices.some((s) => s.isAiPowered)).toBe(true);
  });

  it('has five phases and eleven cards: Build 2, Secure 1, Test 1, Deploy 1, Scale 6', () => {
    valid(z.array(schemas.buildPhase), buildPhases);
    valid(z.array(schemas.buildServiceCard), buildServiceCards);
    expect(buildPhases.map((p) => p.name)).toEqual(['Build', 'Secure', 'Test', 'Deploy', 'Scale']);
    expect(buildServiceCards).toHaveLength(11);
    expect(countBy(buildServiceCards, (c) => c.phase)).toEqual({
      Build: 2,
      Secure: 1,
      Test: 1,
      Deploy: 1,
      Scale: 6,
    });
  });

  it('shows each card with the same status as its ecosystem service', () => {
    for (const card of buildServiceCards) {
      const service = ecosystemServices.find((s) => s.id === card.id);
      expect(service?.status, card.id).toBe(card.status);
      expect(service?.category, card.id).toBe(card.phase);
    }
  });

  it('has a four-step journey numbered 1 to 4', () => {
    valid(z.array(schemas.journeyStep), buildJourney);
    expect(buildJourney.map((s) => s.step)).toEqual([1, 2, 3, 4]);
  });
});

describe('AI models and settings', () => {
  it('has five models, only mistral-large unavailable, gpt-4-turbo the default', () => {
    valid(z.array(schemas.aiModel), aiModels);
    expect(ids(aiModels)).toEqual([...schemas.AI_MODEL_IDS]);
    expect(aiModels.filter((m) => !m.available).map((m) => m.id)).toEqual(['mistral-large']);
    expect(DEFAULT_AI_MODEL_ID).toBe('gpt-4-turbo');
  });

  it('has the specified slider ranges and defaults', () => {
    expect(AI_TEMPERATURE).toEqual({ min: 0, max: 2, step: 0.1, default: 0.7 });
    expect(AI_MAX_TOKENS).toEqual({ min: 256, max: 4096, step: 256, default: 2048 });
    expect(valid(aiSettings, defaultAiSettings)).toEqual({
      modelId: 'gpt-4-turbo',
      temperature: 0.7,
      maxTokens: 2048,
      streamResponses: true,
      contextAwareness: true,
    });
  });

  it('refuses an unavailable model and values off the sliders', () => {
    const bad = (patch: object) => aiSettings.safeParse({ ...defaultAiSettings, ...patch }).success;
    expect(bad({ modelId: 'mistral-large' })).toBe(false);
    expect(bad({ modelId: 'gpt-5' })).toBe(false);
    expect(bad({ temperature: 2.1 })).toBe(false);
    expect(bad({ temperature: 0.15 })).toBe(false);
    expect(bad({ maxTokens: 300 })).toBe(false);
    expect(bad({ maxTokens: 8192 })).toBe(false);
    expect(bad({ temperature: 1.3, maxTokens: 4096, modelId: 'codellama-70b' })).toBe(true);
  });
});

describe('demo, onboarding and home', () => {
  it('has three prompt-to-code pairs: component, component, function', () => {
    valid(z.array(schemas.demoExample), demoExamples);
    expect(demoExamples.map((e) => e.type)).toEqual(['component', 'component', 'function']);
  });

  it('has the four onboarding steps, only deploy optional', () => {
    valid(z.array(schemas.onboardingStep), onboardingSteps);
    expect(ids(onboardingSteps)).toEqual(['demo', 'project', 'integrations', 'deploy']);
    expect(onboardingSteps.filter((s) => s.optional).map((s) => s.id)).toEqual(['deploy']);
  });

  it('has the four demo steps with their routes, channels and durations', () => {
    valid(z.array(schemas.demoStep), demoSteps);
    expect(demoSteps.map((s) => [s.route, s.channel, s.durationMs])).toEqual([
      ['/', 'CH 1', 5000],
      ['/agent', 'CH 2', 6000],
      ['/overview', 'CH 3', 5000],
      ['/settings', 'CH 4', 5000],
    ]);
    expect(demoSteps.map((s) => s.durationMs)).toEqual([...DEMO_STEP_MS]);
  });

  it('has the six home feature cards', () => {
    valid(z.array(schemas.featureCard), homeFeatures);
    expect(homeFeatures.map((f) => f.title)).toEqual([
      'Plain-English Interface',
      'Automatic Service Connection',
      'Built-in Security',
      'One-Click Deployment',
      'Non-Tech Friendly',
      'Complete Ecosystem',
    ]);
  });
});

describe('static pages', () => {
  it('validates every page', () => {
    valid(schemas.staticPage, aboutPage);
    valid(schemas.contactStaticPage, contactPage);
    valid(schemas.staticPage, privacyPage);
    valid(schemas.staticPage, termsPage);
    valid(schemas.projectNotice, independentProjectNotice);
    valid(z.array(schemas.thirdParty), thirdParties);
    expect(aboutPage.title).toBe('Why Bridge Studio');
    expect(privacyPage.updated).toBeDefined();
    expect(termsPage.updated).toBe(privacyPage.updated);
  });

  it('says the project is independent and lists the third parties', () => {
    expect(independentProjectNotice.text).toMatch(/independent project/i);
    expect(independentProjectNotice.text).toMatch(/not affiliated with, endorsed/i);
    expect(ids(thirdParties)).toEqual([
      'no-code-builder',
      'supabase',
      'github',
      'netlify',
      'paypal',
    ]);
  });

  it('tells the truth about data in the privacy policy', () => {
    const privacy = JSON.stringify(privacyPage);
    for (const fact of ['PayPal', 'hash', 'encrypted', 'delete your account', 'operations']) {
      expect(privacy, fact).toContain(fact);
    }
  });
});

describe('content as a whole', () => {
  const iconsInUse = [
    ...templates,
    ...ecosystemServices,
    ...buildPhases,
    ...helpCategories,
    ...onboardingSteps,
    ...homeFeatures,
  ].map((item) => item.icon);

  it('names only icons that lucide-react has, and every listed icon is used', () => {
    const exported = lucide as unknown as Record<string, unknown>;
    for (const name of schemas.ICON_NAMES) expect(exported[name], name).toBeDefined();
    expect([...new Set(iconsInUse)].sort()).toEqual([...schemas.ICON_NAMES].sort());
  });

  it('keeps zod and Node out of the data modules, so browsers load them cheaply', () => {
    const files = ['', 'help/'].flatMap((dir) =>
      readdirSync(join(contentDir, dir))
        .filter((f) => f.endsWith('.ts') && f !== 'schemas.ts')
        .map((f) => join(contentDir, dir, f)),
    );
    expect(files.length).toBeGreaterThanOrEqual(17);
    for (const file of files) {
      const source = readFileSync(file, 'utf8');
      expect(source, file).not.toMatch(/from ['"](node:|fs|path|zod)/);
      expect(source, file).not.toMatch(/^import \{[^}]*\} from ['"]\.\.?\/schemas['"]/m);
    }
  });
});
