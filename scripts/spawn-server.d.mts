export interface RunningServer {
  url: string;
  port: number;
  dataDir: string;
  /** Stops the server and removes a data directory it created. */
  stop(): Promise<void>;
  /** Stops the server and keeps its data (to start it again). */
  kill(): Promise<void>;
}
export function freePort(): Promise<number>;
export function startAppServer(
  env?: Record<string, string>,
  reuse?: { port?: number; dataDir?: string },
): Promise<RunningServer>;
export function startBareServer(): Promise<{ url: string; stop(): Promise<void> }>;
