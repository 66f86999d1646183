import type { AiModel, AiModelId, NumberRange } from './schemas';

/**
 * The models offered on Advanced Features. Scores are our own rough guide out of
 * 10 for planning work in Bridge Studio, higher is better; for cost, higher means cheaper to run.
 */
export const aiModels: readonly AiModel[] = [
  {
    id: 'gpt-4-turbo',
    name: 'GPT-4 Turbo',
    provider: 'OpenAI',
    description:
      'A dependable all-rounder: reads everyday instructions well and turns them into clear plans.',
    capabilities: [
      'Plain-English planning',
      'Database changes',
      'Code generation',
      'Long conversations',
    ],
    speed: 7,
    accuracy: 9,
    cost: 6,
    specialty: 'general',
    available: true,
  },
  {
    id: 'claude-3-opus',
    name: 'Claude 3 Opus',
    provider: 'Anthropic',
    description:
      'Careful and thorough: a good choice for data models, access rules and changes you want explained step by step.',
    capabilities: ['Data modelling', 'Access rules', 'Detailed explanations', 'Very long context'],
    speed: 6,
    accuracy: 9,
    cost: 4,
    specialty: 'database',
    available: true,
  },
  {
    id: 'codellama-70b',
    name: 'Code Llama 70B',
    provider: 'Meta',
    description:
      'An open model trained for programming: strong at writing components and functions, and inexpensive to run.',
    capabilities: ['Code generation', 'Code completion', 'TypeScript and SQL', 'Open weights'],
    speed: 7,
    accuracy: 7,
    cost: 9,
    specialty: 'code',
    available: true,
  },
  {
    id: 'gemini-pro',
    name: 'Gemini Pro',
    provider: 'Google',
    description:
      'Quick and economical: handy for laying out screens, forms and page structure from a short description.',
    capabilities: ['Page and form layouts', 'Fast answers', 'Content writing', 'Code generation'],
    speed: 9,
    accuracy: 7,
    cost: 8,
    specialty: 'design',
    available: true,
  },
  {
    id: 'mistral-large',
    name: 'Mistral Large',
    provider: 'Mistral AI',
    description:
      'A capable general model with strong multilingual skills. We are still testing it with Bridge Studio.',
    capabilities: ['Multilingual instructions', 'Plain-English planning', 'Code generation'],
    speed: 8,
    accuracy: 8,
    cost: 7,
    specialty: 'general',
    available: false,
  },
];

export const DEFAULT_AI_MODEL_ID: AiModelId = 'gpt-4-turbo';

/** Slider ranges of the AI settings. */
export const AI_TEMPERATURE: NumberRange = { min: 0, max: 2, step: 0.1, default: 0.7 };
export const AI_MAX_TOKENS: NumberRange = { min: 256, max: 4096, step: 256, default: 2048 };

/** What a user starts with before they change anything. */
export const defaultAiSettings = {
  modelId: DEFAULT_AI_MODEL_ID,
  temperature: AI_TEMPERATURE.default,
  maxTokens: AI_MAX_TOKENS.default,
  streamResponses: true,
  contextAwareness: true,
} as const;

/** Score colours: at least GOOD is green, at least FAIR is yellow, anything lower is red. */
export const SCORE_GOOD = 8;
export const SCORE_FAIR = 6;
