import type { QueryClient } from '@tanstack/react-query';
import { DEFAULT_ANALYTICS_PERIOD } from '@shared/contracts/analytics';
import { analyticsQueryOptions } from '@client/data/analytics/analytics-query';
import { projectsQueryOptions } from '@client/data/projects/projects-query';

/** What each signed-in page shows first, asked for while the page's code is still loading. */
const FIRST_DATA: Record<string, (queryClient: QueryClient) => Promise<unknown>[]> = {
  '/overview': (queryClient) => [
    queryClient.prefetchQuery(projectsQueryOptions()),
    queryClient.prefetchQuery(analyticsQueryOptions(DEFAULT_ANALYTICS_PERIOD)),
  ],
  '/dashboard': (queryClient) => [queryClient.prefetchQuery(projectsQueryOptions())],
};

/** Starts the first page's requests at once instead of after its first render. */
export function prefetchRouteData(queryClient: QueryClient, pathname: string): void {
  FIRST_DATA[pathname]?.(queryClient);
}
