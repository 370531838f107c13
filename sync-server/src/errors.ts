import { existsSync } from 'node:fs';
import { STATUS_CODES } from 'node:http';
import { join } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ApiError } from '../../shared/schemas/apiError';
import { RequestValidationError, allInvalidFields } from './validation';

/** Shown for every unexpected failure; the details go to the log, never to the client. */
export const INTERNAL_ERROR_MESSAGE = 'Something went wrong on our side. Please try again.';

/** Answered for a page while STATIC_DIR has no index.html (e.g. `npm run dev` before a build). */
export const APP_NOT_BUILT_MESSAGE = 'App not built. Run npm run build.';

/** An error with a status and a message meant for the client (kept even for 5xx, e.g. a clear 502). */
export class HttpError extends Error {
  readonly expose = true;
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

/** `throw httpError(404, 'Spine map not found')`: the error handler answers with that status and message. */
export function httpError(statusCode: number, message: string): HttpError {
  return new HttpError(statusCode, message);
}

/** True for the API's own paths, which never fall back to the app shell. */
export function isApiPath(path: string): boolean {
  return path === '/api' || path.startsWith('/api/');
}

interface ErrorLike {
  statusCode?: unknown;
  code?: unknown;
  message?: unknown;
  expose?: unknown;
}

function statusOf(error: ErrorLike): number {
  const status = error.statusCode;
  return typeof status === 'number' && Number.isInteger(status) && status >= 400 && status <= 599
    ? status
    : 500;
}

function errorBody(status: number, message: string, fields?: ApiError['fields']): ApiError {
  return { error: STATUS_CODES[status] ?? 'Error', message, ...(fields ? { fields } : {}) };
}

function pathOf(request: FastifyRequest): string {
  return request.url.split('?', 1)[0] ?? request.url;
}

/** True when the request is for the API (its path, not its query, starts with /api). */
export function isApiRequest(request: FastifyRequest): boolean {
  return isApiPath(pathOf(request));
}

const HAS_EXTENSION = /\/[^/]*\.[a-z0-9]+$/i;

/**
 * The one place where errors and unknown URLs become responses:
 * - bad requests answer `{ error, message, fields? }` (shared/schemas/apiError.ts) with their message;
 * - anything unexpected is logged with its stack and answers a generic 500;
 * - unknown `/api` routes answer a JSON 404, and page URLs without a file get the app shell
 *   (the SPA's router decides what they show), or a 503 when the app is not built.
 */
export function registerErrorHandling(app: FastifyInstance, options: { staticDir: string }): void {
  const indexHtml = join(options.staticDir, 'index.html');

  app.setErrorHandler((raw: unknown, request: FastifyRequest, reply: FastifyReply) => {
    const error: ErrorLike = typeof raw === 'object' && raw !== null ? raw : { message: String(raw) };
    const status = statusOf(error);

    if (raw instanceof RequestValidationError) {
      const fields = allInvalidFields(raw, request);
      request.log.info({ fields }, 'invalid request');
      return reply
        .code(400)
        .send(errorBody(400, `Invalid request: ${fields.map((f) => f.path).join(', ')}`, fields));
    }
    if (status >= 500 && error.expose !== true) {
      request.log.error({ err: raw }, 'request failed');
      return reply.code(status).send(errorBody(status, INTERNAL_ERROR_MESSAGE));
    }
    const message =
      error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || raw instanceof SyntaxError
        ? 'Request body is not valid JSON.'
        : typeof error.message === 'string' && error.message
          ? error.message
          : (STATUS_CODES[status] ?? 'Error');
    request.log.info({ statusCode: status, code: error.code, message }, 'request rejected');
    return reply.code(status).send(errorBody(status, message));
  });

  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    const path = pathOf(request);
    const isPageRequest = (request.method === 'GET' || request.method === 'HEAD') && !isApiPath(path);
    if (isPageRequest && !existsSync(indexHtml)) {
      return reply
        .code(503)
        .header('cache-control', 'no-store')
        .type('text/plain; charset=utf-8')
        .send(APP_NOT_BUILT_MESSAGE);
    }
    // A missing /assets/x.js must stay a 404: answering HTML would be cached as script.
    if (isPageRequest && !HAS_EXTENSION.test(path)) {
      return reply.code(200).sendFile('index.html', options.staticDir);
    }
    const what = isApiPath(path) ? 'No such API route' : 'No such page or file';
    return reply.code(404).send(errorBody(404, `${what}: ${request.method} ${path}`));
  });
}
