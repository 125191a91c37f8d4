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
  const parti = [request.params, request.query, request.body];
  if (!parti.some(contieneNul)) return done();
  const errors: FieldErrors = {};
  for (const parte of parti) {
    for (const campo of campiConNul(parte)) errors[campo] ??= TESTO_CON_NUL;
  }
  done(badRequest(errors));
}

/**
 * Whether any string or key holds a NUL: what every request asks, answered without naming paths (naming them for
 * every key of every request was a measurable part of the lists' CPU, docs/performance.md).
 */
function contieneNul(radice: unknown): boolean {
  const daVedere: unknown[] = [radice];
  while (daVedere.length > 0) {
    const valore = daVedere.pop();
    if (typeof valore === 'string') {
      if (valore.includes(NUL)) return true;
    } else if (typeof valore === 'object' && valore !== null && !Buffer.isBuffer(valore)) {
      for (const chiave of Object.keys(valore)) {
        if (chiave.includes(NUL)) return true;
        daVedere.push((valore as Record<string, unknown>)[chiave]);
      }
    }
  }
  return false;
}

/** The paths of the strings holding a NUL; iterative, so a deeply nested body cannot exhaust the stack. */
function campiConNul(radice: unknown): string[] {
  const trovati: string[] = [];
  const daVedere: [unknown, string][] = [[radice, '']];
  while (daVedere.length > 0) {
    const [valore, percorso] = daVedere.pop()!;
    if (typeof valore === 'string') {
      if (valore.includes(NUL)) trovati.push(percorso || 'corpo');
    } else if (typeof valore === 'object' && valore !== null && !Buffer.isBuffer(valore)) {
      for (const [chiave, figlio] of Object.entries(valore)) {
        const campo = percorso ? `${percorso}.${chiave.replaceAll(NUL, '')}` : chiave.replaceAll(NUL, '');
        if (chiave.includes(NUL)) trovati.push(campo || 'corpo');
        daVedere.push([figlio, campo]);
      }
    }
  }
  return trovati;
}
