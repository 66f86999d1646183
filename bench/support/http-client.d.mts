export interface BenchClient {
  get<T = Record<string, unknown>>(path: string): Promise<T>;
  post<T = Record<string, unknown>>(path: string, body?: object): Promise<T>;
  signUp(): Promise<unknown>;
}
export function client(baseUrl: string): BenchClient;
export function median(values: number[]): number;
export function percentile(values: number[], p: number): number;
export function timed<T>(fn: () => Promise<T>): Promise<{ ms: number; result: T }>;
