import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { DomainError } from '../../domain/errors';
import { MSG } from '../../domain/messages';
import { withoutLangPrefix } from './languages';
import { STATUS_OF } from './status';

// One error handler: a 4xx says what is wrong; a 5xx says only that something
// went wrong, while the log keeps the request id and the stack.

const FRIENDLY: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: MSG.badJson,
  FST_ERR_CTP_EMPTY_JSON_BODY: MSG.badJson,
  FST_ERR_CTP_BODY_TOO_LARGE: MSG.bodyTooLarge,
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'This content type is not supported here.',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The request body length is wrong.',
  FST_REQ_FILE_TOO_LARGE: MSG.bodyTooLarge,
};

/**
 * A request Node could not read as HTTP (a malformed request line, headers too
 * large, headers or body too slow): answered in the API's own shape on the raw
 * socket, as Fastify's clientErrorHandler, and the connection closed.
 */
export function answerClientError(err: NodeJS.ErrnoException, socket: Duplex) {
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  const [code, message] =
    err.code === 'ERR_HTTP_REQUEST_TIMEOUT'
      ? [408, MSG.requestTooSlow]
      : err.code === 'HPE_HEADER_OVERFLOW'
        ? [431, MSG.headersTooLarge]
        : [400, MSG.requestUnreadable];
  const body = JSON.stringify({ status: false, message });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${code} ${STATUS_CODES[code]}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy();
}

/** The database is unreachable for a moment (restart, network): a 503, not a 500. */
export function isDatabaseUnavailable(error: unknown): boolean {
  const e = error as { code?: string; message?: string } | null;
  if (!e) return false;
  if (
    e.code &&
    ['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', '57P01', '57P02', '57P03', '08000', '08003', '08006', 'SQLITE_BUSY'].includes(
      e.code,
    )
  ) {
    return true;
  }
  return /Connection terminated|timeout exceeded when trying to connect|the database system is (starting up|shutting down)|Client has encountered a connection error/i.test(
    e.message ?? '',
  );
}

export function wantsHtml(request: FastifyRequest): boolean {
  return request.method === 'GET' && /text\/html/.test(request.headers.accept ?? '') && !isApiPath(request.url);
}

/** Where rewriteUrl sends an address whose path is not valid percent-encoding (`/%ff`): no route, so the not-found handler. */
export const MALFORMED_PATH = '/.malformed-address';

/** A path the router could not decode (`/%ff`, `/%`, `/a%zz`): Fastify would answer it with its own body. */
export function isMalformedPath(path: string): boolean {
  if (!path.includes('%')) return false;
  try {
    decodeURIComponent(path);
    return false;
  } catch {
    return true;
  }
}

export function isApiPath(url: string): boolean {
  return /^\/(api|add-review|send-otp|verify-otp)(\/|$|\?)/.test(url);
}

export interface ErrorPages {
  notFound(request: FastifyRequest, reply: FastifyReply): Promise<unknown>;
  serverError(request: FastifyRequest, reply: FastifyReply): Promise<unknown>;
  forbidden(request: FastifyRequest, reply: FastifyReply): Promise<unknown>;
}

export function registerErrorHandling(app: FastifyInstance, pages?: ErrorPages) {
  app.setErrorHandler(async (error: FastifyError | DomainError, request, reply) => {
    let status = error instanceof DomainError ? STATUS_OF[error.kind] : ((error as FastifyError).statusCode ?? 500);
    if (!(status >= 400 && status < 600)) status = 500;
    // PostgreSQL refuses NUL and other bytes it cannot store: the input is at fault.
    if (status === 500 && ['22021', '22P05', '54000'].includes(String((error as { code?: string }).code))) {
      return reply.code(400).send({ status: false, message: MSG.badCharacters });
    }
    if (status === 500 && isDatabaseUnavailable(error)) {
      reply.header('retry-after', '5');
      status = 503;
      error = new Error(MSG.unavailable) as FastifyError;
    }
    if (status >= 500) {
      request.log.error({ err: error, reqId: request.id }, 'request failed');
      if (pages && wantsHtml(request)) return pages.serverError(request, reply.code(status));
      return reply.code(status).send({ status: false, message: status === 503 ? error.message : MSG.serverError });
    }
    const code = (error as FastifyError).code;
    const message = (code && FRIENDLY[code]) || (status === 429 ? error.message || MSG.tooManyRequests : error.message);
    const body: Record<string, unknown> = { status: false, message };
    if (error instanceof DomainError && error.field) body.field = error.field;
    return reply.code(status).send(body);
  });

  app.setNotFoundHandler(async (request, reply) => {
    if (request.url === MALFORMED_PATH) {
      // An address that is not one: the API says so (400); a page asked for gets the shop's not-found page.
      const api = isApiPath(withoutLangPrefix(request.originalUrl));
      if (pages && !api && request.method === 'GET' && /text\/html/.test(request.headers.accept ?? '')) {
        return pages.notFound(request, reply.code(404));
      }
      return reply.code(400).send({ status: false, message: MSG.badAddress });
    }
    if (pages && wantsHtml(request)) return pages.notFound(request, reply.code(404));
    return reply.code(404).send({ status: false, message: MSG.notFound });
  });
}
