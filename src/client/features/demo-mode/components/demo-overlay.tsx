import { useEffect, useRef, type KeyboardEvent } from 'react';
import { useLocation, useNavigate, useNavigationType } from 'react-router';
import { ChevronLeft, ChevronRight, Pause, Play, Radio, Square } from 'lucide-react';
import { Button } from '@client/components/ui/button';
import { cn } from '@client/lib/utils';
import { demoSteps } from '@content/demo-steps';
import { demo } from '../demo';
import { highlightMarkers } from '../highlight';
import { useDemo } from '../hooks/use-demo';

const PROTECTED_ROUTES = new Set(['/agent', '/overview', '/settings']);

// Marks the history entries the demo itself pushes, so a late one can be told from a visit by hand.
const DEMO_NAVIGATION = { demo: true };

/**
 * The guided demo's two floating panels: Demo Control and Broadcasting Info.
 * Moving to a step opens its route; opening a demo route by hand moves to its step.
 */
export function DemoOverlay({ signedIn }: { signedIn: boolean }) {
  const { step: index, playing } = useDemo();
  const step = demoSteps[index] ?? demoSteps[0]!;
  const navigate = useNavigate();
  const first = index === 0;
  const last = index === demoSteps.length - 1;

  const location = useLocation();
  const { pathname } = location;
  const navigationType = useNavigationType();

  // The route the demo last went to or followed. Compared with it, not with the address bar, a step
  // change made while another step's page is still loading still navigates (and cancels that load).
  const followedRoute = useRef(pathname);
  const seenPathname = useRef(pathname);

  // Only a change of step navigates (not a change of page), so a redirect to sign in never bounces back.
  useEffect(() => {
    if (followedRoute.current === step.route) return;
    followedRoute.current = step.route;
    void navigate(step.route, { state: DEMO_NAVIGATION });
  }, [step.route, navigate]);

  useEffect(() => {
    if (seenPathname.current === pathname) return;
    seenPathname.current = pathname;
    // A page the demo itself asked for is never followed: it can land after the step has moved on
    // again (keys, autopilot), and following it then would undo that newer step.
    const fromDemo =
      navigationType !== 'POP' && (location.state as typeof DEMO_NAVIGATION | null)?.demo === true;
    if (fromDemo) return;
    followedRoute.current = pathname;
    demo.syncToRoute(pathname);
  }, [pathname, navigationType, location.state]);

  useEffect(() => highlightMarkers(step.highlights), [step.highlights, pathname]);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'ArrowLeft' && !first) demo.previous();
    else if (event.key === 'ArrowRight' && !last) demo.next();
    else if (event.key === 'Escape') demo.stop();
    else return;
    event.preventDefault();
  };

  const position = `Step ${index + 1} of ${demoSteps.length}`;
  const needsSignIn = !signedIn && PROTECTED_ROUTES.has(step.route);

  return (
    <div data-testid="demo-overlay">
      <section
        aria-labelledby="demo-info-title"
        data-testid="demo-broadcasting-info"
        className="fixed right-4 top-20 z-40 w-[min(22rem,calc(100vw-2rem))] rounded-xl border bg-popover p-4 text-popover-foreground shadow-xl"
      >
        <p className="flex items-center gap-2 text-xs font-semibold uppercase tracking-wide text-muted-foreground">
          <Radio aria-hidden="true" className="size-4 text-destructive" />
          Broadcasting <span data-testid="demo-channel">{step.channel}</span>
        </p>
        <h2 id="demo-info-title" className="mt-2 text-lg font-semibold" data-testid="demo-title">
          {step.title}
        </h2>
        <p className="mt-1 text-sm text-muted-foreground">{step.description}</p>
        {needsSignIn ? (
          <p className="mt-2 text-sm">Sign in to see this channel with your own projects.</p>
        ) : null}
        <div className="mt-3 flex items-center justify-between gap-3">
          <ol className="flex gap-1" aria-label="Demo steps">
            {demoSteps.map((s, i) => (
              <li key={s.id}>
                <button
                  type="button"
                  aria-label={`Go to step ${i + 1}: ${s.title}`}
                  aria-current={i === index ? 'step' : undefined}
                  onClick={() => demo.goTo(i)}
                  className="flex size-6 items-center justify-center rounded-full"
                >
                  <span
                    aria-hidden="true"
                    className={cn(
                      'block size-2.5 rounded-full',
                      i === index ? 'bg-primary' : 'bg-muted-foreground/40',
                    )}
                  />
                </button>
              </li>
            ))}
          </ol>
          <p className="text-sm font-medium" data-testid="demo-position">
            {position}
          </p>
        </div>
        <p aria-live="polite" aria-atomic="true" className="sr-only">
          {`Guided demo, ${position}: ${step.title}, ${step.channel}. ${step.description}`}
        </p>
      </section>

      <section
        aria-labelledby="demo-control-title"
        aria-keyshortcuts="ArrowLeft ArrowRight Escape"
        data-testid="demo-control"
        onKeyDown={onKeyDown}
        className="fixed bottom-4 left-4 z-40 flex flex-col gap-2 rounded-xl border bg-popover p-3 text-popover-foreground shadow-xl"
      >
        <h2
          id="demo-control-title"
          className="text-xs font-semibold uppercase tracking-wide text-muted-foreground"
        >
          Demo Control
        </h2>
        <div className="flex gap-1">
          <Button variant="outline" size="sm" disabled={first} onClick={demo.previous}>
            <ChevronLeft aria-hidden="true" />
            Previous
          </Button>
          <Button
            variant="outline"
            size="sm"
            onClick={demo.togglePlay}
            aria-label={playing ? 'Pause autopilot' : 'Play autopilot'}
          >
            {playing ? <Pause aria-hidden="true" /> : <Play aria-hidden="true" />}
            {playing ? 'Pause' : 'Play'}
          </Button>
          <Button variant="outline" size="sm" disabled={last} onClick={demo.next}>
            Next
            <ChevronRight aria-hidden="true" />
          </Button>
          <Button variant="destructive" size="sm" onClick={demo.stop}>
            <Square aria-hidden="true" />
            Stop
          </Button>
        </div>
      </section>
    </div>
  );
}
