import { AZIONI_BENEFICIARIO } from '../beneficiari/azioni';
import { AZIONI_PROPONENTE } from '../proponenti/schema';
import { COOR, ISTR, MINISTERO, PROPONENTE, REGIONE, VALI } from '../roles';
import type { Role } from '../roles';
import type { ActionPolicy, ResourcePolicy } from '../types';

const STAFF: readonly Role[] = [COOR, ISTR, VALI, MINISTERO];

/**
 * Who uploads or deletes which attachment, in which programme state. The record is the programme
 * the attachment belongs to (directly, or through its proponent or beneficiary); the server answers 404 for a
 * programme the person does not see, 403 for the role and 409 for the state.
 */
export const AZIONI_ALLEGATO = {
  fileApprovazione: { label: 'File di approvazione', roles: [MINISTERO], states: ['VALIDATO'] },
  fileRichiestaIntegrazione: {
    label: 'Lettera di richiesta integrazione',
    roles: [ISTR, COOR],
    states: ['IN_ISTRUTTORIA'],
  },
  allegatiIntegrazione: { label: 'Allegati di integrazione', roles: [PROPONENTE], states: ['IN_INTEGRAZIONE'] },
  controDeduzioni: { label: 'Controdeduzioni', roles: [PROPONENTE], states: ['PREAVVISO_RIGETTO'] },
  /** As the proponent's own data: the proponent in a draft or an integration, the coordinator until the end. */
  allegatiProponente: {
    label: 'Allegati del proponente',
    roles: AZIONI_PROPONENTE.salvaMail.roles,
    statesByRole: AZIONI_PROPONENTE.salvaMail.statesByRole,
  },
  /** As the beneficiary's own data. */
  allegatiBeneficiario: {
    label: 'Allegati del beneficiario',
    roles: AZIONI_BENEFICIARIO.modifica.roles,
    statesByRole: AZIONI_BENEFICIARIO.modifica.statesByRole,
    appliesTo: AZIONI_BENEFICIARIO.modifica.appliesTo,
  },
  /** Criminal-record and antimafia checks are the agency's, during the review and its later changes. */
  casellarioAntimafia: {
    label: 'Casellario e antimafia',
    roles: [ISTR, COOR],
    states: ['IN_ISTRUTTORIA', 'IN_INTEGRAZIONE', 'IN_SUBENTRO', 'IN_VARIAZIONE'],
  },
} as const satisfies Record<string, ActionPolicy & { readonly label: string }>;

export type AzioneAllegato = keyof typeof AZIONI_ALLEGATO;

export const allegatiPolicy: ResourcePolicy = {
  access: { list: [...STAFF, PROPONENTE, REGIONE], show: [...STAFF, PROPONENTE, REGIONE] },
  actions: AZIONI_ALLEGATO,
  reads: {
    approvazione: [...STAFF, PROPONENTE],
    richiestaIntegrazione: [...STAFF, PROPONENTE],
    integrazioni: [...STAFF, PROPONENTE],
    controDeduzioni: [...STAFF, PROPONENTE],
    dossier: [...STAFF, PROPONENTE, REGIONE],
    /** Judicial data: the agency and the ministry only. */
    casellarioAntimafia: STAFF,
  },
};
