import type { FastifyReply, FastifyRequest } from 'fastify';

const API = /^\/(api|apigen)(\/|\?|$)/;
/** The published rankings are cacheable; their refusals are not (a ranking not final yet will be, soon). */
const DATI_APERTI = /^\/dati-aperti(\/|\?|$)/;

/**
 * onSend hook: no answer of the services may be kept by a browser or a proxy, as they carry names, fiscal codes,
 * IBANs and files. Set last, so no route can loosen it; the built interface under other paths keeps its own.
 * Synchronous, as every hook run on each request that awaits nothing (a promise each is a measurable cost, perf.md).
 */
export function nonConservareLeRisposteApi(
  request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
  done: (errore: null, payload: unknown) => void,
): void {
  if (API.test(request.url) || (DATI_APERTI.test(request.url) && reply.statusCode >= 400)) {
    reply.header('cache-control', 'no-store');
  }
  done(null, payload);
}
