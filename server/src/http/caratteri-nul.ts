import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import { badRequest, type FieldErrors } from './errors';

const NUL = '\u0000';
export const TESTO_CON_NUL = 'Contiene un carattere non ammesso (NUL, codice 0)';

/**
 * preValidation hook of every route: PostgreSQL keeps no NUL in text, and no person types one, so a parameter, a
 * query value, a body value or a body key carrying it is bad input (400 with the field), never a failed query.
 */
export function rifiutaCaratteriNul(
  request: FastifyRequest,
  _reply: FastifyReply,
  done: HookHandlerDoneFunction,
): void {
  const errors: FieldErrors = {};
  for (const parte of [request.params, request.query, request.body]) {
    for (const campo of campiConNul(parte)) errors[campo] ??= TESTO_CON_NUL;
  }
  done(Object.keys(errors).length > 0 ? badRequest(errors) : undefined);
}

/** A value met in the walk, with the key it was found under and the value holding it. */
interface Nodo {
  readonly valore: unknown;
  readonly chiave?: string;
  readonly padre?: Nodo;
}

/** The field's name, its keys freed of NUL and joined by dots from the top; 'corpo' for the whole. */
function percorsoDi(nodo: Nodo): string {
  const chiavi: string[] = [];
  for (let corrente: Nodo | undefined = nodo; corrente?.chiave !== undefined; corrente = corrente.padre) {
    chiavi.unshift(corrente.chiave.replaceAll(NUL, ''));
  }
  return chiavi.reduce((percorso, chiave) => (percorso ? `${percorso}.${chiave}` : chiave), '') || 'corpo';
}

/**
 * The paths of the strings and keys holding a NUL; iterative, so a deeply nested body cannot exhaust the stack. A
 * path is named only once a NUL is found: naming one for every key of every request was a measurable part of the
 * lists' CPU (docs/performance.md).
 */
function campiConNul(radice: unknown): string[] {
  const trovati: string[] = [];
  const daVedere: Nodo[] = [{ valore: radice }];
  while (daVedere.length > 0) {
    const nodo = daVedere.pop()!;
    const { valore } = nodo;
    if (typeof valore === 'string') {
      if (valore.includes(NUL)) trovati.push(percorsoDi(nodo));
    } else if (typeof valore === 'object' && valore !== null && !Buffer.isBuffer(valore)) {
      for (const chiave of Object.keys(valore)) {
        const figlio: Nodo = { valore: (valore as Record<string, unknown>)[chiave], chiave, padre: nodo };
        if (chiave.includes(NUL)) trovati.push(percorsoDi(figlio));
        daVedere.push(figlio);
      }
    }
  }
  return trovati;
}
