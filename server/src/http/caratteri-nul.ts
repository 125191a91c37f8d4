import type { FastifyRequest } from 'fastify';
import { badRequest, type FieldErrors } from './errors';

const NUL = '\u0000';
export const TESTO_CON_NUL = 'Contiene un carattere non ammesso (NUL, codice 0)';

/**
 * preValidation hook of every route: PostgreSQL keeps no NUL in text, and no person types one, so a parameter, a
 * query value, a body value or a body key carrying it is bad input (400 with the field), never a failed query.
 */
export async function rifiutaCaratteriNul(request: FastifyRequest): Promise<void> {
  const errors: FieldErrors = {};
  for (const parte of [request.params, request.query, request.body]) {
    for (const campo of campiConNul(parte)) errors[campo] ??= TESTO_CON_NUL;
  }
  if (Object.keys(errors).length > 0) throw badRequest(errors);
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
