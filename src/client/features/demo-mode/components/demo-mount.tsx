import { Suspense, lazy, useEffect } from 'react';
import { demo } from '../demo';
import { useDemo } from '../hooks/use-demo';

// The overlay's code loads only while a demo runs.
const DemoOverlay = lazy(() => import('./demo-overlay').then((m) => ({ default: m.DemoOverlay })));

/** Mounted once in the shell: shows the guided demo overlay while the demo is on. */
export function DemoMount({ signedIn }: { signedIn: boolean }) {
  const { active } = useDemo();

  useEffect(() => {
    if (!signedIn) return;
    // Loaded on first use: the event names come with the analytics contract, which stays out of the first load.
    return demo.onEvent(
      (event) => void import('../record-demo-event').then((m) => m.recordDemoEvent(event)),
    );
  }, [signedIn]);

  if (!active) return null;
  return (
    <Suspense fallback={null}>
      <DemoOverlay signedIn={signedIn} />
    </Suspense>
  );
}
