import type { FastifyRequest } from 'fastify';
import { requirePermission } from '../../engine/require-permission';
import type { Permission } from '../../../../contract/policy';
import { notFound } from '../../http/errors';
import { ErrorRef } from '../../../../contract/errori';
import { principalOf } from '../../auth/authenticate';
import { datiGenerali } from './repository';
import { giornoDi, PROGRAMMA_NON_TROVATO, type Dipendenze } from './executor';

export const TAG = ['programma'];

export const errori = { 400: ErrorRef, 401: ErrorRef, 403: ErrorRef, 404: ErrorRef };
export const erroriTransizione = { ...errori, 409: ErrorRef };

/** The roles check of the policy (403); the record's visibility and state are checked by the handler. */
export const permesso = (permission: Permission | readonly Permission[]) => requirePermission('programmi', permission);

export interface OpzioniRotte {
  readonly deps: Dipendenze;
}

/** The programme of the `id` parameter as the caller sees it, or 404. */
export async function programmaVisibile(deps: Dipendenze, request: FastifyRequest) {
  const { id } = request.params as { id: number };
  const programma = await datiGenerali(deps.db, id, principalOf(request), giornoDi(deps));
  if (!programma) throw notFound(PROGRAMMA_NON_TROVATO);
  return programma;
}
