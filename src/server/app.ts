import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import compress from '@fastify/compress';
import rateLimit from '@fastify/rate-limit';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config/config';
import { openAppDatabase, type AppDatabase } from './db/database';
import { AppError } from './lib/errors';
import { requestForLog } from './lib/log-request';
import { registerErrorHandler } from './plugins/error-handler';
import { registerInputHygiene } from './plugins/input-hygiene';
import { registerSecurity } from './plugins/security';
import { registerSession } from './plugins/session';
import { registerStaticClient } from './plugins/static-client';
import { createMailer, type Mailer } from './services/mail/mailer';
import { loadSecretBox, type SecretBox } from './services/crypto/secret-box';
import { authRoutes } from './modules/auth/routes';
import { createAuthRepository } from './modules/auth/repository';
import { createSignInThrottle, DEFAULT_THROTTLE } from './modules/auth/sign-in-throttle';
import { createAuthService } from './modules/auth/service';
import { aiSettingsRoutes } from './modules/ai-settings/routes';
import { createAiSettingsRepository } from './modules/ai-settings/repository';
import { createAiSettingsService, type AiSettingsService } from './modules/ai-settings/service';
import { accountRoutes } from './modules/account/routes';
import { createAccountRepository } from './modules/account/repository';
import { createAccountService } from './modules/account/service';
import { settingsRoutes } from './modules/settings/routes';
import { createSettingsRepository } from './modules/settings/repository';
import { createSettingsService } from './modules/settings/service';
import { notificationSettingsRoutes } from './modules/notification-settings/routes';
import {
  createNotificationSettingsService,
  type NotificationSettingsService,
} from './modules/notification-settings/service';
import { invitationRoutes, projectTeamRoutes } from './modules/team/routes';
import { createTeamRepository } from './modules/team/repository';
import { createTeamService } from './modules/team/service';
import { customTemplateRoutes } from './modules/custom-templates/routes';
import { createCustomTemplateRepository } from './modules/custom-templates/repository';
import { createCustomTemplateService } from './modules/custom-templates/service';
import { profileRoutes } from './modules/profile/routes';
import { createProfileRepository } from './modules/profile/repository';
import { createProfileService } from './modules/profile/service';
import { healthRoutes } from './modules/health/routes';
import { contactRoutes } from './modules/contact/routes';
import { createContactRepository } from './modules/contact/repository';
import { createContactService } from './modules/contact/service';
import { eventRoutes } from './modules/events/routes';
import { InProcessEventHub, type EventHub } from './modules/events/hub';
import { EventStreams } from './modules/events/streams';
import { analyticsRoutes } from './modules/analytics/routes';
import { createAnalyticsService } from './modules/analytics/service';
import { onboardingRoutes } from './modules/onboarding/routes';
import { createOnboardingService } from './modules/onboarding/service';
import { codegenRoutes } from './modules/codegen/routes';
import { createCodegenService } from './modules/codegen/service';
import { codeModelFromConfig } from './modules/codegen/openai-code-model';
import { billingRoutes } from './modules/billing/routes';
import { projectRoutes } from './modules/projects/routes';
import { createBillingEntitlements } from './modules/billing/entitlements';
import { paymentProvider } from './modules/billing/provider';
import { createBillingRepository } from './modules/billing/repository';
import { createBillingService } from './modules/billing/service';
import { createWebhookHandler } from './modules/billing/webhooks';
import { projectStateRoutes } from './modules/project-state/routes';
import { operationRoutes } from './modules/operations/routes';
import { chatRoutes } from './modules/chat/routes';
import { createChatRepository } from './modules/chat/repository';
import { createChatService } from './modules/chat/service';
import { connectionRoutes } from './modules/connections/routes';
import { projectApiRoutes } from './modules/project-api/routes';
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
import { createAnalyticsRepository } from './modules/analytics/repository';
import { createProjectRepository } from './modules/projects/repository';
import {
  createProjectService,
  type Entitlements,
  type ProjectService,
} from './modules/projects/service';
import { ProjectWorkspace } from './modules/projects/workspace';
import { createProjectSetup } from './modules/project-setup/service';
import { registerSiteOrigin } from './modules/site-origin/plugin';
import { projectApiKeyCheck } from './modules/site-origin/api-key';
import { createRestProxy, projectRestRoutes } from './modules/project-api/rest-proxy';
import { installBeforeFastify, restFastPath } from './modules/project-api/rest-fast-path';
import { projectAuthRoutes } from './modules/project-auth/routes';
import { projectAuthSettingsRoutes } from './modules/project-auth/settings-routes';
import { projectStorageRoutes } from './modules/project-storage/routes';
import { createProjectStorageService } from './services/project-storage';
import { tableDataRoutes } from './modules/table-data/routes';
import { createTableDataService } from './modules/table-data/service';
import { projectUsersRoutes } from './modules/project-users/routes';
import { storageBrowserRoutes } from './modules/storage-browser/routes';
import { createStorageBrowserService } from './modules/storage-browser/service';
import { createProjectUsersService } from './modules/project-users/service';
import { createProjectAuthService, type ProjectAuthService } from './services/project-auth';
import { siteHostOf, siteRewrite } from './modules/site-origin/rewrite-url';
import { ProjectDatabases } from './services/project-db';
import { ProjectsServer } from './services/project-db/projects-server';
import { moveProjectDatabases } from './services/project-db/move-to-server';
import { EmbeddedCluster } from './services/embedded-postgres/cluster';
import { AddressGuard, type Resolver } from './services/net/address-guard';
import { postgresEndpoint } from './services/net/internal-endpoints';
import { StaticHost } from './services/hosting/static-host';
import { siteOrigin } from './services/hosting/site-urls';
import { createProjectKeyStore, type ProjectKeyStore } from './services/project-api/key-store';
import { startPostgrestProcesses } from './services/project-api/start-postgrest';
import { realTimers, type Timers } from './services/project-db/timers';
import { monitorRoutes } from './modules/monitor/routes';
import { createMonitorRepository } from './modules/monitor/repository';
import { createMonitorService, type MonitorService } from './modules/monitor/service';
import { createCheckLock } from './modules/monitor/check-lock';
import { notificationRoutes } from './modules/notifications/routes';
import { createNotificationRepository } from './modules/notifications/repository';
import {
  createNotificationService,
  type NotificationService,
} from './modules/notifications/service';
import { operationNotice, paymentNotice } from './modules/notifications/activity';

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

declare module 'fastify' {
  interface FastifyInstance {
    services: AppServices;
  }
}

/** Builds the whole server; it never listens, so tests drive it with inject(). */
export async function buildApp(config: Config, deps: AppDeps = {}): Promise<FastifyInstance> {
  const https = config.publicUrl.startsWith('https://');
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: ['req.headers.cookie', 'req.headers.authorization', 'req.headers.apikey'],
      serializers: { req: requestForLog },
    },
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    return503OnClosing: true,
    // Any host that is not the studio's own is a site's origin, served by the site-origin plugin.
    rewriteUrl: siteRewrite({ ownHosts: ownHosts(config), trustProxy: config.trustProxy }),
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  registerInputHygiene(app);

  const log = { info: (m: string) => app.log.info(m), warn: (m: string) => app.log.warn(m) };
  const appDataOnCluster = !deps.database && !config.databaseUrl;
  // One embedded server holds whatever has no server of its own: the app's data, the projects' databases.
  const cluster =
    appDataOnCluster || !config.projectsDatabaseUrl
      ? await EmbeddedCluster.inDataDir(config.dataDir, log)
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
  const now = deps.now ?? (() => new Date());
  // In-process: the hub and the open streams live in this server (docs/architecture.md).
  const hub: EventHub = new InProcessEventHub();
  const streams = new EventStreams(hub);
  const mailer =
    deps.mailer ??
    createMailer({ db: database.db, log: app.log, smtpUrl: config.smtpUrl, from: config.mailFrom });
  const secrets = await loadSecretBox(config.encryptionKey, config.dataDir);
  const projectRepo = createProjectRepository(database.db);
  // The cluster was started above exactly when no projects server was configured.
  const projectsAdminUrl = config.projectsDatabaseUrl ?? (cluster as EmbeddedCluster).url();
  const addressGuard = new AddressGuard({
    allowPrivateNetwork: config.allowPrivateNetworkConnections,
    internalEndpoints: [...postgresEndpoint(database.url), ...postgresEndpoint(projectsAdminUrl)],
    ...(deps.resolve ? { resolve: deps.resolve } : {}),
  });
  const projectsServer = new ProjectsServer({
    adminUrl: projectsAdminUrl,
    passwordFor: (projectId) => secrets.derive(`project-database:${projectId}`),
    ownsServer: !config.projectsDatabaseUrl,
    ...(config.projectDb.namePrefix ? { namePrefix: config.projectDb.namePrefix } : {}),
  });
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
        return row ? workspace.externalDatabaseUrl(row) : null;
      },
      guard: addressGuard,
    },
  });
  const host = await StaticHost.open({
    root: join(config.dataDir, 'hosting'),
    sites: config.sites,
    reservedDomains: ownHosts(config),
    now,
    logError: (err, context) => app.log.error({ err }, `hosting: ${context}`),
    ...(deps.resolveTxt ? { resolveTxt: deps.resolveTxt } : {}),
  });
  const workspace = new ProjectWorkspace({
    dataDir: config.dataDir,
    databases,
    host,
    secrets,
    postgrest,
    // Called only when a project is deleted, long after the storage service below is built.
    removeStoredFiles: (projectId) => projectStorage.removeAllFiles(projectId),
    apiSettings: async (project) => ({
      SUPABASE_URL: siteOrigin(config.sites, project.slug),
      SUPABASE_ANON_KEY: (await keys.keysFor(project.id))?.anonKey ?? '',
    }),
    bumpApiKeyGeneration: async (projectId) => {
      await projectRepo.bumpApiKeyGeneration(projectId);
      keys.forget(projectId);
    },
  });
  // Built once and cached on disk; warming it now makes the first project quick.
  databases
    .ensureTemplate()
    .catch((err) => app.log.error({ err }, 'could not prepare the project database template'));
  const billingRepo = createBillingRepository(database.db);
  const paypal = paymentProvider(config.paypal);
  const entitlements =
    deps.entitlements ??
    createBillingEntitlements({ repo: billingRepo, takesPayments: paypal.state === 'ready', now });
  const customTemplates = createCustomTemplateService({
    repo: createCustomTemplateRepository(database.db),
    entitlements,
    now,
  });
  const projects = createProjectService({
    repo: projectRepo,
    resources: workspace,
    entitlements,
    sites: config.sites,
    customTemplateFiles: (userId, templateId) => customTemplates.filesFor(userId, templateId),
    // The services below need this one; setup runs only after all of them exist.
    setup: createProjectSetup({
      operations: () => operations,
      notify: (userId, notification) => notifications.notify([userId], notification),
      recordInChat: (user, projectId, outcomes) =>
        chat.recordRequirementPlans(user, projectId, outcomes),
      log: app.log,
    }),
  });
  const chat = createChatService({ repo: createChatRepository(database.db), projects });
  const analytics = createAnalyticsRepository(database.db);
  const aiSettings = createAiSettingsService(createAiSettingsRepository(database.db), now);
  const notificationSettings = createNotificationSettingsService(database.db, now);
  const notifications = createNotificationService({
    repo: createNotificationRepository(database.db),
    hub,
    now,
    wants: (userId, event) => notificationSettings.wants(userId, event),
  });
  const operationRepo = createOperationRepository(database.db);
  const operations = createOperationService({
    repo: operationRepo,
    leases: new OperationLeases(operationRepo, timers, now),
    storageQuota: async (project) => (await entitlements.planFor(project.ownerId)).storageBytes,
    projects,
    workspace,
    recordEvent: (event) => analytics.insert(event),
    notify: async (projectId, event) => {
      const members = await projects.memberIds(projectId);
      for (const userId of members) hub.publish(event, { userId });
      if (event.type !== 'operation') return;
      const operation = event.data;
      // The project's API must see tables and columns a database change made or removed.
      if (operation.service === 'backend' && operation.executed) postgrest.reloadSchema(projectId);
      const notice = operationNotice(operation);
      if (notice) await notifications.notify(members, notice);
      // The monitor (built below, it needs this service) counts approved fixes and failures.
      await monitor.onOperationFinished(operation);
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
  const monitor = createMonitorService({
    repo: createMonitorRepository(database.db),
    projects,
    workspace,
    operations,
    notifications,
    hub,
    lock: createCheckLock(database),
    now,
    timers,
    log: app.log,
    ...(deps.monitorProbeHook ? { probeHook: deps.monitorProbeHook } : {}),
  });
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
    log: app.log,
    soleServer: !database.shared,
  });
  const recovering = await recovery.start();
  const domainChecks = scheduleDomainChecks({ host, timers, log: app.log });
  // End users of each project's own app sign up and in here; the studio's accounts are elsewhere.
  const projectAuth = createProjectAuthService({ databases, keys, mailer, now });
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
  app.decorate('services', services);
  app.addHook('onClose', async () => {
    recovering.close();
    domainChecks.close();
    await monitor.close();
    streams.close();
    await postgrest.closeAll();
    await databases.closeAll();
    await database.close();
    await cluster?.stop();
  });
  let closing = false;
  // Open event streams would otherwise keep the server from closing.
  app.addHook('preClose', async () => {
    closing = true;
    streams.closeAll();
  });

  await registerSecurity(app, { publicUrl: config.publicUrl, https });
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

  await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) =>
      new AppError(
        429,
        'rate_limited',
        `Too many attempts. Please wait ${context.after} and try again.`,
      ),
  });

  const throttle = createSignInThrottle({
    db: database.db,
    now,
    policy: {
      ...DEFAULT_THROTTLE,
      freePerAddress: config.signInFreeFailures.perAddress,
      freePerEmail: config.signInFreeFailures.perEmail,
      forgetAfterMs: config.rateLimit.windowMs,
    },
  });
  const auth = createAuthService({
    repo: createAuthRepository(database.db),
    mailer,
    throttle,
    publicUrl: config.publicUrl,
    now,
  });
  await registerSession(app, { auth, secure: https });

  await app.register(
    async (api) => {
      await api.register(healthRoutes, { ping: database.ping, version: config.version });
      await api.register(eventRoutes, { hub, streams, ping: database.ping });
      await api.register(authRoutes, { prefix: '/auth', auth, rateLimit: config.rateLimit });
      await api.register(profileRoutes, {
        prefix: '/profile',
        profiles: createProfileService(createProfileRepository(database.db), now),
      });
      await api.register(accountRoutes, {
        prefix: '/account',
        account: createAccountService({
          repo: createAccountRepository(database.db),
          removeProject: (user, id) => projects.remove(user, id),
        }),
        rateLimit: config.rateLimit,
      });
      const team = createTeamService({
        repo: createTeamRepository(database.db),
        projectRepo,
        projects,
        entitlements,
        mailer,
        onlineUserIds: () => streams.onlineUserIds(),
        publicUrl: config.publicUrl,
        now,
      });
      await api.register(projectTeamRoutes, {
        prefix: '/projects',
        team,
        mailLimit: { max: config.rateLimit.mailMax, windowMs: config.rateLimit.windowMs },
      });
      await api.register(invitationRoutes, { prefix: '/invitations', team });
      await api.register(customTemplateRoutes, {
        prefix: '/custom-templates',
        templates: customTemplates,
      });
      await api.register(settingsRoutes, {
        prefix: '/settings',
        settings: createSettingsService(createSettingsRepository(database.db), now),
      });
      await api.register(notificationSettingsRoutes, {
        prefix: '/notification-settings',
        notificationSettings,
      });
      await api.register(aiSettingsRoutes, {
        prefix: '/ai-settings',
        aiSettings,
        modelEndpointConfigured: config.llm !== null,
      });
      await api.register(analyticsRoutes, {
        prefix: '/analytics',
        analytics: createAnalyticsService({ db: database.db, now, log: app.log }),
      });
      await api.register(onboardingRoutes, {
        prefix: '/onboarding',
        onboarding: createOnboardingService({ db: database.db, now }),
      });
      await api.register(codegenRoutes, {
        prefix: '/codegen',
        codegen: createCodegenService({
          db: database.db,
          now,
          log: app.log,
          model: codeModelFromConfig(config.llm),
        }),
      });
      await api.register(contactRoutes, {
        prefix: '/contact',
        contact: createContactService({
          repo: createContactRepository(database.db),
          mailer,
          operatorEmail: config.operatorEmail,
        }),
        limit: { max: config.rateLimit.mailMax, windowMs: config.rateLimit.windowMs },
      });
      const billing = createBillingService({
        repo: billingRepo,
        provider: paypal,
        publicUrl: config.publicUrl,
        now,
        log: app.log,
        onActivated: (userId, subscriptionId, planName) =>
          notifications.notify([userId], paymentNotice(subscriptionId, planName)),
      });
      await api.register(billingRoutes, {
        prefix: '/billing',
        billing,
        webhooks: createWebhookHandler({
          billing,
          repo: billingRepo,
          provider: paypal,
          now,
          log: app.log,
        }),
      });
      await api.register(projectRoutes, { prefix: '/projects', projects });
      await api.register(projectStateRoutes, { prefix: '/projects' });
      await api.register(operationRoutes, { prefix: '/projects', operations });
      await api.register(chatRoutes, { prefix: '/projects', chat });
      await api.register(monitorRoutes, { prefix: '/projects', monitor });
      await api.register(notificationRoutes, { prefix: '/notifications', notifications });
      await api.register(connectionRoutes, {
        prefix: '/projects',
        connections: createConnectionService({
          repo: projectRepo,
          projects,
          workspace,
          secrets,
          providers: config.providers,
          addressGuard,
        }),
      });
      await api.register(projectApiRoutes, {
        prefix: '/projects',
        projectApi: createProjectApiService({ projects, keys, sites: config.sites }),
      });
      await api.register(projectAuthSettingsRoutes, {
        prefix: '/projects',
        auth: projectAuth,
        projects,
      });
      await api.register(tableDataRoutes, {
        prefix: '/projects',
        tableData: createTableDataService({ projects, workspace, operations }),
      });
      await api.register(storageBrowserRoutes, {
        prefix: '/projects',
        storageBrowser: createStorageBrowserService({ projects, storage: projectStorage }),
      });
      await api.register(projectUsersRoutes, {
        prefix: '/projects',
        users: createProjectUsersService({ projects, auth: projectAuth, sites: config.sites }),
      });
    },
    { prefix: '/api' },
  );

  // Monitored projects carry on after a restart, their first checks spread over one interval.
  app.addHook('onReady', async () => {
    monitor.resume().catch((err: unknown) => app.log.error({ err }, 'monitor: could not resume'));
  });

  const checkApiKey = projectApiKeyCheck(keys);
  const serveRest = createRestProxy({ processes: postgrest, keys, log: app.log });
  await registerSiteOrigin(app, {
    host,
    sites: config.sites,
    keys,
    apis: [
      async (site) => {
        await site.register(projectAuthRoutes, { auth: projectAuth, checkApiKey });
      },
      projectRestRoutes(serveRest),
      projectStorageRoutes({
        storage: projectStorage,
        checkApiKey,
      }),
    ],
  });
  await registerStaticClient(app, config.clientDir);
  installBeforeFastify(
    app.server,
    restFastPath({
      siteHost: siteHostOf({ ownHosts: ownHosts(config), trustProxy: config.trustProxy }),
      siteForHost: (name) => host.siteForHost(name),
      serveRest,
      // Fastify answers 503 to requests that arrive while it closes.
      isClosing: () => closing,
      trustProxy: config.trustProxy,
      log: {
        enabled: () => ['trace', 'debug', 'info'].includes(app.log.level),
        completed: (details, message) => app.log.info(details, message),
      },
    }),
  );
  return app;
}

/** Host names that reach the studio itself rather than a project's custom domain. */
function ownHosts(config: Config): string[] {
  return [
    new URL(config.publicUrl).hostname,
    config.host,
    'localhost',
    '127.0.0.1',
    '::1',
    '[::1]',
  ];
}
