/** The app's own tables, one file per area under tables/. */
export * from './tables/accounts';
export * from './tables/events';
export * from './tables/projects';
export * from './tables/billing';
export * from './tables/learning';
export * from './tables/monitor';
export * from './tables/settings';
export * from './tables/contact';
export * from './tables/chat';
