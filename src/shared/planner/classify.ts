import type { OperationType, Risk, Service, ServiceChoice } from '@shared/contracts/plan';

/**
 * Classification of an instruction, by fixed keyword rules:
 * service by keyword with the auto-mode fallbacks, operation type per service, risk per service.
 *
 * A keyword matches as a whole word, case-insensitive, with its inflections ("tables",
 * "deployed", "deleting") and no abbreviations; `_` counts as part of a word, so the column
 * `updated_at` is not the word "update". "git" also matches the hosts named after it (GitHub,
 * GitLab) and "auth" the words it shortens (authentication). Every form is listed and tested.
 */
export interface Keyword {
  /** The keyword as the rules name it. */
  readonly word: string;
  readonly forms: readonly string[];
}

const kw = (word: string, ...forms: string[]): Keyword => ({ word, forms: [word, ...forms] });

const DELETE = kw('delete', 'deletes', 'deleted', 'deleting', 'deletion');
const REMOVE = kw('remove', 'removes', 'removed', 'removing', 'removal', 'rid');
const DEPLOY_FORMS = ['deploys', 'deployed', 'deploying', 'deployment', 'deployments'];
const AUTH = kw(
  'auth',
  'authentication',
  'authenticate',
  'authenticated',
  'authorization',
  'authorisation',
);
const BRANCH = kw('branch', 'branches', 'branched', 'branching');
const MERGE = kw('merge', 'merges', 'merged', 'merging');
const REPOSITORY = kw('repository', 'repositories');
const DOMAIN = kw('domain', 'domains');
const ENVIRONMENT = kw('environment', 'environments');

/** Service detection keywords, in order: the first service that matches wins. */
export const SERVICE_KEYWORDS: ReadonlyArray<readonly [Service, readonly Keyword[]]> = [
  [
    'backend',
    [
      kw('database', 'databases'),
      kw('table', 'tables'),
      AUTH,
      kw('supabase'),
      kw('rls'),
      kw('policy', 'policies'),
    ],
  ],
  [
    'git',
    [
      kw('git', 'github', 'gitlab'),
      BRANCH,
      MERGE,
      REPOSITORY,
      kw('commit', 'commits', 'committed', 'committing'),
      kw('pull request', 'pull requests', 'pull-request', 'pull-requests'),
    ],
  ],
  [
    'hosting',
    [
      kw('deploy', ...DEPLOY_FORMS),
      kw('netlify'),
      DOMAIN,
      kw('build', 'builds', 'building', 'built'),
      ENVIRONMENT,
    ],
  ],
];

/** Auto-mode fallbacks when no service keyword matched: these look anywhere, even inside words. */
export const AUTO_FALLBACKS: ReadonlyArray<readonly [string, Service]> = [
  ['deploy', 'hosting'],
  ['branch', 'git'],
];
export const AUTO_DEFAULT: Service = 'backend';

/** Operation type keywords per service, in order; the first that matches names the type. */
export const TYPE_KEYWORDS: {
  readonly [S in Service]: ReadonlyArray<readonly [OperationType, readonly Keyword[]]>;
} = {
  backend: [
    ['schema', [kw('table', 'tables'), kw('column', 'columns'), kw('schema', 'schemas')]],
    ['auth', [AUTH, kw('login', 'logins'), kw('user', 'users')]],
    [
      'rls',
      [
        kw('policy', 'policies'),
        kw('permission', 'permissions'),
        kw('access', 'accesses', 'accessed', 'accessing'),
      ],
    ],
    [
      'storage',
      [
        kw('file', 'files'),
        kw('image', 'images'),
        kw('upload', 'uploads', 'uploaded', 'uploading'),
      ],
    ],
  ],
  git: [
    ['branch', [BRANCH]],
    ['merge', [MERGE]],
    ['repository', [REPOSITORY]],
    [
      'collaboration',
      [
        kw(
          'collaboration',
          'collaborations',
          'collaborator',
          'collaborators',
          'collaborate',
          'collaborates',
          'collaborated',
          'collaborating',
        ),
      ],
    ],
    ['deployment', [kw('deployment', 'deployments')]],
  ],
  hosting: [
    ['deploy', [kw('deploy', ...DEPLOY_FORMS)]],
    ['domain', [DOMAIN]],
    ['environment', [ENVIRONMENT]],
    ['functions', [kw('functions', 'function')]],
    ['monitoring', [kw('monitoring', 'monitor', 'monitors', 'monitored')]],
  ],
};

export const DEFAULT_TYPE: { readonly [S in Service]: OperationType } = {
  backend: 'data',
  git: 'repository',
  hosting: 'deploy',
};

/** A risk keyword with the plain-English reason shown to the user. */
export interface RiskKeyword {
  readonly keyword: Keyword;
  readonly reason: string;
}
const rk = (keyword: Keyword, reason: string): RiskKeyword => ({ keyword, reason });

const DELETE_REASON = 'You asked to delete something; deleted things cannot be brought back.';
const REMOVE_REASON = 'You asked to remove something; what is removed cannot be brought back.';

/** Risk keywords per service: high is checked before medium; nothing matched means low. */
export const RISK_KEYWORDS: {
  readonly [S in Service]: {
    readonly high: readonly RiskKeyword[];
    readonly medium: readonly RiskKeyword[];
  };
} = {
  backend: {
    high: [
      rk(DELETE, DELETE_REASON),
      rk(
        kw('drop', 'drops', 'dropped', 'dropping'),
        'You asked to drop something; dropping deletes it with its data.',
      ),
      rk(REMOVE, REMOVE_REASON),
    ],
    medium: [
      rk(
        kw('update', 'updates', 'updated', 'updating'),
        'You asked to update something that already exists.',
      ),
      rk(
        kw('modify', 'modifies', 'modified', 'modifying', 'modification'),
        'You asked to modify something that already exists.',
      ),
      rk(
        kw('change', 'changes', 'changed', 'changing'),
        'You asked to change something that already exists.',
      ),
    ],
  },
  git: {
    high: [
      rk(DELETE, DELETE_REASON),
      rk(
        kw('force', 'forced', 'forcing'),
        'You asked to force a change; forcing overwrites history others may rely on.',
      ),
      rk(kw('reset --hard'), 'A hard reset throws away commits and unsaved changes.'),
    ],
    medium: [
      rk(MERGE, 'Merging changes the branch you merge into.'),
      rk(kw('rebase', 'rebases', 'rebased', 'rebasing'), "Rebasing rewrites a branch's history."),
      rk(kw('main'), 'It touches the main branch, the one your live site is usually built from.'),
    ],
  },
  hosting: {
    high: [
      rk(DELETE, DELETE_REASON),
      rk(REMOVE, REMOVE_REASON),
      rk(
        kw('destroy', 'destroys', 'destroyed', 'destroying'),
        'You asked to destroy something; it is gone for good.',
      ),
    ],
    medium: [
      rk(kw('production'), 'It affects production, the live site your visitors use.'),
      rk(kw('live'), 'It affects the live site your visitors use.'),
      rk(DOMAIN, 'Domain changes affect how people reach your site.'),
    ],
  },
};

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const patternCache = new Map<Keyword, RegExp>();
/** A whole-word pattern for every form of a keyword; spaces inside a form match any whitespace. */
function keywordPattern(keyword: Keyword): RegExp {
  let pattern = patternCache.get(keyword);
  if (!pattern) {
    const forms = [...keyword.forms]
      .sort((a, b) => b.length - a.length)
      .map((form) => escapeRegExp(form).replace(/ /g, '\\s+'));
    // "drop-off date" is a compound, not the word "drop"; "re-deploy" still says deploy.
    pattern = new RegExp(`(?<![A-Za-z0-9_])(?:${forms.join('|')})(?![A-Za-z0-9_-])`, 'i');
    patternCache.set(keyword, pattern);
  }
  return pattern;
}

export const hasKeyword = (text: string, keyword: Keyword): boolean =>
  keywordPattern(keyword).test(text);

/** The first keyword of the list the text contains. */
export const firstKeyword = (text: string, keywords: readonly Keyword[]): Keyword | undefined =>
  keywords.find((keyword) => hasKeyword(text, keyword));

export interface ServiceDetection {
  service: Service;
  /** How the service was chosen, in plain words. */
  reason: string;
  keyword?: string;
  via: 'choice' | 'keyword' | 'fallback' | 'default';
}

/** Service detection: an explicit choice wins; in auto mode the keywords, then the fallbacks. */
export function detectService(text: string, choice: ServiceChoice = 'auto'): ServiceDetection {
  if (choice !== 'auto')
    return { service: choice, via: 'choice', reason: `You chose ${SERVICE_LABEL[choice]}.` };
  for (const [service, keywords] of SERVICE_KEYWORDS) {
    const found = firstKeyword(text, keywords);
    if (found) {
      return {
        service,
        via: 'keyword',
        keyword: found.word,
        reason: `The word "${found.word}" points to ${SERVICE_LABEL[service]}.`,
      };
    }
  }
  const lower = text.toLowerCase();
  for (const [fragment, service] of AUTO_FALLBACKS) {
    if (lower.includes(fragment)) {
      return {
        service,
        via: 'fallback',
        keyword: fragment,
        reason: `It mentions "${fragment}", so it goes to ${SERVICE_LABEL[service]}.`,
      };
    }
  }
  return {
    service: AUTO_DEFAULT,
    via: 'default',
    reason: `No service was named, so it goes to ${SERVICE_LABEL[AUTO_DEFAULT]}.`,
  };
}

export interface TypeDetection {
  type: OperationType;
  keyword?: string;
}

/** Operation type: the first type whose keyword the text contains, else the service's default. */
export function operationTypeFor(service: Service, text: string): TypeDetection {
  for (const [type, keywords] of TYPE_KEYWORDS[service]) {
    const found = firstKeyword(text, keywords);
    if (found) return { type, keyword: found.word };
  }
  return { type: DEFAULT_TYPE[service] };
}

export interface RiskDetection {
  risk: Risk;
  reasons: string[];
  keywords: string[];
}

/** Keyword risk: high when any high keyword matches, else medium, else low. */
export function keywordRisk(service: Service, text: string): RiskDetection {
  for (const level of ['high', 'medium'] as const) {
    const matched = RISK_KEYWORDS[service][level].filter(({ keyword }) =>
      hasKeyword(text, keyword),
    );
    if (matched.length > 0) {
      return {
        risk: level,
        reasons: matched.map(({ reason }) => reason),
        keywords: matched.map(({ keyword }) => keyword.word),
      };
    }
  }
  return { risk: 'low', reasons: [], keywords: [] };
}

export interface Classification {
  service: ServiceDetection;
  type: TypeDetection;
  risk: RiskDetection;
}

export function classify(text: string, choice: ServiceChoice = 'auto'): Classification {
  const service = detectService(text, choice);
  return {
    service,
    type: operationTypeFor(service.service, text),
    risk: keywordRisk(service.service, text),
  };
}

export const SERVICE_LABEL: { readonly [S in Service]: string } = {
  backend: 'the backend (database)',
  git: 'version control (git)',
  hosting: 'hosting',
};
