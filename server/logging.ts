import { LogController, type FastifyBaseLogger, type FastifyReply, type FastifyRequest } from 'fastify';
import type { Socket } from 'node:net';
import pino, { type DestinationStream } from 'pino';
import type { Config } from './config';

// One line a request, written when its answer is done: who asked what, the
// status and how long it took. Fastify's own request logging writes two (one
// on arrival, one on completion); here lines also go out asynchronously, so a
// busy worker hands them on in batches instead of one write to stdout a line.

/** The server's logger (null when LOG_LEVEL is silent); `destination` for a test to read the lines. */
export function createLogger(level: Config['LOG_LEVEL'], destination?: DestinationStream): FastifyBaseLogger | null {
  if (level === 'silent') return null;
  // Asynchronous: pino writes out what is still buffered when the process exits.
  return pino({ level }, destination ?? pino.destination({ dest: 1, sync: false }));
}

/** Fastify's request lines, as one line when the answer is done (a route's `logLevel` still applies). */
export class OneLineARequest extends LogController {
  override incomingRequest() {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    if (this.isLogDisabled(request)) return;
    const req = loggedRequest(request.method, request.originalUrl, request.host, request.ip, request.socket);
    const line = { req, res: reply, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
  }
}

/** A request as the logger's `req` serializer reads it, with the address as asked ('/hi/b2b', not the '/b2b' routed). */
export const loggedRequest = (method: string, url: string, host: string | undefined, ip: string | undefined, socket: Socket) => ({
  method,
  url,
  host,
  ip,
  socket,
});
