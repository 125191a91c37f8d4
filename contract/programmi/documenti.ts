import { COOR, ISTR, MINISTERO, VALI } from '../roles';
import type { Role } from '../roles';
import type { ActionDeclaration, Endpoint } from '../types';
import { NEL_MENU, SOLO_DETTAGLIO } from '../collocazione';
import type { StatoProgramma } from './stati';
import { VEDENTI_PROGRAMMI } from './vedenti';

const scarica = (call: string): Endpoint => ({
  method: 'GET',
  path: `/api/programma/${call}/{id}`,
  download: true,
  operationId: call,
});

const STAFF: readonly Role[] = [COOR, ISTR, VALI, MINISTERO];

/** A programme receives casellario and antimafia checks once submitted. */
const DOPO_PRESENTAZIONE: readonly StatoProgramma[] = [
  'PRESENTATO',
  'IN_ISTRUTTORIA',
  'IN_INTEGRAZIONE',
  'IN_VALIDAZIONE',
  'PREAVVISO_RIGETTO',
  'VALIDATO',
  'APPROVATO',
  'IN_SUBENTRO',
  'IN_VARIAZIONE',
  'NON_AMMESSO',
  'ANNULLATO',
];

/**
 * The programme's documents (docs/programma.md "Documents"): summaries anyone who sees the programme may
 * download, judicial data for the staff, and the letters the administration sends, each only where its state makes
 * sense. Downloads change nothing, so they are not transitions (`transitions.ts` knows none of them).
 */
export const DOCUMENTI_PROGRAMMA = {
  scaricaRiepilogoProgramma: {
    label: 'Scarica riepilogo programma',
    placement: NEL_MENU,
    roles: VEDENTI_PROGRAMMI,
    endpoint: scarica('downloadExcelRiepilogoProgramma'),
  },
  scaricaRiepilogoAntimafia: {
    label: 'Scarica riepilogo antimafia',
    placement: SOLO_DETTAGLIO,
    roles: STAFF,
    states: DOPO_PRESENTAZIONE,
    endpoint: scarica('downloadExcelRiepilogoAntimafia'),
  },
  scaricaSchedaProgramma: {
    label: 'Scarica scheda programma',
    placement: NEL_MENU,
    roles: VEDENTI_PROGRAMMI,
    endpoint: scarica('downloadInfoProgramma'),
  },
  /** Approval is possible (VALIDATO) or done (APPROVATO and the changes of an approved programme). */
  generaTemplateApprovazione: {
    label: 'Scarica modello di approvazione',
    placement: SOLO_DETTAGLIO,
    roles: [MINISTERO, COOR],
    states: ['VALIDATO', 'APPROVATO', 'IN_SUBENTRO', 'IN_VARIAZIONE'],
    endpoint: scarica('generaTemplateApprovazione'),
  },
  /** Only NON_AMMESSO follows a notice of rejection (accepted, or its term expired); it keeps the notice's reasons. */
  generaTemplateRifiuto: {
    label: 'Scarica preavviso di rigetto',
    placement: SOLO_DETTAGLIO,
    roles: [VALI, COOR, MINISTERO],
    states: ['PREAVVISO_RIGETTO', 'NON_AMMESSO'],
    endpoint: scarica('generaTemplateRifiuto'),
  },
  /** While the request is being written (its draft note) and once sent. */
  generaTemplateIntegrazioniProponente: {
    label: 'Scarica richiesta di integrazioni',
    placement: SOLO_DETTAGLIO,
    roles: [ISTR, COOR],
    states: ['IN_ISTRUTTORIA', 'IN_INTEGRAZIONE'],
    endpoint: scarica('generaTemplateIntegrazioniProponente'),
  },
} as const satisfies Record<string, ActionDeclaration & { readonly states?: readonly StatoProgramma[] }>;

export type DocumentoProgramma = keyof typeof DOCUMENTI_PROGRAMMA;
