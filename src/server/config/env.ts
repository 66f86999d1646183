import { z } from 'zod';

const port = z.coerce.number().int().min(1).max(65_535);
const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');
const postgresUrl = z
  .string()
  .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// connection string');

/** Every variable the server reads; all optional, with embedded defaults. */
export const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: port.default(3000),
  HOST: z.string().min(1).default('localhost'),
  DATA_DIR: z.string().min(1).default('./.data'),
  DATABASE_URL: postgresUrl.optional(),
  PROJECTS_DATABASE_URL: postgresUrl.optional(),
  PUBLIC_URL: z.string().url('must be a full URL such as https://studio.example.com').optional(),
  SITES_DOMAIN: z
    .string()
    .regex(
      /^[a-z0-9]([a-z0-9.-]*[a-z0-9])?(:\d{1,5})?$/i,
      'must be a host name with an optional port, such as sites.example.com or localhost:3000',
    )
    .optional(),
  POSTGREST_BIN: z.string().min(1).optional(),
  ENCRYPTION_KEY: z
    .string()
    .regex(/^[0-9a-fA-F]{64}$/, 'must be 64 hexadecimal characters (32 bytes)')
    .optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Bridge Studio <no-reply@bridge.local>'),
  OPERATOR_EMAIL: z.string().trim().toLowerCase().email('must be an e-mail address').optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: bool.default(false),
  ALLOW_PRIVATE_NETWORK_CONNECTIONS: bool.default(false),
  RATE_LIMIT_AUTH_MAX: z.coerce.number().int().min(1).default(20),
  RATE_LIMIT_MAIL_MAX: z.coerce.number().int().min(1).default(5),
  SIGNIN_FREE_FAILURES: z.coerce.number().int().min(1).default(5),
  SIGNIN_FREE_FAILURES_PER_EMAIL: z.coerce.number().int().min(1).default(20),
  RATE_LIMIT_WINDOW_MS: z.coerce
    .number()
    .int()
    .min(1000)
    .default(15 * 60 * 1000),
  PROJECT_DB_MAX_POOLS: z.coerce.number().int().min(1).max(1000).default(20),
  MAX_PROJECTS_PER_ACCOUNT: z.coerce.number().int().min(1).max(100_000).default(20),
  PROJECT_DB_IDLE_TIMEOUT_MS: z.coerce
    .number()
    .int()
    .min(1000)
    .default(10 * 60 * 1000),
  GITHUB_API_URL: z.string().url().default('https://api.github.com'),
  GITHUB_GIT_URL: z.string().url().default('https://github.com'),
  NETLIFY_API_URL: z.string().url().default('https://api.netlify.com/api/v1'),
  LLM_BASE_URL: z
    .string()
    .url('must be the base URL of an OpenAI-compatible API, e.g. https://api.openai.com/v1')
    .optional(),
  LLM_API_KEY: z.string().min(1).optional(),
  LLM_MODEL: z.string().min(1).optional(),
  PROJECT_DB_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(5000),
  PAYPAL_CLIENT_ID: z.string().min(1).optional(),
  PAYPAL_CLIENT_SECRET: z.string().min(1).optional(),
  PAYPAL_API_BASE: z
    .string()
    .url('must be a full URL such as https://api-m.paypal.com')
    .default('https://api-m.sandbox.paypal.com'),
  PAYPAL_WEBHOOK_ID: z.string().min(1).optional(),
  S3_ENDPOINT: z
    .string()
    .url("must be the S3 server's URL, such as https://s3.eu-west-1.amazonaws.com")
    .regex(/^https?:\/\//, 'must be an http:// or https:// URL')
    .optional(),
  S3_BUCKET: z.string().min(1).optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_PREFIX: z.string().min(1).optional(),
});

/** Project files go to S3 only with all of these; some without the others is a mistake to name. */
const S3_REQUIRED = [
  'S3_ENDPOINT',
  'S3_BUCKET',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
] as const;

export type Env = z.infer<typeof envSchema>;

/** Parses the environment, naming every missing or bad variable in one message. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const cleaned = Object.fromEntries(
    Object.entries(source).filter(([, v]) => v !== undefined && v !== ''),
  );
  const result = envSchema.safeParse(cleaned);
  const problems = result.success
    ? []
    : result.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`);
  const missingS3 = S3_REQUIRED.filter((name) => !cleaned[name]);
  if (missingS3.length > 0 && missingS3.length < S3_REQUIRED.length)
    problems.push(
      `${missingS3.join(', ')} must be set too: project files go to S3 only when ${S3_REQUIRED.join(', ')} are all set`,
    );
  if (result.success && problems.length === 0) return result.data;
  throw new Error(`Configuration problem: ${problems.join('; ')}.`);
}
