import type { FastifyBaseLogger } from 'fastify';
import { templates } from '@content/templates';
import type {
  AnalyticsPeriod,
  AnalyticsResponse,
  RecordEventBody,
} from '@shared/contracts/analytics';
import { notFound } from '../../lib/errors';
import {
  buildActivity,
  buildMetrics,
  buildPopularTemplates,
  buildSeries,
  periodWindow,
} from './compute';
import type { AnalyticsRepository, NewEvent } from './repository';

export interface AnalyticsServiceDeps {
  repo: AnalyticsRepository;
  now?: () => Date;
  log?: Pick<FastifyBaseLogger, 'warn'>;
}

/** Records analytics events and computes a user's figures from them; built once, in app.ts. */
export function createAnalyticsService({
  repo,
  now = () => new Date(),
  log,
}: AnalyticsServiceDeps) {
  return {
    /** Records an event; a failure is logged and never breaks the feature that recorded it. */
    async record(event: NewEvent): Promise<void> {
      try {
        await repo.insert({ createdAt: now(), ...event });
      } catch (error) {
        log?.warn({ err: error, event: event.name }, 'could not record an analytics event');
      }
    },

    /** An event the browser reports (template used, demo started...), for the signed-in user. */
    async recordFromClient(userId: string, body: RecordEventBody): Promise<void> {
      if (body.projectId && !(await repo.isMember(body.projectId, userId))) {
        throw notFound('No project was found with that id.', 'project_not_found');
      }
      await repo.insert({
        userId,
        projectId: body.projectId ?? null,
        name: body.name,
        properties: body.properties,
        createdAt: now(),
      });
    },

    /** The Analytics tab's figures for one user over one period, each against the period before. */
    async overview(userId: string, period: AnalyticsPeriod): Promise<AnalyticsResponse> {
      const window = periodWindow(period, now());
      // The end is exclusive: one millisecond past now keeps an event recorded this instant.
      const end = new Date(window.to.getTime() + 1);
      const [
        events,
        previousEvents,
        projects,
        previousProjects,
        uses,
        previousUses,
        active,
        previousActive,
      ] = await Promise.all([
        repo.eventsBetween(userId, window.from, end),
        repo.eventsBetween(userId, window.previousFrom, window.from),
        repo.projectsCreatedBetween(userId, window.from, end),
        repo.projectsCreatedBetween(userId, window.previousFrom, window.from),
        repo.templateUsesBetween(window.from, end),
        repo.templateUsesBetween(window.previousFrom, window.from),
        repo.activeUsersBetween(userId, window.from, end),
        repo.activeUsersBetween(userId, window.previousFrom, window.from),
      ]);
      return {
        period,
        from: window.from.toISOString(),
        to: window.to.toISOString(),
        bucket: window.bucket,
        metrics: buildMetrics(
          { events, projects },
          { events: previousEvents, projects: previousProjects },
        ),
        activity: buildActivity(events, projects),
        popularTemplates: buildPopularTemplates(uses, previousUses, templates),
        series: buildSeries(window, events),
        activeUsers: { value: active, previous: previousActive },
      };
    },
  };
}

export type AnalyticsService = ReturnType<typeof createAnalyticsService>;
