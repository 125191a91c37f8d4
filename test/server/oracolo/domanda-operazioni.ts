import { DOSSIER_DOMANDA } from './domanda-fascicolo';
import { MOTIVAZIONE } from './pratica';
import { LETTORI_ISTRUTTORIA, lettura, VEDENTI_DOMANDE, type StatoDomanda } from './domanda-stati';
import { COMMISSIONE, ISTRUTTORE_DC, MINISTERO, PROPONENTE } from './ruoli';
import type { OperazioneDomanda } from './tipi';

const D = '/apigen/domanda';
const I = '/apigen/istruttoria';
const V = '/apigen/valutazione';
type Riga = OperazioneDomanda<StatoDomanda>;
/** Received today: never before the forwarding, which every fixture dates two days ago. */
const ricezioneDiOggi = () => ({
  numeroProtocollo: 'PROT-2025-1',
  dataRicezione: new Date().toISOString().slice(0, 10),
});

/** What the proponent does while the application is a draft (BOZZA). */
const bozza = (riga: Omit<Riga, 'chi' | 'da'>): Riga => ({ ...riga, chi: [PROPONENTE], da: ['BOZZA'] });
/** What only the instructor in charge does, during the review (IN_ISTRUTTORIA). */
const inCarico = (riga: Omit<Riga, 'chi' | 'da' | 'soloInCarico'>): Riga => ({
  ...riga,
  chi: [ISTRUTTORE_DC],
  da: ['IN_ISTRUTTORIA'],
  soloInCarico: true,
});

/**
 * Every operation on one application, written by hand from docs/domande.md and docs/graduatoria.md (the
 * receipt, who reads review notes and scores too). Two rows on one route: either lets the role act.
 */
export const OPERAZIONI_DOMANDA: readonly Riga[] = [
  lettura(
    'dati della domanda e del proponente, storia, azioni possibili',
    [
      `GET ${D}/dettaglioProponente/{idDomanda}`,
      `GET ${D}/getStoricoDomanda/{idDomanda}`,
      `GET ${D}/getAzioniPossibili/{idDomanda}`,
    ],
    VEDENTI_DOMANDE,
  ),
  bozza({ nome: 'elimina bozza', rotte: [`DELETE ${D}/eliminaDomanda/{idDomanda}`], a: null }),
  bozza({
    nome: 'dati generali',
    rotte: [`POST ${D}/salvaDatiGeneraliDomanda`],
    corpo: ({ idDomanda }) => ({ idDomanda, denominazione: 'Distretto modificato', descrizione: 'Nuova descrizione' }),
  }),
  bozza({
    nome: 'email e PEC',
    rotte: [`POST ${D}/salvaMailProponente/{idProponente}`],
    query: () => ({ mail: 'capofila@example.it', pec: 'capofila@pec.example.it' }),
  }),
  bozza({
    nome: 'rappresentante legale',
    rotte: [`POST ${D}/salvaRappresentanteLegale`],
    corpo: ({ idProponente }) => ({ idProponente, codiceFiscale: 'RSSMRA80A01H501U', nome: 'Mario', cognome: 'Rossi' }),
  }),
  bozza({
    nome: 'referente',
    rotte: [`POST ${D}/salvaReferente/{idProponente}`],
    corpo: () => ({ nome: 'Anna', cognome: 'Bianchi', mail: 'referente@example.it' }),
  }),
  bozza({ nome: 'inoltra', rotte: [`GET ${D}/inoltraDomanda/{idDomanda}`], a: 'INOLTRATA' }),
  {
    nome: 'prendi in carico',
    rotte: [`GET ${D}/prendiInCarico/{idDomanda}`],
    chi: [ISTRUTTORE_DC],
    da: ['INOLTRATA'],
    a: 'IN_ISTRUTTORIA',
  },
  inCarico({ nome: 'rilascia', rotte: [`GET ${D}/rilascia/{idDomanda}`], a: 'INOLTRATA' }),
  inCarico({ nome: 'approva istruttoria', rotte: [`GET ${D}/approvaIstruttoria/{idDomanda}`], a: 'IN_VALUTAZIONE' }),
  // Every fixture from the review on has a review note with the reasons, which a rejection needs.
  inCarico({ nome: 'rigetta istruttoria', rotte: [`GET ${D}/rigettaIstruttoria/{idDomanda}`], a: 'NON_AMMISSIBILE' }),
  {
    // docs/domande.md: registered when the application arrives by any instructor, later by the one in charge.
    nome: 'ricezione, appena inoltrata',
    rotte: [`POST ${D}/salvaDatiRicezioneDomanda/{idDomanda}`],
    chi: [ISTRUTTORE_DC],
    da: ['INOLTRATA'],
    corpo: ricezioneDiOggi,
  },
  inCarico({
    nome: "ricezione, durante l'istruttoria",
    rotte: [`POST ${D}/salvaDatiRicezioneDomanda/{idDomanda}`],
    corpo: ricezioneDiOggi,
  }),
  lettura(
    'note e file di istruttoria',
    [
      `GET ${I}/listaNoteIstruttoria/{idDomanda}`,
      `GET ${I}/listaAllegatiIstruttoria/{idDomanda}`,
      `GET ${I}/downloadAllegatoIstruttoria/{idAllegato}`,
    ],
    LETTORI_ISTRUTTORIA,
  ),
  inCarico({
    nome: 'scrivi una nota',
    rotte: [`POST ${I}/salvaNotaIstruttoria/{idDomanda}`],
    corpo: () => ({ testo: 'Verificata la delibera regionale' }),
  }),
  inCarico({
    nome: 'togli una nota o un file',
    rotte: [`DELETE ${I}/eliminaNotaIstruttoria/{idNota}`, `DELETE ${I}/eliminaAllegatoIstruttoria/{idAllegato}`],
  }),
  inCarico({ nome: 'carica un file', rotte: [`POST ${I}/caricaAllegatoIstruttoria/{idDomanda}`], file: true }),
  lettura(
    'punteggi dati',
    [`GET ${V}/listaValutazioneProgramma/{idDomanda}`, `GET ${V}/listaValutazioneBeneficiario/{idBeneficiario}`],
    [COMMISSIONE, MINISTERO],
  ),
  {
    // docs/graduatoria.md «Motivazioni» (L. 241/1990 art. 22): the applicant reads its own application's scores and
    // motivations once the ranking is final, which the states it places applications in say.
    nome: 'punteggi dati, al proponente a graduatoria definitiva',
    rotte: [`GET ${V}/listaValutazioneProgramma/{idDomanda}`, `GET ${V}/listaValutazioneBeneficiario/{idBeneficiario}`],
    chi: [PROPONENTE],
    da: ['FINANZIABILE', 'AMMESSA_NON_FINANZIATA', 'ESCLUSA'],
    fuoriStato: 403,
  },
  {
    nome: 'assegna punteggi',
    rotte: [`POST ${V}/salvaValutazioneProgramma/{idDomanda}`],
    chi: [COMMISSIONE],
    da: ['IN_VALUTAZIONE'],
    corpo: ({ parametri }) => ({ valutazioni: [{ ...parametri.domanda, motivazione: MOTIVAZIONE, note: 'Coerente' }] }),
  },
  {
    nome: 'assegna punteggi a un beneficiario',
    rotte: [`POST ${V}/salvaValutazioneBeneficiario/{idBeneficiario}`],
    chi: [COMMISSIONE],
    da: ['IN_VALUTAZIONE'],
    corpo: ({ parametri }) => ({ valutazioni: [{ ...parametri.beneficiario, motivazione: MOTIVAZIONE }] }),
  },
  lettura(
    'verbale e scheda della valutazione',
    [
      `GET ${V}/listaAllegatoValutazione/{idDomanda}`,
      `GET ${V}/downloadAllegatoValutazione/{idDomanda}`,
      `GET ${V}/downloadExcelValutazione/{idDomanda}`,
    ],
    [COMMISSIONE, MINISTERO],
  ),
  {
    // «The commission's minutes are the evaluation attachment» (docs/graduatoria.md): written while it scores.
    nome: 'carica il verbale',
    rotte: [`POST ${V}/caricaAllegatoValutazione/{idDomanda}`, `POST ${V}/caricaAllegatoValutazioneForm/{idDomanda}`],
    chi: [COMMISSIONE],
    da: ['IN_VALUTAZIONE'],
    file: true,
  },
  {
    nome: 'togli il verbale',
    rotte: [`DELETE ${V}/eliminaAllegatoValutazione/{idDomanda}`],
    chi: [COMMISSIONE],
    da: ['IN_VALUTAZIONE'],
  },
  {
    nome: 'concludi la valutazione',
    rotte: [`GET ${V}/concludiValutazioneDomanda/{idDomanda}`],
    chi: [COMMISSIONE],
    da: ['IN_VALUTAZIONE'],
    a: 'VALUTATA',
    prepara: 'punteggiDati',
  },
  {
    nome: 'sblocca la valutazione',
    rotte: ['GET /apigen/graduatoria/sbloccaValutazione/{idDomanda}'],
    chi: [COMMISSIONE],
    da: ['VALUTATA'],
    a: 'IN_VALUTAZIONE',
  },
  ...DOSSIER_DOMANDA,
];
