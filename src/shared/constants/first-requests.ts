import { DEFAULT_ANALYTICS_PERIOD, type AnalyticsPeriod } from '../contracts/analytics';

export const PROJECTS_PATH = '/api/projects';
export const analyticsPath = (period: AnalyticsPeriod) => `/api/analytics?period=${period}`;

/**
 * The API requests a signed-in page starts with. The server names them in a preload Link header
 * when it sends the page, so the browser asks for them before the app's code has loaded
 * (plugins/static-client.ts); the app's own requests for them reuse those answers.
 */
export const FIRST_REQUESTS: Readonly<Record<string, readonly string[]>> = {
  '/overview': [PROJECTS_PATH, analyticsPath(DEFAULT_ANALYTICS_PERIOD)],
  '/dashboard': [PROJECTS_PATH],
};
