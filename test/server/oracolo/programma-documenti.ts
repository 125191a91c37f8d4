import { COOR, ISTR, MINISTERO, STAFF, VALI, VEDENTI_PROGRAMMI } from './ruoli';
import { STATI, type Stato } from './programma-stati';
import type { Operazione } from './tipi';

const P = '/api/programma';
/** The register checks run during the review and are downloadable from the review on (docs/verifiche-registri.md). */
const VERIFICHE: readonly Stato[] = ['IN_ISTRUTTORIA', 'IN_INTEGRAZIONE', 'IN_SUBENTRO', 'IN_VARIAZIONE'];
const DALL_ISTRUTTORIA = STATI.filter((stato) => stato !== 'BOZZA' && stato !== 'PRESENTATO');

/**
 * The documents of one programme and its register checks (docs/programma.md «Documents», docs/verifiche-registri.md).
 */
export const DOCUMENTI_PROGRAMMA: readonly Operazione<Stato>[] = [
  {
    nome: 'riepilogo e scheda del programma',
    rotte: [`GET ${P}/downloadExcelRiepilogoProgramma/{id}`, `GET ${P}/downloadInfoProgramma/{id}`],
    chi: VEDENTI_PROGRAMMI,
    da: STATI,
  },
  {
    nome: 'riepilogo antimafia',
    rotte: [`GET ${P}/downloadExcelRiepilogoAntimafia/{id}`],
    chi: STAFF,
    da: STATI.filter((stato) => stato !== 'BOZZA'),
  },
  {
    nome: 'modello di approvazione',
    rotte: [`GET ${P}/generaTemplateApprovazione/{id}`],
    chi: [MINISTERO, COOR],
    da: ['VALIDATO', 'APPROVATO', 'IN_SUBENTRO', 'IN_VARIAZIONE'],
  },
  {
    nome: 'preavviso di rigetto',
    rotte: [`GET ${P}/generaTemplateRifiuto/{id}`],
    chi: [VALI, COOR, MINISTERO],
    da: ['PREAVVISO_RIGETTO', 'NON_AMMESSO'],
    prepara: 'esitoNegativo',
  },
  {
    nome: 'richiesta di integrazioni',
    rotte: [`GET ${P}/generaTemplateIntegrazioniProponente/{id}`],
    chi: [ISTR, COOR],
    da: ['IN_ISTRUTTORIA', 'IN_INTEGRAZIONE'],
  },
  {
    nome: 'verifiche sui registri',
    rotte: [`POST ${P}/eseguiVerificheDeggendolf/{id}`, `POST ${P}/eseguiVerificheRna/{id}`],
    chi: [ISTR, COOR],
    da: VERIFICHE,
    prepara: 'beneficiarioAttivo',
  },
  {
    nome: 'evidenze delle verifiche',
    rotte: [`GET ${P}/downloadVerificheDeggendolf/{id}`, `GET ${P}/downloadVerificheRna/{id}`],
    chi: STAFF,
    da: DALL_ISTRUTTORIA,
  },
];
