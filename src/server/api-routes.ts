import type { FastifyInstance } from 'fastify';
import type { Services } from './composition-root';
import { authRoutes } from './modules/auth/routes';
import { aiSettingsRoutes } from './modules/ai-settings/routes';
import { accountRoutes } from './modules/account/routes';
import { settingsRoutes } from './modules/settings/routes';
import { notificationSettingsRoutes } from './modules/notification-settings/routes';
import { invitationRoutes, projectTeamRoutes } from './modules/team/routes';
import { customTemplateRoutes } from './modules/custom-templates/routes';
import { profileRoutes } from './modules/profile/routes';
import { healthRoutes } from './modules/health/routes';
import { contactRoutes } from './modules/contact/routes';
import { eventRoutes } from './modules/events/routes';
import { analyticsRoutes } from './modules/analytics/routes';
import { onboardingRoutes } from './modules/onboarding/routes';
import { codegenRoutes } from './modules/codegen/routes';
import { billingRoutes } from './modules/billing/routes';
import { projectRoutes } from './modules/projects/routes';
import { projectStateRoutes } from './modules/project-state/routes';
import { operationRoutes } from './modules/operations/routes';
import { chatRoutes } from './modules/chat/routes';
import { connectionRoutes } from './modules/connections/routes';
import { projectApiRoutes } from './modules/project-api/routes';
import { projectAuthSettingsRoutes } from './modules/project-auth/settings-routes';
import { tableDataRoutes } from './modules/table-data/routes';
import { projectUsersRoutes } from './modules/project-users/routes';
import { storageBrowserRoutes } from './modules/storage-browser/routes';
import { monitorRoutes } from './modules/monitor/routes';
import { notificationRoutes } from './modules/notifications/routes';

/** The studio's own API under /api, each module's routes given the services they use. */
export async function registerApiRoutes(api: FastifyInstance, built: Services): Promise<void> {
  const { config, database, hub, projects, operations, monitor, notifications } = built.services;
  const mailLimit = { max: config.rateLimit.mailMax, windowMs: config.rateLimit.windowMs };
  await api.register(healthRoutes, { ping: database.ping, version: config.version });
  await api.register(eventRoutes, { hub, streams: built.streams, ping: database.ping });
  await api.register(authRoutes, {
    prefix: '/auth',
    auth: built.auth,
    rateLimit: config.rateLimit,
  });
  await api.register(profileRoutes, { prefix: '/profile', profiles: built.profiles });
  await api.register(accountRoutes, {
    prefix: '/account',
    account: built.account,
    rateLimit: config.rateLimit,
  });
  await api.register(projectTeamRoutes, { prefix: '/projects', team: built.team, mailLimit });
  await api.register(invitationRoutes, { prefix: '/invitations', team: built.team });
  await api.register(customTemplateRoutes, {
    prefix: '/custom-templates',
    templates: built.customTemplates,
  });
  await api.register(settingsRoutes, { prefix: '/settings', settings: built.settings });
  await api.register(notificationSettingsRoutes, {
    prefix: '/notification-settings',
    notificationSettings: built.services.notificationSettings,
  });
  await api.register(aiSettingsRoutes, {
    prefix: '/ai-settings',
    aiSettings: built.services.aiSettings,
    modelEndpointConfigured: config.llm !== null,
  });
  await api.register(analyticsRoutes, { prefix: '/analytics', analytics: built.analytics });
  await api.register(onboardingRoutes, { prefix: '/onboarding', onboarding: built.onboarding });
  await api.register(codegenRoutes, { prefix: '/codegen', codegen: built.codegen });
  await api.register(contactRoutes, {
    prefix: '/contact',
    contact: built.contact,
    limit: mailLimit,
  });
  await api.register(billingRoutes, {
    prefix: '/billing',
    billing: built.billing,
    webhooks: built.webhooks,
  });
  await api.register(projectRoutes, { prefix: '/projects', projects, setup: built.setup });
  await api.register(projectStateRoutes, { prefix: '/projects', state: built.projectState });
  await api.register(operationRoutes, { prefix: '/projects', operations });
  await api.register(chatRoutes, { prefix: '/projects', chat: built.chat });
  await api.register(monitorRoutes, { prefix: '/projects', monitor });
  await api.register(notificationRoutes, { prefix: '/notifications', notifications });
  await api.register(connectionRoutes, { prefix: '/projects', connections: built.connections });
  await api.register(projectApiRoutes, { prefix: '/projects', projectApi: built.projectApi });
  await api.register(projectAuthSettingsRoutes, {
    prefix: '/projects',
    auth: built.services.projectAuth,
    projects,
  });
  await api.register(tableDataRoutes, { prefix: '/projects', tableData: built.tableData });
  await api.register(storageBrowserRoutes, {
    prefix: '/projects',
    storageBrowser: built.storageBrowser,
  });
  await api.register(projectUsersRoutes, { prefix: '/projects', users: built.projectUsers });
}
