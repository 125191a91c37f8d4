import type { FastifyReply, FastifyRequest } from 'fastify';

const API = /^\/(api|apigen)(\/|\?|$)/;

/**
 * onSend hook: no answer of the services may be kept by a browser or a proxy, as they carry names, fiscal codes,
 * IBANs and files. Set last, so no route can loosen it; the built interface under other paths keeps its own.
 */
export async function nonConservareLeRisposteApi(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  if (API.test(request.url)) reply.header('cache-control', 'no-store');
}
