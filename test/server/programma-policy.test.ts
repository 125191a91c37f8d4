import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AZIONI_PROGRAMMA, type AzioneProgramma } from '../../resources/programmi/azioni';
import { DESCRIZIONE_STATO, STATI_PROGRAMMA, type StatoProgramma } from '../../resources/programmi/stati';
import { ROLES, type Role } from '../../resources/roles';
import type { ActionDeclaration } from '../../resources/types';
import { apriPortale, CUAA_P1, CUAA_P2, inserisciProgramma, preparaRiferimenti, type Portale } from './support/programmi';

/** Every call of the policy's actions served by the programme service, generated from the policy table. */
const PROGRAMMA = '/api/programma/';
const AZIONI = (Object.entries(AZIONI_PROGRAMMA) as [AzioneProgramma, ActionDeclaration][]).filter(([, azione]) => azione.endpoint.path.startsWith(PROGRAMMA));
const CON_STATI = AZIONI.filter(([, azione]) => azione.states);

/** A demo user for each role, and valid values for every parameter the calls take. */
const UTENTE: Readonly<Record<Role, string>> = {
  MBAC_PROPONENTE: 'proponente1', MBAC_COOR_ISMEA: 'coordinatore', MBAC_ISTR_ISMEA: 'istruttore1', MBAC_VALI_ISMEA: 'validatore',
  MBAC_MINISTERO: 'ministero', MBAC_REGIONE: 'regione.lazio', MBAC_BANCA: 'banca', MBAC_ISTRUTTORE: 'istruttore.dc', MBAC_COMMISSIONE: 'commissione',
};
const VALORI: Readonly<Record<string, string>> = {
  note: 'Nota di prova', esito: 'POSITIVO', esitoIsmea: 'Ammissibile', codiceCup: 'J84E24000120001', codiceCore: '1234567',
  utente: 'istruttore1', cuaa: CUAA_P1, denominazione: 'Azienda di prova', codRegione: '12',
};
const ESITO_PARERE = 'FAVOREVOLE';

let portale: Portale;
let idBando: number;

beforeAll(async () => {
  portale = await apriPortale(async (database) => {
    idBando = await preparaRiferimenti(database.db);
  });
});
afterAll(async () => portale?.close());

/** A programme every role can see (but a region, its drafts): proponente1's, in Lazio, assigned, past validation once. */
const programmaIn = (stato: StatoProgramma, cuaa = CUAA_P1) =>
  inserisciProgramma(portale.db, { idBando, stato, cuaa, assegnati: ['istruttore1'], validazione: true });

function richiesta(azione: AzioneProgramma, id: number) {
  const { endpoint } = AZIONI_PROGRAMMA[azione] as ActionDeclaration;
  const valori: Record<string, string> = { ...VALORI, id: String(id), idBando: String(idBando), esito: azione === 'inserimentoParereRegione' ? ESITO_PARERE : VALORI.esito };
  const path = endpoint.path.replace(/\{(\w+)\}/g, (_match, name: string) => encodeURIComponent(valori[name]));
  const query = new URLSearchParams((endpoint.query ?? []).map((name) => [name, valori[name]])).toString();
  const payload = endpoint.body === 'json' ? { idProgrammaInvestimento: id, note: 'Nota modificata' } : undefined;
  return { method: endpoint.method, url: query ? `${path}?${query}` : path, payload };
}

async function esegui(username: string, azione: AzioneProgramma, id: number, roles?: readonly Role[]) {
  const { method, url, payload } = richiesta(azione, id);
  const response = await portale.portal.app.inject({ method, url, payload, headers: await portale.headers(username, roles) });
  return { status: response.statusCode, body: response.body ? response.json() : undefined };
}

describe('every action refused from every state the policy does not list (409 naming the state)', () => {
  for (const [azione, { roles, states = [], label }] of CON_STATI) {
    const attore = roles[0];
    const sbagliati = STATI_PROGRAMMA.filter((stato) => !states.includes(stato));
    it.each(sbagliati)(`${azione} by ${attore} from %s`, async (stato) => {
      const id = await programmaIn(stato);
      const { status, body } = await esegui(UTENTE[attore], azione, id);
      if (attore === 'MBAC_REGIONE' && stato === 'BOZZA') {
        expect(status, 'a region does not see drafts').toBe(404);
        return;
      }
      expect(status).toBe(409);
      expect(body).toEqual({ message: `Operazione «${label}» non consentita: il programma è nello stato «${DESCRIZIONE_STATO[stato]}».` });
    });
  }
});

/** The roles of every action served by the same call (modifica and modificaIstruttoria share salvaDatiGeneraliProgramma). */
const ruoliDellaChiamata = (operationId: string) =>
  AZIONI.filter(([, { endpoint }]) => endpoint.operationId === operationId).flatMap(([, { roles }]) => roles);

describe('every action refused to every role the policy does not list (403)', () => {
  for (const [azione, { endpoint, states }] of AZIONI) {
    const altri = ROLES.filter((role) => !ruoliDellaChiamata(endpoint.operationId).includes(role));
    it.each(altri)(`${azione} by %s`, async (ruolo) => {
      const id = await programmaIn((states?.[0] ?? 'BOZZA') as StatoProgramma);
      const { status, body } = await esegui(UTENTE[ruolo], azione, id, [ruolo]);
      expect(status).toBe(403);
      expect(body).toEqual({ message: 'Accesso negato: Non hai i permessi necessari per accedere a questa funzionalità.' });
    });
  }
});

describe("proponente2 neither sees nor touches proponente1's programmes", () => {
  const DEL_PROPONENTE = AZIONI.filter(([azione, { roles, states }]) => roles.includes('MBAC_PROPONENTE') && states && azione !== 'modifica');

  it.each(DEL_PROPONENTE.map(([azione]) => azione))('%s answers 404', async (azione) => {
    const id = await programmaIn((AZIONI_PROGRAMMA[azione] as ActionDeclaration).states?.[0] as StatoProgramma);
    expect((await esegui('proponente2', azione, id)).status).toBe(404);
    expect((await esegui('proponente1', azione, id)).status, 'the owner is not refused for who they are').not.toBe(404);
  });

  it.each([
    'getDatiGeneraliProgramma', 'getCodiciCupAndCore', 'getStoricoImportiProgrammaInvestimento', 'visualizzaNote',
    'getNoteRichiestaIntegrazione', 'getNoteValidazione', 'visualizzaIntegrazioni', 'verificaControDeduzioni',
  ])('%s answers 404', async (lettura) => {
    const id = await programmaIn('IN_INTEGRAZIONE');
    expect((await portale.chiama('proponente2', 'GET', `${PROGRAMMA}${lettura}/${id}`)).status).toBe(404);
    expect((await portale.chiama('proponente1', 'GET', `${PROGRAMMA}${lettura}/${id}`)).status).toBe(200);
  });

  it('saving the general data answers 404, and the list shows only their own', async () => {
    const mio = await programmaIn('BOZZA', CUAA_P2);
    const altrui = await programmaIn('BOZZA');
    const salva = await portale.chiama('proponente2', 'POST', `${PROGRAMMA}salvaDatiGeneraliProgramma`, { idProgrammaInvestimento: altrui, titolo: 'Mio' });
    expect(salva.status).toBe(404);
    const lista = await portale.chiama('proponente2', 'GET', `${PROGRAMMA}getListaProgrammiInvestimento`);
    expect(lista.body.map((p: { cuaa: string }) => p.cuaa)).toEqual(expect.arrayContaining([CUAA_P2]));
    expect(lista.body.every((p: { cuaa: string }) => p.cuaa === CUAA_P2)).toBe(true);
    expect(lista.body.map((p: { idProgrammaInvestimento: number }) => p.idProgrammaInvestimento)).toContain(mio);
  });

  it("creating a programme for another's company answers 403", async () => {
    const response = await portale.chiama('proponente2', 'POST', `${PROGRAMMA}creaProgrammaInvestimento/${idBando}/${CUAA_P1}`);
    expect(response.status).toBe(403);
  });
});
