import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import { Info, X } from 'lucide-react';
import { setSessionUser } from '@client/data/auth/account-cache';
import {
  CONNECTION_LABELS,
  type ConnectionState,
} from '@client/features/connection/connection-labels';
import { StatusDot, dotStatusFor } from '@client/features/connection/components/status-dot';
import { ThemeToggle } from '@client/features/theme/components/theme-toggle';
import { setTheme } from '@client/features/theme/hooks/use-theme';
import { createQueryClient } from '../query-client';
import { routes } from '../router';

/** Markup the static page's script swaps in, each rendered by the app's own components. */
export interface HomeFragments {
  /** The theme toggle as it looks in each theme. */
  themeToggle: Record<'dark' | 'light', string>;
  /** The header's status dot for each connection state. */
  connectionDot: Record<ConnectionState, string>;
  connectionLabel: Record<ConnectionState, string>;
  /** The footer button's icon, closed and open. */
  footerIcon: Record<'closed' | 'open', string>;
}

export interface RenderedHome {
  /** The shell and the home page, for inside #root. */
  html: string;
  title: string;
  fragments: HomeFragments;
}

const STATES: ConnectionState[] = ['connecting', 'connected', 'ready', 'offline'];

/**
 * Renders `/` with the real routes, shell and home page, as a visitor who is not signed in sees
 * it before anything has loaded. Runs under Node at build time.
 */
export async function renderHome(origin: string): Promise<RenderedHome> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`${origin}/`));
  if (context instanceof Response)
    throw new Error(`/ answered ${context.status} while prerendering`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const queryClient = createQueryClient();
  // A visitor: the header shows Sign In straight away instead of a placeholder.
  setSessionUser(queryClient, null);

  const body = renderToString(
    <QueryClientProvider client={queryClient}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </QueryClientProvider>,
  );
  // React writes the page's <title> where the page renders it; it belongs in the head.
  const titleMatch = /<title>([^<]*)<\/title>/.exec(body);
  const html = body.replace(/<title>[^<]*<\/title>/, '');

  // The cache would otherwise keep Node running until its five-minute garbage collection.
  queryClient.clear();

  const themeToggle = { dark: renderToString(<ThemeToggle />), light: '' };
  setTheme('light');
  themeToggle.light = renderToString(<ThemeToggle />);
  setTheme('dark');

  return {
    html,
    title: titleMatch?.[1] ?? 'Bridge Studio',
    fragments: {
      themeToggle,
      connectionDot: Object.fromEntries(
        STATES.map((s) => [s, renderToString(<StatusDot status={dotStatusFor(s)} />)]),
      ) as Record<ConnectionState, string>,
      connectionLabel: CONNECTION_LABELS,
      footerIcon: {
        closed: renderToString(<Info aria-hidden="true" className="size-5" />),
        open: renderToString(<X aria-hidden="true" className="size-5" />),
      },
    },
  };
}
