import { createDemoStore } from './demo-store';

/** The one guided demo of this tab, shared by the shell's overlay and every page that starts it. */
export const demo = createDemoStore();

export const startDemo = () => demo.start();
