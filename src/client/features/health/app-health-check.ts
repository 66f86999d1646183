import type { HealthResponse } from '@shared/contracts/health';
import { APP_HEALTH_CHECK_MS } from '@shared/constants/timings';
import { ApiError } from '@client/lib/api-client';
import { handleError } from '@client/lib/error-handler';
import { getHealth } from '@client/data/health/get-health';

export interface AppHealthCheckOptions {
  check?: () => Promise<HealthResponse>;
  onFailure?: (error: unknown) => void;
  intervalMs?: number;
}

/** Checks GET /api/health every 60 s and sends failures to the error handler; returns a stop function. */
export function startAppHealthCheck({
  check = () => getHealth(),
  onFailure = (error) => handleError(error, { context: 'health check' }),
  intervalMs = APP_HEALTH_CHECK_MS,
}: AppHealthCheckOptions = {}): () => void {
  let running = false;
  const tick = async () => {
    // A slow answer must not stack a second check on top of it.
    if (running) return;
    running = true;
    try {
      const health = await check();
      if (health.status !== 'ok' || health.database !== 'ok') {
        throw new ApiError(
          503,
          'database_error',
          'The database behind Bridge Studio is not answering right now.',
        );
      }
    } catch (error) {
      onFailure(error);
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void tick(), intervalMs);
  return () => clearInterval(timer);
}
