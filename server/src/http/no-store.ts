import type { FastifyReply, FastifyRequest } from 'fastify';

const API = /^\/(api|apigen)(\/|\?|$)/;
/** The published rankings are cacheable; their refusals are not (a ranking not final yet will be, soon). */
const DATI_APERTI = /^\/dati-aperti(\/|\?|$)/;

/**
 * onSend hook: no answer of the services may be kept by a browser or a proxy, as they carry names, fiscal codes,
 * IBANs and files. Set last, so no route can loosen it; the built interface under other paths keeps its own.
 */
export async function nonConservareLeRisposteApi(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  if (API.test(request.url) || (DATI_APERTI.test(request.url) && reply.statusCode >= 400)) {
    reply.header('cache-control', 'no-store');
  }
}
