import { lettura, VEDENTI_DOMANDE, type StatoDomanda } from './domanda-stati';
import { PROPONENTE } from './ruoli';
import type { OperazioneDomanda } from './tipi';

const B = '/apigen/beneficiario';
const S = '/apigen/sedi';
const A = '/apigen/allegato';
type Riga = OperazioneDomanda<StatoDomanda>;

/** The proponent edits beneficiaries, sites and attachments while the application is a draft (BOZZA). */
const bozza = (riga: Omit<Riga, 'chi' | 'da'>): Riga => ({ ...riga, chi: [PROPONENTE], da: ['BOZZA'] });

/** The application's dossier: read by whoever sees the application, edited by the proponent in draft. */
export const DOSSIER_DOMANDA: readonly Riga[] = [
  lettura(
    'beneficiari, sedi e allegati',
    [
      `GET ${B}/listaBeneficiari/{idDomanda}`,
      `GET ${B}/dettaglioBeneficiario/{idBeneficiario}`,
      `GET ${B}/listaAllegatiBeneficiario/{idBeneficiario}`,
      `GET ${B}/downloadAllegatoBeneficiario/{idAllegato}`,
      `GET ${S}/listaSediBeneficiario/{idBeneficiario}`,
      `GET ${A}/listaAllegatiDomanda/{idDomanda}`,
      `GET ${A}/downloadAllegatoDomanda/{idAllegato}`,
    ],
    VEDENTI_DOMANDE,
  ),
  bozza({
    nome: 'nuovo beneficiario',
    rotte: [`POST ${B}/creaBeneficiario/{idDomanda}/{codiceFiscale}`],
    // A fiscal code the portal does not know: its name goes with it.
    query: () => ({ denominazione: 'Mario Rossi' }),
  }),
  bozza({
    nome: 'beneficiario modificato',
    rotte: [`POST ${B}/salvaBeneficiario`],
    corpo: ({ idBeneficiario }) => ({
      idBeneficiario,
      denominazione: 'Oleificio rinnovato',
      investimentoRichiesto: 1000,
    }),
  }),
  bozza({
    nome: 'togli beneficiario, sede o allegato',
    rotte: [
      `DELETE ${B}/eliminaBeneficiario/{idBeneficiario}`,
      `DELETE ${B}/cancellaAllegatoBeneficiario/{idBeneficiario}/{idAllegato}`,
      `DELETE ${S}/eliminaSedeBeneficiario/{idSede}`,
      `DELETE ${A}/cancellaAllegatoDomanda/{idDomanda}/{idAllegato}`,
    ],
  }),
  bozza({
    nome: 'nuova sede',
    rotte: [`POST ${S}/aggiungiSedeBeneficiario/{idBeneficiario}`],
    corpo: () => ({ indirizzo: 'Via del Mulino 3', cap: '00100', codiceIstatComune: '058091' }),
  }),
  bozza({
    nome: 'carica allegato della domanda',
    rotte: [`POST ${A}/caricaAllegatoDomanda`],
    query: ({ idDomanda }) => ({ idDomanda: String(idDomanda), idCategoria: '4' }),
    file: true,
  }),
  bozza({
    nome: 'carica allegato del beneficiario',
    rotte: [`POST ${B}/caricaAllegatoBeneficiario`],
    query: ({ idDomanda, idBeneficiario }) => ({
      idDomanda: String(idDomanda),
      idBeneficiario: String(idBeneficiario),
      // «Preventivi di spesa»: needs no signature, so the unsigned sample tries who may upload, not what.
      idCategoria: '14',
    }),
    file: true,
  }),
];
