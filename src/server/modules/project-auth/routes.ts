import type { FastifyError, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type {} from '../site-origin/site-context';
import type { CheckApiKey } from '../site-origin/api-key';
import { answerUnservedPaths } from '../site-origin/unserved-paths';
import { AppError } from '../../lib/errors';
import {
  API_VERSION_HEADER,
  badRequest,
  endpointNotFound,
  GoTrueError,
  goTrueAnswer,
  methodNotAllowed,
} from '../../services/project-auth/errors';
import type { ProjectAuthService } from '../../services/project-auth/service';
import { projectAuthAdminRoutes } from './admin-routes';
import { bodyOf, context, queryValue, sameOriginTarget } from './request';

export interface ProjectAuthRoutesOptions {
  auth: ProjectAuthService;
  checkApiKey: CheckApiKey;
}

function sendError(request: FastifyRequest, reply: FastifyReply, error: GoTrueError) {
  const answer = goTrueAnswer(error, request.headers[API_VERSION_HEADER]);
  return reply.status(answer.status).headers(answer.headers).send(answer.body);
}

/**
 * GoTrue's `/auth/v1` for the site's project (`request.site`, set by the site-origin scope):
 * settings, sign-up, the password and refresh-token grants, the user and sign-out, each behind
 * the project's `apikey` like Supabase's gateway puts them.
 */
export const projectAuthRoutes: FastifyPluginAsync<ProjectAuthRoutesOptions> = async (
  app,
  { auth, checkApiKey },
) => {
  // GoTrue reads JSON bodies leniently: none at all is an empty object, a bad one is its `bad_json`.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = String(body);
    if (text.trim() === '') return done(null, {});
    try {
      done(null, JSON.parse(text));
    } catch (error) {
      done(
        badRequest(
          'bad_json',
          `Could not parse request body as JSON: ${(error as Error).message}`,
        ) as unknown as FastifyError,
        undefined,
      );
    }
  });

  app.setErrorHandler((error: FastifyError | GoTrueError, request, reply) => {
    if (error instanceof GoTrueError) return sendError(request, reply, error);
    // Fastify's own refusals (a body too large, a bad content type) and the app's (input hygiene) keep their status.
    const framework =
      typeof (error as FastifyError).code === 'string' &&
      (error as FastifyError).code.startsWith('FST_');
    const status =
      framework || error instanceof AppError ? ((error as FastifyError).statusCode ?? 500) : 500;
    if (status >= 400 && status < 500)
      return sendError(request, reply, new GoTrueError(status, 'validation_failed', error.message));
    request.log.error({ err: error }, 'project auth request failed');
    return sendError(
      request,
      reply,
      new GoTrueError(
        500,
        'unexpected_failure',
        'Unexpected failure, please check server logs for more information',
      ),
    );
  });

  app.addHook('onRequest', async (request, reply) => {
    // Like Kong's open auth route: e-mailed links are followed by a browser, with no key.
    if (request.routeOptions.url?.endsWith('/auth/v1/verify')) return;
    if (!(await checkApiKey(request, reply))) return reply;
  });

  answerUnservedPaths(app, '/auth/v1', {
    notFound: ({ path }) => {
      throw endpointNotFound(`No endpoint is at ${path}`);
    },
    methodNotAllowed: ({ method, path }, allowed) => {
      throw methodNotAllowed(`${path} does not accept ${method}, only ${allowed.join(', ')}`);
    },
  });

  app.get('/auth/v1/settings', async (request) => auth.publicSettings(request.site.projectId));

  app.get('/auth/v1/health', async () => ({
    version: 'bridge',
    name: 'GoTrue',
    description: 'GoTrue is a user registration and authentication API',
  }));

  app.post('/auth/v1/signup', async (request) =>
    auth.signUp(context(request, auth), bodyOf(request)),
  );

  app.post('/auth/v1/token', async (request) => {
    const grantType = queryValue(request, 'grant_type');
    if (grantType === 'password')
      return auth.signInWithPassword(context(request, auth), bodyOf(request));
    if (grantType === 'refresh_token') return auth.refresh(context(request, auth), bodyOf(request));
    throw badRequest('invalid_credentials', 'unsupported_grant_type');
  });

  app.post('/auth/v1/recover', async (request) => {
    const ctx = context(request, auth);
    // GoTrue's referrer: an allowed `redirect_to` (here: on the site's own origin), else the site.
    const redirectTo = sameOriginTarget(ctx.origin, queryValue(request, 'redirect_to'));
    return auth.recovery.request(ctx, bodyOf(request), redirectTo);
  });

  app.post('/auth/v1/verify', async (request) =>
    auth.verify(context(request, auth), bodyOf(request)),
  );

  // The link in an e-mail: verify, then back to the site with the session in the fragment, as GoTrue redirects.
  app.get('/auth/v1/verify', async (request, reply) => {
    const ctx = context(request, auth);
    const type = queryValue(request, 'type') ?? '';
    const target = sameOriginTarget(ctx.origin, queryValue(request, 'redirect_to'));
    let fragment: URLSearchParams;
    try {
      const answer = await auth.verify(ctx, {
        type,
        token_hash: queryValue(request, 'token') ?? '',
      });
      fragment =
        'access_token' in answer
          ? new URLSearchParams({
              access_token: String(answer.access_token),
              expires_at: String(answer.expires_at),
              expires_in: String(answer.expires_in),
              refresh_token: String(answer.refresh_token),
              token_type: 'bearer',
              type,
            })
          : new URLSearchParams({ message: String(answer.msg) });
    } catch (error) {
      if (!(error instanceof GoTrueError)) throw error;
      fragment = new URLSearchParams({
        error:
          error.status === 403
            ? 'access_denied'
            : error.status >= 500
              ? 'server_error'
              : 'invalid_request',
        error_code: error.errorCode,
        error_description: error.message,
      });
    }
    return reply.redirect(`${target}#${fragment.toString()}`, 303);
  });

  app.get('/auth/v1/user', async (request) => {
    const ctx = context(request, auth);
    return auth.getUser(ctx, await auth.authenticate(ctx, request.headers.authorization));
  });

  app.put('/auth/v1/user', async (request) => {
    const ctx = context(request, auth);
    const user = await auth.authenticate(ctx, request.headers.authorization);
    return auth.updateUser(ctx, user, bodyOf(request));
  });

  projectAuthAdminRoutes(app, auth);

  app.post('/auth/v1/logout', async (request, reply) => {
    const ctx = context(request, auth);
    const user = await auth.authenticate(ctx, request.headers.authorization);
    await auth.logout(ctx, user, queryValue(request, 'scope'));
    return reply.status(204).send();
  });
};
