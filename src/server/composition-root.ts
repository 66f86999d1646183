import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config/config';
import { APP_POOL_SIZE, openAppDatabase, type AppDatabase } from './db/database';
import { createMailer, type Mailer } from './services/mail/mailer';
import { loadSecretBox, type SecretBox } from './services/crypto/secret-box';
import { createAuthRepository } from './modules/auth/repository';
import { createSignInThrottle, DEFAULT_THROTTLE } from './modules/auth/sign-in-throttle';
import { createAuthService } from './modules/auth/service';
import { createAiSettingsRepository } from './modules/ai-settings/repository';
import { createAiSettingsService, type AiSettingsService } from './modules/ai-settings/service';
import { createAccountRepository } from './modules/account/repository';
import { createAccountService } from './modules/account/service';
import { createSettingsRepository } from './modules/settings/repository';
import { createSettingsService } from './modules/settings/service';
import {
  createNotificationSettingsService,
  type NotificationSettingsService,
} from './modules/notification-settings/service';
import { createTeamRepository } from './modules/team/repository';
import { createTeamService } from './modules/team/service';
import { createCustomTemplateRepository } from './modules/custom-templates/repository';
import { createCustomTemplateService } from './modules/custom-templates/service';
import { createProfileRepository } from './modules/profile/repository';
import { createProfileService } from './modules/profile/service';
import { createContactRepository } from './modules/contact/repository';
import { createContactService } from './modules/contact/service';
import { InProcessEventHub, type EventHub } from './modules/events/hub';
import { EventStreams } from './modules/events/streams';
import { createAnalyticsRepository } from './modules/analytics/repository';
import { createAnalyticsService } from './modules/analytics/service';
import { createOnboardingRepository } from './modules/onboarding/repository';
import { createOnboardingService } from './modules/onboarding/service';
import { createCodegenService } from './modules/codegen/service';
import { codeModelFromConfig } from './modules/codegen/openai-code-model';
import { createBillingEntitlements } from './modules/billing/entitlements';
import { paymentProvider } from './modules/billing/provider';
import { createBillingRepository } from './modules/billing/repository';
import { createBillingService } from './modules/billing/service';
import { createWebhookHandler } from './modules/billing/webhooks';
import { createChatRepository } from './modules/chat/repository';
import { createChatService } from './modules/chat/service';
import { createProjectApiService } from './modules/project-api/service';
import { createConnectionService } from './modules/connections/service';
import { createOperationRepository } from './modules/operations/repository';
import { OperationLeases } from './modules/operations/lease';
import { createOperationRecovery } from './modules/operations/recovery';
import type { Repeating } from './services/project-db/repeat';
import { scheduleDomainChecks } from './services/hosting/domain-checks';
import type { TxtResolver } from './services/hosting/domain-verification';
import {
  createOperationService,
  toOperation,
  type OperationService,
} from './modules/operations/service';
import { planModelFromConfig } from './modules/operations/plan-model';
import { createProjectRepository } from './modules/projects/repository';
import { sealedDatabasePasswords } from './modules/projects/database-passwords';
import {
  createProjectService,
  type Entitlements,
  type ProjectService,
} from './modules/projects/service';
import { ProjectWorkspace, unsealDatabaseUrl } from './modules/projects/workspace';
import { createProjectSetup } from './modules/project-setup/service';
import { createProjectStateService } from './modules/project-state/service';
import { createProjectStorageService } from './services/project-storage';
import { createTableDataService } from './modules/table-data/service';
import { createStorageBrowserService } from './modules/storage-browser/service';
import { createProjectUsersService } from './modules/project-users/service';
import { createProjectAuthService, type ProjectAuthService } from './services/project-auth';
import { ProjectDatabases } from './services/project-db';
import { ADMIN_POOL_SIZE, ProjectsServer } from './services/project-db/projects-server';
import { moveProjectDatabases } from './services/project-db/move-to-server';
import {
  connectionBudget,
  embeddedConnectionSettings,
  studioNeed,
} from './services/project-db/connection-budget';
import { EmbeddedCluster } from './services/embedded-postgres/cluster';
import { AddressGuard, type Resolver } from './services/net/address-guard';
import { postgresEndpoint } from './services/net/internal-endpoints';
import { StaticHost } from './services/hosting/static-host';
import { siteOrigin } from './services/hosting/site-urls';
import { createProjectKeyStore, type ProjectKeyStore } from './services/project-api/key-store';
import { startPostgrestProcesses } from './services/project-api/start-postgrest';
import {
  POSTGREST_DEFAULTS,
  POSTGREST_POOL_SIZE,
} from './services/project-api/postgrest-processes';
import { PROJECT_POOL_SIZE } from './services/project-db/postgres-engine';
import { cancelTaggedQuery } from './services/project-api/request-tag';
import { realTimers, type Timers } from './services/project-db/timers';
import { createMonitorRepository } from './modules/monitor/repository';
import { createMonitorService, type MonitorService } from './modules/monitor/service';
import { createCheckLock } from './modules/monitor/check-lock';
import { createNotificationRepository } from './modules/notifications/repository';
import {
  createNotificationService,
  type NotificationService,
} from './modules/notifications/service';
import { operationNotice, paymentNotice } from './modules/notifications/activity';
import type { Operation } from '@shared/contracts/operations';
import { ownHosts } from './own-hosts';

export interface AppDeps {
  /** An already open database (tests); otherwise one is opened from the configuration. */
  database?: AppDatabase;
  mailer?: Mailer;
  entitlements?: Entitlements;
  now?: () => Date;
  /** The monitor's timers and monotonic clock; tests pass a manual one instead of sleeping. */
  timers?: Timers;
  /** Host name resolution for user-supplied destinations; tests pass a table instead of DNS. */
  resolve?: Resolver;
  /** DNS TXT look-ups that prove custom domains; tests pass a table instead of DNS. */
  resolveTxt?: TxtResolver;
  /** Test hook run inside the monitor's timed query probe. */
  monitorProbeHook?: () => Promise<void> | void;
}

/** The services tests and scripts reach through `app.services`; routes get theirs passed in. */
export interface AppServices {
  config: Config;
  database: AppDatabase;
  hub: EventHub;
  mailer: Mailer;
  secrets: SecretBox;
  /** Each project's API keys (anon, service role, JWT secret). */
  keys: ProjectKeyStore;
  /** Each project's GoTrue-compatible `/auth/v1` (its end users, sessions and rate limits). */
  projectAuth: ProjectAuthService;
  workspace: ProjectWorkspace;
  projects: ProjectService;
  operations: OperationService;
  /** Settles operations a crash left running; tests await `settled()` after moving the clock. */
  recovery: Repeating;
  /** Re-checks pending custom domains every ten minutes; tests await `settled()` after moving the clock. */
  domainChecks: Repeating;
  monitor: MonitorService;
  notifications: NotificationService;
  /** Each user's AI model settings; `aiSettingsFor(userId)` is what a model-backed planner reads. */
  aiSettings: AiSettingsService;
  /** Which events notify each user; senders ask `wants(userId, event)`. */
  notificationSettings: NotificationSettingsService;
  now: () => Date;
}

/** The most connections the studio itself may hold on the projects server. */
function studioConnectionsOf(config: Config, appDataThere: boolean): number {
  return studioNeed({
    appPool: appDataThere ? APP_POOL_SIZE : 0,
    admin: ADMIN_POOL_SIZE,
    projectPools: config.projectDb.maxPools,
    perPool: PROJECT_POOL_SIZE,
    postgrest: POSTGREST_DEFAULTS.maxProcesses,
    perPostgrest: POSTGREST_POOL_SIZE,
  });
}

/**
 * Builds every service once, each after the ones it needs, so nothing is reached before it exists.
 * app.ts registers the routes over the result and closes it with the server.
 */
export async function buildServices(config: Config, deps: AppDeps, logger: FastifyBaseLogger) {
  const log = { info: (m: string) => logger.info(m), warn: (m: string) => logger.warn(m) };
  const appDataOnCluster = !deps.database && !config.databaseUrl;
  // One embedded server holds whatever has no server of its own: the app's data, the projects' databases.
  const cluster =
    appDataOnCluster || !config.projectsDatabaseUrl
      ? await EmbeddedCluster.inDataDir(
          config.dataDir,
          log,
          embeddedConnectionSettings(studioConnectionsOf(config, appDataOnCluster)),
        )
      : null;
  let database: AppDatabase;
  try {
    database =
      deps.database ??
      (await openAppDatabase({
        databaseUrl: config.databaseUrl,
        embedded: appDataOnCluster && cluster ? { cluster, dataDir: config.dataDir } : undefined,
        log,
      }));
  } catch (error) {
    await cluster?.stop();
    throw error;
  }
  const db = database.db;
  const now = deps.now ?? (() => new Date());
  // In-process: the hub and the open streams live in this server (docs/architecture.md).
  const hub: EventHub = new InProcessEventHub();
  const streams = new EventStreams(hub, logger);
  const mailer =
    deps.mailer ??
    createMailer({ db, log: logger, smtpUrl: config.smtpUrl, from: config.mailFrom });
  const secrets = await loadSecretBox(config.encryptionKey, config.dataDir);
  const projectRepo = createProjectRepository(db);
  // The cluster was started above exactly when no projects server was configured.
  const projectsAdminUrl = config.projectsDatabaseUrl ?? (cluster as EmbeddedCluster).url();
  const addressGuard = new AddressGuard({
    allowPrivateNetwork: config.allowPrivateNetworkConnections,
    internalEndpoints: [...postgresEndpoint(database.url), ...postgresEndpoint(projectsAdminUrl)],
    ...(deps.resolve ? { resolve: deps.resolve } : {}),
  });
  const projectsServer = new ProjectsServer({
    adminUrl: projectsAdminUrl,
    passwords: sealedDatabasePasswords(secrets, projectRepo),
    ownsServer: !config.projectsDatabaseUrl,
    ...(config.projectDb.namePrefix ? { namePrefix: config.projectDb.namePrefix } : {}),
  });
  // Figures for the operator, and a warning when one account could fill the server (decision 043).
  projectsServer.connectionSettings().then(
    (settings) => {
      const studio = studioConnectionsOf(config, appDataOnCluster && !config.projectsDatabaseUrl);
      const budget = connectionBudget(settings, studio, config.maxProjectsPerAccount);
      logger.info(budget.summary);
      for (const warning of budget.warnings) logger.warn(warning);
    },
    (err: unknown) =>
      logger.warn({ err }, 'could not read the projects server connection settings'),
  );
  try {
    await moveProjectDatabases({ dataDir: config.dataDir, server: projectsServer, log });
  } catch (error) {
    await projectsServer.close();
    await database.close();
    await cluster?.stop();
    throw error;
  }
  const timers = deps.timers ?? realTimers;
  const keys = createProjectKeyStore({ secrets, findProject: (id) => projectRepo.findById(id) });
  const postgrest = startPostgrestProcesses({
    configuredBin: config.postgrestBin,
    findProject: (id) => projectRepo.findById(id),
    server: projectsServer,
    openDatabase: (projectId) => databases.open(projectId),
    keys,
    timers,
    log,
  });
  const databases = new ProjectDatabases({
    ...config.projectDb,
    server: projectsServer,
    external: {
      connectionString: async (projectId): Promise<string | null> => {
        const row = await projectRepo.findById(projectId);
        return row ? unsealDatabaseUrl(secrets, row) : null;
      },
      guard: addressGuard,
    },
  });
  const host = await StaticHost.open({
    root: join(config.dataDir, 'hosting'),
    sites: config.sites,
    reservedDomains: ownHosts(config),
    now,
    logError: (err, context) => logger.error({ err }, `hosting: ${context}`),
    ...(deps.resolveTxt ? { resolveTxt: deps.resolveTxt } : {}),
  });
  const billingRepo = createBillingRepository(db);
  const paypal = paymentProvider(config.paypal);
  const entitlements =
    deps.entitlements ??
    createBillingEntitlements({ repo: billingRepo, takesPayments: paypal.state === 'ready', now });
  const projectStorage = createProjectStorageService({
    databases,
    keys,
    dataDir: config.dataDir,
    s3: config.s3,
    // Files count against the storage the owner's plan includes, with the database.
    quotaFor: async (projectId) => {
      const row = await projectRepo.findById(projectId);
      return row ? (await entitlements.planFor(row.ownerId)).storageBytes : 0;
    },
  });
  // End users of each project's own app sign up and in here; the studio's accounts are elsewhere.
  const projectAuth = createProjectAuthService({ databases, keys, mailer, now });
  const workspace = new ProjectWorkspace({
    dataDir: config.dataDir,
    databases,
    host,
    secrets,
    postgrest,
    removeStoredFiles: (projectId) => projectStorage.removeAllFiles(projectId),
    apiSettings: async (project) => ({
      SUPABASE_URL: siteOrigin(config.sites, project.slug),
      SUPABASE_ANON_KEY: (await keys.keysFor(project.id))?.anonKey ?? '',
    }),
    bumpApiKeyGeneration: async (projectId) => {
      await projectRepo.bumpApiKeyGeneration(projectId);
      keys.forget(projectId);
    },
    authSettings: projectAuth,
  });
  // Built once and cached on disk; warming it now makes the first project quick.
  databases
    .ensureTemplate()
    .catch((err) => logger.error({ err }, 'could not prepare the project database template'));
  const customTemplates = createCustomTemplateService({
    repo: createCustomTemplateRepository(db),
    entitlements,
    now,
  });
  const projects = createProjectService({
    repo: projectRepo,
    resources: workspace,
    entitlements,
    sites: config.sites,
    maxProjectsPerAccount: config.maxProjectsPerAccount,
    customTemplateFiles: (userId, templateId) => customTemplates.filesFor(userId, templateId),
  });
  const chat = createChatService({ repo: createChatRepository(db), projects });
  const analyticsRepo = createAnalyticsRepository(db);
  const analytics = createAnalyticsService({ repo: analyticsRepo, now, log: logger });
  const aiSettings = createAiSettingsService(createAiSettingsRepository(db), now);
  const notificationSettings = createNotificationSettingsService(db, now);
  const notifications = createNotificationService({
    repo: createNotificationRepository(db),
    hub,
    now,
    wants: (userId, event) => notificationSettings.wants(userId, event),
  });
  // The monitor needs the operations service, so it hears of finished operations through this list.
  const onOperationFinished: Array<(operation: Operation) => Promise<void>> = [];
  const operationRepo = createOperationRepository(db);
  const operations = createOperationService({
    repo: operationRepo,
    leases: new OperationLeases(operationRepo, timers, now),
    storageQuota: async (project) => (await entitlements.planFor(project.ownerId)).storageBytes,
    projects,
    workspace,
    recordEvent: (event) => analyticsRepo.insert(event),
    notify: async (projectId, event) => {
      const members = await projects.memberIds(projectId);
      for (const userId of members) hub.publish(event, { userId });
      if (event.type !== 'operation') return;
      const operation = event.data;
      // The project's API must see tables and columns a database change made or removed.
      if (operation.service === 'backend' && operation.executed) postgrest.reloadSchema(projectId);
      const notice = operationNotice(operation);
      if (notice) await notifications.notify(members, notice);
      for (const listener of onOperationFinished) await listener(operation);
    },
    now,
    planModel: planModelFromConfig(config.llm),
    // Until a user saves their own choice, the endpoint's configured model and the defaults apply.
    aiSettingsFor: async (userId) => {
      const saved = await aiSettings.savedFor(userId);
      return (
        saved && {
          model: saved.modelId,
          temperature: saved.temperature,
          maxTokens: saved.maxTokens,
        }
      );
    },
  });
  const setup = createProjectSetup({
    operations,
    notify: (userId, notification) => notifications.notify([userId], notification),
    recordInChat: (user, projectId, outcomes) =>
      chat.recordRequirementPlans(user, projectId, outcomes),
    log: logger,
  });
  const monitor = createMonitorService({
    repo: createMonitorRepository(db),
    projects,
    workspace,
    operations,
    notifications,
    hub,
    lock: createCheckLock(database),
    now,
    timers,
    log: logger,
    ...(deps.monitorProbeHook ? { probeHook: deps.monitorProbeHook } : {}),
  });
  // The monitor counts approved fixes and failures.
  onOperationFinished.push((operation) => monitor.onOperationFinished(operation));
  const recovery = createOperationRecovery({
    repo: operationRepo,
    workspace,
    findProject: (projectId) => projectRepo.findById(projectId),
    announce: async (row, notice) => {
      const members = await projects.memberIds(row.projectId);
      for (const userId of members)
        hub.publish({ type: 'operation', data: toOperation(row) }, { userId });
      await notifications.notify(members, notice);
    },
    timers,
    now,
    log: logger,
    soleServer: !database.shared,
  });
  const recovering = await recovery.start();
  const domainChecks = scheduleDomainChecks({ host, timers, log: logger });
  const throttle = createSignInThrottle({
    db,
    now,
    policy: {
      ...DEFAULT_THROTTLE,
      freePerAddress: config.signInFreeFailures.perAddress,
      freePerEmail: config.signInFreeFailures.perEmail,
      forgetAfterMs: config.rateLimit.windowMs,
    },
  });

  const billing = createBillingService({
    repo: billingRepo,
    provider: paypal,
    publicUrl: config.publicUrl,
    now,
    log: logger,
    onActivated: (userId, subscriptionId, planName) =>
      notifications.notify([userId], paymentNotice(subscriptionId, planName)),
  });

  const services: AppServices = {
    config,
    database,
    hub,
    mailer,
    secrets,
    keys,
    projectAuth,
    workspace,
    projects,
    operations,
    recovery: recovering,
    domainChecks,
    monitor,
    notifications,
    aiSettings,
    notificationSettings,
    now,
  };
  return {
    services,
    streams,
    chat,
    host,
    postgrest,
    /** Cancels what a REST request's query is running once its visitor has gone away. */
    cancelRestQuery: async (projectId: string, tag: string) =>
      cancelTaggedQuery(await databases.open(projectId), tag),
    projectStorage,
    setup,
    auth: createAuthService({
      repo: createAuthRepository(db),
      mailer,
      throttle,
      publicUrl: config.publicUrl,
      now,
    }),
    profiles: createProfileService(createProfileRepository(db), now),
    account: createAccountService({
      repo: createAccountRepository(db),
      removeProject: (user, id) => projects.remove(user, id),
    }),
    team: createTeamService({
      repo: createTeamRepository(db),
      projectRepo,
      projects,
      entitlements,
      mailer,
      onlineUserIds: () => streams.onlineUserIds(),
      publicUrl: config.publicUrl,
      now,
    }),
    customTemplates,
    settings: createSettingsService(createSettingsRepository(db), now),
    analytics,
    onboarding: createOnboardingService({ repo: createOnboardingRepository(db), analytics, now }),
    codegen: createCodegenService({
      analytics,
      log: logger,
      model: codeModelFromConfig(config.llm),
    }),
    contact: createContactService({
      repo: createContactRepository(db),
      mailer,
      operatorEmail: config.operatorEmail,
    }),
    billing,
    webhooks: createWebhookHandler({
      billing,
      repo: billingRepo,
      provider: paypal,
      now,
      log: logger,
    }),
    projectState: createProjectStateService({ projects, workspace }),
    connections: createConnectionService({
      repo: projectRepo,
      projects,
      workspace,
      secrets,
      providers: config.providers,
      addressGuard,
    }),
    projectApi: createProjectApiService({
      projects,
      keys,
      sites: config.sites,
      publicUrl: config.publicUrl,
    }),
    tableData: createTableDataService({ projects, workspace, operations }),
    storageBrowser: createStorageBrowserService({ projects, storage: projectStorage }),
    projectUsers: createProjectUsersService({ projects, auth: projectAuth, sites: config.sites }),
    /** Stops the timers and closes every connection and process, the app database last. */
    async close() {
      recovering.close();
      domainChecks.close();
      await monitor.close();
      streams.close();
      await postgrest.closeAll();
      await databases.closeAll();
      await database.close();
      await cluster?.stop();
    },
  };
}

export type Services = Awaited<ReturnType<typeof buildServices>>;
