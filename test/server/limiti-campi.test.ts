import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CF } from './support/dossier';
import { apriPortaleDomande, BEN, D, inserisciDomanda, ISTR, ROMA, SEDI, type PortaleDomande } from './support/domande';
import { inserisciProgramma } from './support/programmi';

/**
 * The server's own answer to each limit the browser's hand-written forms check before sending (docs/affidabilita.md,
 * «I limiti dei campi nel browser»): if the browser's check is ever bypassed, a 400 names the field, in the words the
 * form would have used, and the browser shows it there.
 */
let portale: PortaleDomande;
const id = { programma: 0, proponente: 0, beneficiario: 0, domanda: 0, proponenteDomanda: 0, beneficiarioDomanda: 0 };
let inIstruttoria = 0;

beforeAll(async () => {
  portale = await apriPortaleDomande();
  id.programma = await inserisciProgramma(portale.db, { idBando: portale.idBando });
  const letto = await portale.chiama('proponente1', 'GET', `/api/programma/getDettaglioProponente/${id.programma}`);
  id.proponente = letto.body.idProponente;
  const creato = await portale.chiama(
    'proponente1',
    'POST',
    `/api/beneficiario/creaBeneficiario/${id.programma}/${CF.persona}?denominazione=Beneficiario%20di%20prova`,
  );
  id.beneficiario = creato.body.idBeneficiario;
  id.domanda = await inserisciDomanda(portale.db, { idBando: portale.idBandoDC });
  const domanda = await portale.chiama('proponente1', 'GET', `${D}/dettaglioProponente/${id.domanda}`);
  id.proponenteDomanda = domanda.body.idProponente;
  const beneficiari = await portale.chiama('proponente1', 'GET', `${BEN}/listaBeneficiari/${id.domanda}`);
  id.beneficiarioDomanda = beneficiari.body[0].idBeneficiario;
  inIstruttoria = await inserisciDomanda(portale.db, {
    idBando: portale.idBandoDC,
    cuaa: CF.azienda,
    stato: 'IN_ISTRUTTORIA',
    istruttore: 'istruttore.dc',
  });
});
afterAll(async () => portale?.close());

const testo = (lunghezza: number) => 'x'.repeat(lunghezza);

interface Caso {
  readonly modulo: string;
  readonly utente: string;
  readonly metodo: 'POST' | 'PUT';
  readonly indirizzo: () => string;
  readonly corpo?: () => unknown;
  /** The field's path in the 400 and the Italian text the form shows for it. */
  readonly errori: Readonly<Record<string, string>>;
}

const CASI: readonly Caso[] = [
  {
    modulo: "proponent wizard: the legal representative's name",
    utente: 'proponente1',
    metodo: 'POST',
    indirizzo: () => '/api/programma/salvaRappresentanteLegale',
    corpo: () => ({ idProponente: id.proponente, codiceFiscale: CF.persona, nome: testo(101), cognome: 'Rossi' }),
    errori: { nome: 'Deve contenere al massimo 100 caratteri' },
  },
  {
    modulo: "proponent wizard: the referent's surname",
    utente: 'proponente1',
    metodo: 'POST',
    indirizzo: () => `/api/programma/salvaReferente/${id.proponente}`,
    corpo: () => ({ nome: 'Anna', cognome: testo(101), mail: 'anna@colli.it' }),
    errori: { cognome: 'Deve contenere al massimo 100 caratteri' },
  },
  {
    modulo: "proponent wizard: the bank's name",
    utente: 'proponente1',
    metodo: 'POST',
    indirizzo: () => `/api/programma/salvaBancaAutorizzata/${id.programma}`,
    corpo: () => ({ abi: '03069', denominazione: testo(201) }),
    errori: { denominazione: 'Deve contenere al massimo 200 caratteri' },
  },
  {
    modulo: "banks: a new bank's name",
    utente: 'ministero',
    metodo: 'POST',
    indirizzo: () => '/api/banche',
    corpo: () => ({ abi: '07601', denominazione: testo(201) }),
    errori: { denominazione: 'Deve contenere al massimo 200 caratteri' },
  },
  {
    modulo: "beneficiary: the registry data's surname",
    utente: 'proponente1',
    metodo: 'POST',
    indirizzo: () => '/api/beneficiario/salvaBeneficiario',
    corpo: () => ({ idBeneficiario: id.beneficiario, denominazione: 'Mario Rossi', cognome: testo(101) }),
    errori: { cognome: 'Deve contenere al massimo 100 caratteri' },
  },
  {
    modulo: "beneficiary: the registry data's province",
    utente: 'proponente1',
    metodo: 'POST',
    indirizzo: () => '/api/beneficiario/salvaBeneficiario',
    corpo: () => ({ idBeneficiario: id.beneficiario, denominazione: 'Mario Rossi', provincia: 'Rm' }),
    errori: { provincia: 'Formato non valido' },
  },
  {
    modulo: "beneficiary: the registry data's email",
    utente: 'proponente1',
    metodo: 'POST',
    indirizzo: () => '/api/beneficiario/salvaBeneficiario',
    corpo: () => ({ idBeneficiario: id.beneficiario, denominazione: 'Mario Rossi', mail: 'mario.rossi' }),
    errori: { mail: 'Indirizzo email non valido' },
  },
  {
    modulo: "beneficiary: an investment's description",
    utente: 'proponente1',
    metodo: 'PUT',
    indirizzo: () => `/api/beneficiario/modificaInvestimentoBeneficiario/${id.beneficiario}`,
    corpo: () => [{ descrizione: testo(501), codRegione: '12', importo: 1000 }],
    errori: { '0.descrizione': 'Deve contenere al massimo 500 caratteri' },
  },
  {
    modulo: "new application: a new company's name",
    utente: 'proponente1',
    metodo: 'POST',
    indirizzo: () => `${D}/creaDomanda/${portale.idBandoDC}/09876543217?denominazione=${testo(301)}&codRegione=12`,
    errori: { denominazione: 'Deve contenere al massimo 300 caratteri' },
  },
  {
    modulo: "application: the referent's surname",
    utente: 'proponente1',
    metodo: 'POST',
    indirizzo: () => `${D}/salvaReferente/${id.proponenteDomanda}`,
    corpo: () => ({ nome: 'Anna', cognome: testo(101), mail: 'anna@colli.it' }),
    errori: { cognome: 'Deve contenere al massimo 100 caratteri' },
  },
  {
    modulo: "application: a beneficiary's name",
    utente: 'proponente1',
    metodo: 'POST',
    indirizzo: () => `${BEN}/salvaBeneficiario`,
    corpo: () => ({ idBeneficiario: id.beneficiarioDomanda, denominazione: testo(301), investimentoRichiesto: 1 }),
    errori: { denominazione: 'Deve contenere al massimo 300 caratteri' },
  },
  {
    modulo: "application: a site's address and postcode",
    utente: 'proponente1',
    metodo: 'POST',
    indirizzo: () => `${SEDI}/aggiungiSedeBeneficiario/${id.beneficiarioDomanda}`,
    corpo: () => ({ indirizzo: testo(301), cap: '0019', codiceIstatComune: ROMA }),
    errori: { indirizzo: 'Deve contenere al massimo 300 caratteri', cap: 'Formato non valido' },
  },
  {
    modulo: 'application: a review note',
    utente: 'istruttore.dc',
    metodo: 'POST',
    indirizzo: () => `${ISTR}/salvaNotaIstruttoria/${inIstruttoria}`,
    corpo: () => ({ testo: testo(4001) }),
    errori: { testo: 'Deve contenere al massimo 4000 caratteri' },
  },
];

describe("the server's 400 for each limit the hand-written forms check", () => {
  it.each(CASI)('$modulo: 400 with the field and its Italian text', async (caso) => {
    const { status, body } = await portale.chiama(caso.utente, caso.metodo, caso.indirizzo(), caso.corpo?.());
    expect(status).toBe(400);
    expect(body.errors).toEqual(caso.errori);
  });
});
