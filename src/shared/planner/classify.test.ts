import { describe, expect, it } from 'vitest';
import {
  AUTO_DEFAULT,
  DEFAULT_TYPE,
  RISK_KEYWORDS,
  SERVICE_KEYWORDS,
  TYPE_KEYWORDS,
  classify,
  detectService,
  keywordRisk,
  operationTypeFor,
} from './classify';

/** Alternates letter case, so every rule is checked case-insensitively ("tAbLe"). */
const mixed = (word: string): string =>
  [...word].map((c, i) => (i % 2 ? c.toUpperCase() : c.toLowerCase())).join('');
/** Puts a keyword inside a longer sentence made of words that are no keyword of any rule. */
const sentence = (word: string): string =>
  `Hey, could you please ${mixed(word)} for my little bakery app today?`;

describe('service detection', () => {
  const rows = SERVICE_KEYWORDS.flatMap(([service, keywords]) =>
    keywords.flatMap((k) => k.forms.map((form) => [service, k.word, form] as const)),
  );
  it.each(rows)('%s: "%s" as "%s", in mixed case inside a sentence', (service, word, form) => {
    const detection = detectService(sentence(form));
    expect(detection).toMatchObject({ service, via: 'keyword', keyword: word });
  });

  it('takes the services in a fixed order: backend, then version control, then hosting', () => {
    expect(detectService('merge the users table into the database').service).toBe('backend');
    expect(detectService('deploy the login branch').service).toBe('git');
    expect(detectService('build and deploy the site').service).toBe('hosting');
  });

  it('falls back in auto mode: "deploy" anywhere goes to hosting, then "branch", else the backend', () => {
    expect(detectService('please REDEPLOY the site')).toMatchObject({
      service: 'hosting',
      via: 'fallback',
      keyword: 'deploy',
    });
    expect(detectService('clean up the subbranches')).toMatchObject({
      service: 'git',
      via: 'fallback',
      keyword: 'branch',
    });
    expect(detectService('redeploy the subbranch').service).toBe('hosting');
    expect(detectService('make it faster please')).toMatchObject({
      service: AUTO_DEFAULT,
      via: 'default',
    });
    expect(AUTO_DEFAULT).toBe('backend');
  });

  it('uses an explicit choice whatever the words say', () => {
    expect(detectService('create a table', 'hosting')).toMatchObject({
      service: 'hosting',
      via: 'choice',
    });
    expect(detectService('deploy to production', 'git').service).toBe('git');
    expect(detectService('deploy to production', 'auto').service).toBe('hosting');
  });

  it.each([
    ['add an updated_at column', 'backend', 'default'],
    ['store the author name', 'backend', 'default'],
    ['my digital tablet shop', 'backend', 'default'],
    ['set the env var', 'backend', 'default'],
    ['open a PR', 'backend', 'default'],
    ['push to GitHub', 'git', 'keyword'],
    ['set up authentication', 'backend', 'keyword'],
  ])('matches whole words only: "%s" → %s (%s)', (text, service, via) => {
    expect(detectService(text)).toMatchObject({ service, via });
  });
});

describe('operation type', () => {
  for (const [service, types] of Object.entries(TYPE_KEYWORDS)) {
    const rows = types.flatMap(([type, keywords]) =>
      keywords.flatMap((k) => k.forms.map((form) => [type, form] as const)),
    );
    it.each(rows)(`${service}: %s from "%s"`, (type, form) => {
      expect(operationTypeFor(service as keyof typeof TYPE_KEYWORDS, sentence(form)).type).toBe(
        type,
      );
    });
    it(`${service}: defaults to ${DEFAULT_TYPE[service as keyof typeof DEFAULT_TYPE]} without a type keyword`, () => {
      expect(operationTypeFor(service as keyof typeof TYPE_KEYWORDS, 'do the thing').type).toBe(
        DEFAULT_TYPE[service as keyof typeof DEFAULT_TYPE],
      );
    });
  }

  it('takes the first type in the fixed order when several match', () => {
    expect(operationTypeFor('backend', 'let each user upload files to the table').type).toBe(
      'schema',
    );
    expect(operationTypeFor('backend', 'users can upload images').type).toBe('auth');
    expect(operationTypeFor('backend', 'access to uploaded files').type).toBe('rls');
    expect(operationTypeFor('git', 'merge the branch').type).toBe('branch');
    expect(operationTypeFor('hosting', 'deploy with the new domain').type).toBe('deploy');
  });
});

describe('keyword risk', () => {
  for (const [service, levels] of Object.entries(RISK_KEYWORDS)) {
    for (const level of ['high', 'medium'] as const) {
      const rows = levels[level].flatMap((rule) =>
        rule.keyword.forms.map((form) => [form, rule.reason] as const),
      );
      it.each(rows)(`${service}: "%s" is ${level}`, (form, reason) => {
        const risk = keywordRisk(service as keyof typeof RISK_KEYWORDS, sentence(form));
        expect(risk.risk).toBe(level);
        expect(risk.reasons).toContain(reason);
      });
    }
  }

  it('is low without a risk keyword, and high wins over medium', () => {
    expect(keywordRisk('backend', 'create a tasks table')).toEqual({
      risk: 'low',
      reasons: [],
      keywords: [],
    });
    expect(keywordRisk('backend', 'change the table and delete the rest').risk).toBe('high');
    expect(keywordRisk('git', 'merge and force push').keywords).toEqual(['force']);
  });

  it('reads "reset --hard" as the whole phrase, and words only as words', () => {
    expect(keywordRisk('git', 'reset --HARD to yesterday').risk).toBe('high');
    expect(keywordRisk('git', 'reset the counter').risk).toBe('low');
    expect(keywordRisk('git', 'maintenance window').risk).toBe('low');
    expect(keywordRisk('backend', 'add an updated_at column').risk).toBe('low');
    expect(keywordRisk('hosting', 'deliver the goods').risk).toBe('low');
  });

  it('applies the rules of the detected service', () => {
    const c = classify('Remove the domain from production');
    expect(c.service.service).toBe('hosting');
    expect(c.type.type).toBe('domain');
    expect(c.risk.risk).toBe('high');
  });
});
