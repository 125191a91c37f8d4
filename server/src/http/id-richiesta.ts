import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * preSerialization hook: every error answer (`Errore` in contract/errori.ts) carries the request's id, the one of the
 * `x-request-id` header and of every log line of that request, so a person's report leads to the server's logs.
 */
export async function idRichiestaNegliErrori(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
  if (reply.statusCode < 400 || !isErrore(payload)) return payload;
  return { ...payload, requestId: request.id };
}

const isErrore = (payload: unknown): payload is { message: string } =>
  typeof payload === 'object' &&
  payload !== null &&
  !Array.isArray(payload) &&
  typeof (payload as { message?: unknown }).message === 'string';
