import type { FastifyRequest } from 'fastify';
import type { AzioneChecklist } from '../../../../contract/checklist/schema';
import { isAllowed, type Permission } from '../../../../contract/policy';
import { principalOf } from '../../auth/authenticate';
import type { AppDatabase } from '../../db/database';
import { conflict, forbidden, notFound } from '../../http/errors';
import { titolare, verificaAzione } from '../allegato/access';
import { checklistPerId, type Chiave } from './repository';
import type { AmbitoChecklist, TipoChecklist } from '../../../../contract/checklist/record';

/** Who edits a checklist depends on its kind: the review's, or the takeover's and variation's. */
export const AZIONE_DI: Readonly<Record<TipoChecklist, AzioneChecklist>> = {
  DOCUMENTALE: 'compila',
  VERIFICHE: 'compila',
  SUBENTRO: 'compilaSubentro',
  VARIAZIONE: 'compilaVariazione',
};

export const CHECKLIST_NON_TROVATA = 'Checklist non trovata';

/** A kind and scope of checklist, as the legacy call names it. */
export interface Variante {
  readonly nome: string;
  readonly tipo: TipoChecklist;
  readonly ambito: AmbitoChecklist;
}

/**
 * preHandler of the calls by `idChecklist`: the role (403), the checklist of the call's kind in a programme the
 * person sees (404), and for an edit the programme's state (409). Leaves the checklist in `checkedRecord`.
 */
export function permessoSuChecklist(
  db: AppDatabase,
  variante: Pick<Variante, 'tipo' | 'ambito'>,
  permission: Permission,
) {
  return async function verifica(request: FastifyRequest): Promise<void> {
    const principal = principalOf(request);
    if (!isAllowed({ roles: principal.roles, resource: 'checklist', permission })) throw forbidden();
    const checklist = await checklistPerId(db, (request.params as { idChecklist: number }).idChecklist);
    if (!checklist || checklist.tipo !== variante.tipo || checklist.ambito !== variante.ambito)
      throw notFound(CHECKLIST_NON_TROVATA);
    const programma = await titolare(db, principal, 'programma', checklist.idProgrammaInvestimento);
    if (permission.startsWith('action:')) {
      verificaAzione(principal, permission.slice('action:'.length), programma, 'checklist');
      if (checklist.chiusa)
        throw conflict(
          'La checklist è di un subentro o di una variazione già concluso: resta nello storico e non si modifica.',
        );
    }
    request.checkedRecord = checklist as unknown as Record<string, unknown>;
  };
}

export const checklistVerificata = (request: FastifyRequest) =>
  request.checkedRecord as unknown as Chiave & { idChecklist: number };
