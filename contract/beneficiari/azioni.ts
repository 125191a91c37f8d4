import { REGIONI } from '../programmi/regioni';
import type { StatoProgramma } from '../programmi/stati';
import { VEDENTI_PROGRAMMI } from '../programmi/vedenti';
import { COOR, ISTR, PROPONENTE } from '../roles';
import type { Role } from '../roles';
import { conParametri } from '../derivati';
import { NoteQuery } from '../programmi/record';
import type { ActionDeclaration, FieldDeclaration } from '../types';

const BASE = '/api/beneficiario';

/**
 * The proponent edits a draft and answers integration requests; the coordinator also during review, takeover and
 * variation.
 */
const STATI_MODIFICA = {
  MBAC_PROPONENTE: ['BOZZA', 'IN_INTEGRAZIONE'],
  MBAC_COOR_ISMEA: ['BOZZA', 'PRESENTATO', 'IN_ISTRUTTORIA', 'IN_INTEGRAZIONE', 'IN_SUBENTRO', 'IN_VARIAZIONE'],
} as const satisfies Partial<Record<Role, readonly StatoProgramma[]>>;
/** Where the review may exclude or readmit a beneficiary. */
const STATI_REVISIONE: readonly StatoProgramma[] = [
  'PRESENTATO',
  'IN_ISTRUTTORIA',
  'IN_INTEGRAZIONE',
  'IN_SUBENTRO',
  'IN_VARIAZIONE',
];

const attivo = (record: Record<string, unknown>) => record.statoBeneficiario === 'ATTIVO';

const anagrafica: readonly FieldDeclaration[] = [
  { source: 'denominazione', label: 'Denominazione', type: 'text', required: true },
  { source: 'codRegione', label: 'Regione', type: 'select', choices: REGIONI },
  { source: 'mail', label: 'Email', type: 'text' },
  { source: 'pec', label: 'PEC', type: 'text' },
];

/**
 * The named actions on a beneficiary. `idStato` of a beneficiary record is its programme's state, so `states` are
 * programme states. Creating a beneficiary and editing its lists (investments, needs, coverage, schedule, ESL terms)
 * follow `modifica`, as saving it does.
 */
export const AZIONI_BENEFICIARIO = {
  modifica: {
    label: 'Modifica beneficiario',
    roles: [PROPONENTE, COOR],
    statesByRole: STATI_MODIFICA,
    appliesTo: attivo,
    fields: anagrafica,
    endpoint: { method: 'POST', path: `${BASE}/salvaBeneficiario`, body: 'json', operationId: 'salvaBeneficiario' },
  },
  elimina: {
    label: 'Elimina beneficiario',
    roles: [PROPONENTE, COOR],
    states: ['BOZZA'],
    confirm: 'Eliminare il beneficiario dalla bozza del programma, con i suoi investimenti e i suoi dati?',
    endpoint: {
      method: 'DELETE',
      path: `${BASE}/eliminaBeneficiario/{idBeneficiario}`,
      operationId: 'eliminaBeneficiario',
    },
  },
  abilita: {
    label: 'Abilita beneficiario',
    roles: [COOR, ISTR],
    states: STATI_REVISIONE,
    appliesTo: (record) => attivo(record) && record.abilitato === false,
    confirm: 'Riammettere il beneficiario nel programma? I suoi investimenti tornano nell’importo richiesto.',
    ...conParametri(NoteQuery, {
      method: 'PUT',
      path: `${BASE}/abilitaBeneficiario/{idBeneficiario}`,
      operationId: 'abilitaBeneficiario',
    }),
  },
  disabilita: {
    label: 'Disabilita beneficiario',
    roles: [COOR, ISTR],
    states: STATI_REVISIONE,
    appliesTo: (record) => attivo(record) && record.abilitato === true,
    confirm: 'Escludere il beneficiario dal programma? I suoi investimenti escono dall’importo richiesto.',
    ...conParametri(NoteQuery, {
      method: 'PUT',
      path: `${BASE}/disabilitaBeneficiario/{idBeneficiario}`,
      operationId: 'disabilitaBeneficiario',
    }),
  },
  avviaSubentro: {
    label: 'Avvia subentro',
    roles: [COOR, ISTR],
    states: ['IN_SUBENTRO'],
    appliesTo: attivo,
    confirm:
      'Sostituire il beneficiario con quello indicato? Il nuovo ' +
      'beneficiario eredita investimenti, fabbisogni, coperture, ' +
      'cronoprogramma ed ESL.',
    fields: [
      { source: 'codiceFiscale', label: 'Codice fiscale del subentrante', type: 'text', required: true },
      ...anagrafica,
    ],
    endpoint: {
      method: 'POST',
      path: `${BASE}/avviaSubentroBeneficiario/{idProgrammaInvestimento}/{idBeneficiario}`,
      body: 'json',
      operationId: 'avviaSubentroBeneficiario',
    },
  },
  annullaSubentro: {
    label: 'Annulla subentro',
    roles: [COOR, ISTR],
    states: ['IN_SUBENTRO'],
    appliesTo: (record) => record.subentroInCorso === true,
    confirm: 'Annullare il subentro? Il beneficiario sostituito torna attivo e il subentrante viene eliminato.',
    endpoint: {
      method: 'POST',
      path: `${BASE}/annullaSubentroBeneficiario/{idBeneficiarioVecchio}`,
      operationId: 'annullaSubentroBeneficiario',
    },
  },
  salvaCodiceCdp: {
    label: 'Salva codice CDP',
    roles: [COOR, ISTR],
    states: ['VALIDATO', 'APPROVATO', 'IN_SUBENTRO', 'IN_VARIAZIONE'],
    appliesTo: attivo,
    fields: [{ source: 'codiceCdp', label: 'Codice CDP', type: 'text', required: true }],
    endpoint: {
      method: 'POST',
      path: `${BASE}/salvaCodiceCDP/{idBeneficiario}`,
      body: 'json',
      operationId: 'salvaCodiceCDP',
    },
  },
  salvaTassiEsl: {
    label: 'Salva tassi ESL',
    roles: [COOR, ISTR],
    states: STATI_REVISIONE,
    appliesTo: attivo,
    fields: [
      { source: 'tassoAgevolato', label: 'Tasso agevolato', type: 'percentage', required: true },
      { source: 'tassoRiferimento', label: 'Tasso di riferimento', type: 'percentage', required: true },
      { source: 'tassoAttualizzazione', label: 'Tasso di attualizzazione', type: 'percentage', required: true },
    ],
    // The legacy client leaves {idEsl} unfilled; the server reads the id from the body.
    endpoint: {
      method: 'POST',
      path: `${BASE}/salvaTassiESL/{idBeneficiario}/{idEsl}`,
      body: 'json',
      operationId: 'salvaTassiESL',
    },
  },
  /** Whoever sees the beneficiary (a region: only those based or investing in it), in any state. */
  scaricaRiepilogoInvestimenti: {
    label: 'Scarica riepilogo investimenti',
    roles: VEDENTI_PROGRAMMI,
    endpoint: {
      method: 'GET',
      path: '/api/programma/downloadExcelRiepilogoInvestimenti/{idBeneficiario}',
      download: true,
      operationId: 'downloadExcelRiepilogoInvestimenti',
    },
  },
} as const satisfies Record<string, ActionDeclaration & { readonly states?: readonly StatoProgramma[] }>;

export type AzioneBeneficiario = keyof typeof AZIONI_BENEFICIARIO;
