import type { ConnectionState } from '@client/features/connection/connection-labels';
import { readDemoState } from '@client/features/demo-mode/demo-store';
import { applyTheme, saveTheme, type Theme } from '@client/features/theme/theme-storage';
import { createEventStream } from '@client/lib/event-stream';
import { nextAutomaticReload, reloadForRecovery } from '@client/lib/recovery-reload';

/**
 * The only script of the prerendered home page. It makes the static header and footer work
 * (theme, connection label, footer panel) and loads the full app when it is needed: a signed-in
 * user, a running guided demo, the phone menu, or a click on a link. main.tsx then replaces the
 * static markup with the same components, and removes `data-prerendered` from #root.
 */

interface AppInfo {
  entry: string;
  preloads: string[];
  labels: Record<ConnectionState, string>;
}

const root = document.getElementById('root')!;
const app = JSON.parse(root.dataset.app ?? '{}') as AppInfo;
const isStatic = () => root.hasAttribute('data-prerendered');
const $ = <T extends Element>(selector: string) => root.querySelector<T>(selector);

function fragment(id: string): Element {
  const template = document.getElementById(id) as HTMLTemplateElement | null;
  const element = template?.content.firstElementChild?.cloneNode(true);
  if (!(element instanceof Element)) throw new Error(`the page has no ${id} template`);
  return element;
}

/** Swaps an element for its prerendered variant, keeping the keyboard focus on it. */
function swap(current: Element | null, id: string): void {
  if (!current) return;
  const focused = document.activeElement === current;
  const next = fragment(id);
  current.replaceWith(next);
  if (focused && next instanceof HTMLElement) next.focus();
}

// ---------------------------------------------------------------- the full app, on demand

let app$: Promise<unknown> | null = null;
let preloaded = false;

function preloadApp(): void {
  if (preloaded) return;
  preloaded = true;
  for (const href of [app.entry, ...app.preloads]) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
}

function loadApp(): Promise<unknown> {
  if (!app$) {
    stopConnection();
    root.setAttribute('aria-busy', 'true');
    // A new build replaced the app's code: reload for it, but not in a loop if it keeps failing.
    app$ = import(/* @vite-ignore */ app.entry).catch(() => {
      if (nextAutomaticReload() !== null) reloadForRecovery('automatic');
    });
  }
  return app$;
}

/** Resolves once React has replaced the static element. */
function replaced(element: Element): Promise<void> {
  return new Promise((resolve) => {
    if (!element.isConnected) return resolve();
    const observer = new MutationObserver(() => {
      if (element.isConnected) return;
      observer.disconnect();
      resolve();
    });
    observer.observe(root, { childList: true, subtree: true });
  });
}

// ---------------------------------------------------------------- header: connection and theme

const connection = createEventStream();
function showConnection(): void {
  const state = connection.getState();
  const indicator = $<HTMLElement>('[data-testid="connection-status"]');
  if (!indicator || !isStatic()) return;
  indicator.dataset.state = state;
  const label = indicator.querySelector('[data-testid="connection-label"]');
  if (label) label.textContent = app.labels[state];
  swap(indicator.querySelector('[data-slot="status-dot"]'), `home-connection-dot-${state}`);
}
const stopShowing = connection.subscribeState(showConnection);
connection.open();
// The app opens its own stream; this one closes first, so the tab never holds two.
const stopConnection = () => {
  stopShowing();
  connection.close();
};

const currentTheme = (): Theme =>
  document.documentElement.classList.contains('light') ? 'light' : 'dark';
const showThemeToggle = () =>
  swap($('[data-testid="theme-toggle"]'), `home-theme-toggle-${currentTheme()}`);
// The page was rendered dark; theme-init.js may already have switched the page to light.
if (currentTheme() === 'light') showThemeToggle();

// ---------------------------------------------------------------- footer panel

function setFooterOpen(open: boolean): void {
  const panel = document.getElementById('site-footer-panel');
  const toggle = $<HTMLElement>('[data-testid="footer-toggle"]');
  if (!panel || !toggle) return;
  panel.hidden = !open;
  toggle.setAttribute('aria-expanded', String(open));
  swap(toggle.querySelector('svg'), open ? 'home-footer-icon-open' : 'home-footer-icon-closed');
}

// ---------------------------------------------------------------- events, while the page is static

function isInAppLink(event: MouseEvent, anchor: HTMLAnchorElement): boolean {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
    return false;
  if (anchor.target || anchor.hasAttribute('download') || anchor.origin !== window.location.origin)
    return false;
  // In-page links (the skip link) keep their usual behaviour.
  return !(anchor.pathname === window.location.pathname && anchor.hash);
}

document.addEventListener('click', (event) => {
  if (!isStatic() || !(event.target instanceof Element)) return;
  const target = event.target;

  if (target.closest('[data-testid="theme-toggle"]')) {
    const next: Theme = currentTheme() === 'dark' ? 'light' : 'dark';
    applyTheme(next);
    saveTheme(next);
    showThemeToggle();
    return;
  }

  if (target.closest('[data-testid="footer-toggle"]')) {
    setFooterOpen(document.getElementById('site-footer-panel')?.hidden ?? false);
    return;
  }

  const menuButton = target.closest('[data-testid="mobile-menu-button"]');
  if (menuButton) {
    // The phone menu is the app's own dialog: load the app, then open it there.
    void loadApp()
      .then(() => replaced(menuButton))
      .then(() => $<HTMLElement>('[data-testid="mobile-menu-button"]')?.click());
    return;
  }

  const anchor = target.closest('a');
  if (anchor && isInAppLink(event, anchor)) {
    event.preventDefault();
    window.history.pushState(null, '', `${anchor.pathname}${anchor.search}${anchor.hash}`);
    void loadApp();
  }
});

document.addEventListener('keydown', (event) => {
  if (!isStatic() || event.key !== 'Escape') return;
  const panel = document.getElementById('site-footer-panel');
  if (!panel || panel.hidden) return;
  setFooterOpen(false);
  $<HTMLElement>('[data-testid="footer-toggle"]')?.focus();
});

// Fetch the app as soon as someone shows an intent to use it.
for (const type of ['pointerover', 'focusin', 'touchstart'] as const) {
  document.addEventListener(
    type,
    (event) => {
      if (
        event.target instanceof Element &&
        event.target.closest('a, [data-testid="mobile-menu-button"]')
      )
        preloadApp();
    },
    { passive: true },
  );
}

// ---------------------------------------------------------------- straight to the app when needed

if (readDemoState()) void loadApp();
else
  void fetch('/api/auth/session', {
    credentials: 'same-origin',
    headers: { accept: 'application/json' },
  })
    .then((response) =>
      response.ok ? (response.json() as Promise<{ user: unknown }>) : { user: null },
    )
    .then(({ user }) => {
      if (user) void loadApp();
    })
    .catch(() => undefined);
