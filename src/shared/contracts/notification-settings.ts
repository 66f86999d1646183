import { z } from 'zod';

/** The events that can notify a user, each on or off by default. */
export const NOTIFICATION_EVENTS = [
  {
    id: 'operation_succeeded',
    label: 'A change finished',
    hint: 'A plan you or your team ran has been applied.',
    default: true,
  },
  {
    id: 'operation_failed',
    label: 'A change failed',
    hint: 'A plan could not be applied; nothing was changed.',
    default: true,
  },
  {
    id: 'deploy_finished',
    label: 'A deploy went live',
    hint: 'A new version of a site is live, or a deploy failed.',
    default: true,
  },
  {
    id: 'monitor_issue',
    label: 'Health warnings',
    hint: 'The agent monitor found a problem with a project database.',
    default: true,
  },
  {
    id: 'team_activity',
    label: 'Team changes',
    hint: 'Someone joined a project, or your role changed.',
    default: true,
  },
  {
    id: 'product_news',
    label: 'Product news',
    hint: 'Occasional notes about new Bridge Studio features.',
    default: false,
  },
] as const;
export type NotificationEventId = (typeof NOTIFICATION_EVENTS)[number]['id'];
const EVENT_IDS = NOTIFICATION_EVENTS.map((event) => event.id) as [
  NotificationEventId,
  ...NotificationEventId[],
];

export type NotificationSettings = Record<NotificationEventId, boolean>;

// Schemas are built in pure wrappers so a page that only needs the list of events loads no zod.
/** PUT /api/notification-settings: every event's switch, no unknown events. */
export const saveNotificationSettingsBody = /* @__PURE__ */ (() =>
  z
    .object(
      Object.fromEntries(
        EVENT_IDS.map((id) => [id, z.boolean({ error: `Say whether "${id}" should notify you.` })]),
      ) as Record<NotificationEventId, z.ZodBoolean>,
    )
    .strict())();
export const notificationSettingsResponse = /* @__PURE__ */ (() =>
  z.object({ settings: saveNotificationSettingsBody }))();

export const defaultNotificationSettings = (): NotificationSettings =>
  Object.fromEntries(
    NOTIFICATION_EVENTS.map((event) => [event.id, event.default]),
  ) as NotificationSettings;
