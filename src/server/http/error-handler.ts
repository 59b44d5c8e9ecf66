import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { fail } from '@shared/api/envelope';
import { serverErrorMessage } from '@shared/domain/logs';
import { MESSAGES } from '@shared/messages';
import { HttpError, OAuthError } from './errors';
import { HTTP_MESSAGES } from './messages';

/** Fastify's own client errors (unreadable bodies and URLs), each with the Chinese message answered as 400. */
const FASTIFY_CLIENT_ERRORS: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: HTTP_MESSAGES.invalidJson,
  FST_ERR_CTP_EMPTY_JSON_BODY: HTTP_MESSAGES.emptyJson,
  FST_ERR_CTP_BODY_TOO_LARGE: HTTP_MESSAGES.bodyTooLarge,
  FST_ERR_CTP_INVALID_MEDIA_TYPE: HTTP_MESSAGES.unsupportedMediaType,
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: HTTP_MESSAGES.badContentLength,
  FST_ERR_BAD_URL: HTTP_MESSAGES.badUrl,
};

function clientErrorMessage(err: FastifyError): string | undefined {
  if (err.code && FASTIFY_CLIENT_ERRORS[err.code]) return FASTIFY_CLIENT_ERRORS[err.code];
  if (err instanceof SyntaxError) return HTTP_MESSAGES.invalidJson;
  if (typeof err.statusCode === 'number' && err.statusCode >= 400 && err.statusCode < 500) return MESSAGES.badRequest;
  return undefined;
}

/** Keeps a 5xx's details on the server and answers the id they are kept under (logs/server-errors.ts). */
export type KeepServerError = (req: FastifyRequest, err: Error) => string;

/**
 * Every failure answers the envelope (or the OAuth shape for oauth/token) with a Chinese message and
 * never a stack; a 5xx answers the generic message with the id its stack is kept under.
 */
export function installErrorHandlers(app: FastifyInstance, reportInternal: (message: string) => void, keep?: KeepServerError): void {
  app.setErrorHandler((err: FastifyError, req, reply) => {
    if (err instanceof OAuthError) {
      return reply.code(400).send({ error: err.error, error_description: err.message, code: 400, success: false, msg: err.message });
    }
    if (err instanceof HttpError) return reply.code(err.status).send(fail(err.status, err.message));
    const clientMessage = clientErrorMessage(err);
    if (clientMessage) return reply.code(400).send(fail(400, clientMessage));
    const id = keep?.(req, err);
    // The route pattern, not the URL: a query string may carry a phone number or a code.
    reportInternal(`${req.method} ${req.routeOptions.url ?? '(no route)'}${id ? ` [error ${id}]` : ''}: ${err.stack ?? err.message}`);
    return reply.code(500).send(fail(500, id ? serverErrorMessage(id) : MESSAGES.serverError));
  });
  app.setNotFoundHandler((_req, reply) => reply.code(404).send(fail(404, MESSAGES.notFound)));
}
