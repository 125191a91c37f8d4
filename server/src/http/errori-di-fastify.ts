import { randomUUID } from 'node:crypto';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';
import { MESSAGGI } from './errors';

/**
 * What Fastify and Node answer themselves, before any route or error handler runs: a URL the router cannot read
 * (400) or with a parameter over `maxParamLength` (414), headers past Node's limit (431), a request that never
 * arrives whole (408). Each in the portal's Italian error shape instead of their English bodies.
 */
export const opzioniErroriDiFastify: Pick<FastifyServerOptions, 'frameworkErrors' | 'clientErrorHandler'> = {
  frameworkErrors: (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const statusCode = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 414 : error.code === 'FST_ERR_BAD_URL' ? 400 : 500;
    const message =
      statusCode === 414
        ? MESSAGGI.parametroTroppoLungo
        : statusCode === 400
          ? MESSAGGI.indirizzoNonValido
          : MESSAGGI.erroreInterno;
    // Before any route: no hook has run, so the request id goes on the answer here.
    reply
      .code(statusCode)
      .header('cache-control', 'no-store')
      .header('x-request-id', request.id)
      .send({ message, requestId: request.id });
  },
  clientErrorHandler: rispondiAlClient,
};

const PER_CODICE: Readonly<Record<string, [number, string]>> = {
  HPE_HEADER_OVERFLOW: [431, MESSAGGI.intestazioniTroppoGrandi],
  ERR_HTTP_REQUEST_TIMEOUT: [408, MESSAGGI.tempoScaduto],
};

/** The http server's `clientError`: the connection is past saving, so it gets one plain answer and is closed. */
function rispondiAlClient(error: NodeJS.ErrnoException, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [statusCode, message] = PER_CODICE[error.code ?? ''] ?? [400, MESSAGGI.richiestaNonValida];
  // No request was read, so Fastify gave it no id: one of its own, so the answer still has the shape of every error.
  const requestId = randomUUID();
  const body = JSON.stringify({ message, requestId });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${statusCode} ${STATUS_LINE[statusCode]}\r\n` +
        'Content-Type: application/json; charset=utf-8\r\n' +
        `X-Request-Id: ${requestId}\r\n` +
        'Cache-Control: no-store\r\n' +
        'Connection: close\r\n' +
        `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}

const STATUS_LINE: Readonly<Record<number, string>> = {
  400: 'Bad Request',
  408: 'Request Timeout',
  431: 'Request Header Fields Too Large',
};
