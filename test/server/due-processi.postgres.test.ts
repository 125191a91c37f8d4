import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { bando } from '../../server/src/db/schema';
import { righe } from '../../server/src/db/sql';
import { caricaComuni } from '../../server/src/modules/domanda/sedi/comuni';
import { CodeFlowClient } from '../../server/src/oidc/code-flow-client';
import { samplePdf } from '../support/file-samples';
import { corpoMultipart } from './support/allegati';
import { D, inserisciDomanda } from './support/domande';
import { avviaDueProcessiVeri, type DueProcessiVeri } from './support/processi-veri';
import { inserisciProgramma, preparaRiferimenti } from './support/programmi';
import { stesseChiaviCreateUnaVolta, tokenValidoSuOgniProcesso } from './support/due-processi-prove';

let portale: DueProcessiVeri;
let presentato: number;
let validato: number;
let bozza: number;
beforeAll(async () => {
  portale = await avviaDueProcessiVeri(async (database) => {
    const idBando = await preparaRiferimenti(database.db);
    presentato = await inserisciProgramma(database.db, { idBando, stato: 'PRESENTATO' });
    validato = await inserisciProgramma(database.db, { idBando, stato: 'VALIDATO' });
    await caricaComuni(database.db);
    const [{ idBandoDC }] = await database.db
      .insert(bando)
      .values({
        descrizione: 'Bando distretti del cibo',
        tipologia: 'DC',
        dataApertura: '2020-01-01',
        dataChiusura: '2099-12-31',
        budget: '5000000.00',
      })
      .returning({ idBandoDC: bando.idBando });
    bozza = await inserisciDomanda(database.db, { idBando: idBandoDC, stato: 'BOZZA' });
  });
});
afterAll(async () => portale?.close());

const P = '/api/programma';
const A = '/api/allegato';
const attraverso = async (url: string, token: string, init: RequestInit = {}) => {
  const risposta = await fetch(`${portale.url}${url}`, {
    ...init,
    headers: { authorization: `Bearer ${token}`, ...init.headers },
  });
  const corpo = Buffer.from(await risposta.arrayBuffer());
  const json = risposta.headers.get('content-type')?.startsWith('application/json');
  return { status: risposta.status, body: json ? JSON.parse(corpo.toString()) : undefined, corpo };
};
/** What each process served while `passo` ran, through the balancer. */
const servitiDurante = async (passo: () => Promise<void>) => {
  const prima = [...portale.serviti];
  await passo();
  return portale.serviti.map((n, i) => n - prima[i]);
};
const client = () =>
  new CodeFlowClient({
    issuer: `${portale.url}/oidc`,
    clientId: 'contratti-filiera-fe',
    redirectUri: `${portale.url}/contratti-filiera-fe/`,
  });

describe('two server processes (two OS processes of the real entry) on one PostgreSQL, behind a round robin', () => {
  let coordinatore: CodeFlowClient;
  let ministero: CodeFlowClient;
  let tokenCoordinatore: string;
  let tokenMinistero: string;

  it('log people in through the real login form, each login spread over both processes', async () => {
    [coordinatore, ministero] = [client(), client()];
    const servitiAlLogin = await servitiDurante(async () => {
      ({ access_token: tokenCoordinatore } = await coordinatore.logIn('coordinatore', 'demo'));
    });
    ({ access_token: tokenMinistero } = await ministero.logIn('ministero', 'demo'));

    expect(servitiAlLogin[0]).toBeGreaterThan(0);
    expect(servitiAlLogin[1]).toBeGreaterThan(0);
    expect(tokenCoordinatore.split('.')).toHaveLength(3);
    expect(tokenMinistero.split('.')).toHaveLength(3);
  });

  it('sign with the same keys, created once though both processes started together on an empty database', async () => {
    await stesseChiaviCreateUnaVolta(portale);
  });

  it('accept on each process the token the login obtained', async () => {
    await tokenValidoSuOgniProcesso(portale, `${P}/getDatiGeneraliProgramma/${presentato}`, tokenCoordinatore);
  });

  it('run a programme transition, each request on the other process: list, detail, assignment, detail', async () => {
    const serviti = await servitiDurante(async () => {
      const lista = await attraverso(`${P}/getListaProgrammiInvestimento`, tokenCoordinatore);
      expect(lista.status).toBe(200);
      expect(lista.body.map((riga: { idProgrammaInvestimento: number }) => riga.idProgrammaInvestimento)).toContain(
        presentato,
      );
      const dettaglio = await attraverso(`${P}/getDatiGeneraliProgramma/${presentato}`, tokenCoordinatore);
      expect(dettaglio).toMatchObject({ status: 200, body: { idStato: 'PRESENTATO' } });
      const assegnato = await attraverso(`${P}/assegnaPratica/${presentato}/istruttore1`, tokenCoordinatore);
      expect(assegnato).toMatchObject({
        status: 200,
        body: { idStato: 'IN_ISTRUTTORIA', assegnatari: ['istruttore1'] },
      });
      const dopo = await attraverso(`${P}/getDatiGeneraliProgramma/${presentato}`, tokenCoordinatore);
      expect(dopo).toMatchObject({ status: 200, body: { idStato: 'IN_ISTRUTTORIA' } });
    });
    expect(serviti).toEqual([2, 2]);
  });

  it('download on one process the file uploaded on the other, then approve with it on either', async () => {
    const pdf = Buffer.concat([samplePdf(), Buffer.from('\n% decreto di approvazione\n')]);
    const { payload, contentType } = await corpoMultipart(pdf, 'decreto.pdf');
    const serviti = await servitiDurante(async () => {
      const caricato = await attraverso(`${A}/allegaFileApprovazione/${validato}`, tokenMinistero, {
        method: 'POST',
        body: new Uint8Array(payload),
        headers: { 'content-type': contentType },
      });
      expect(caricato.status, JSON.stringify(caricato.body)).toBe(201);
      const scaricato = await attraverso(`${A}/downloadFileApprovazione/${validato}`, tokenMinistero);
      expect(scaricato.status).toBe(200);
      expect(scaricato.corpo.equals(pdf), 'the same bytes, read by the other process').toBe(true);
    });
    expect(serviti, 'the upload on one process, the download on the other').toEqual([1, 1]);

    const approvato = await attraverso(
      `${P}/approvazioneprogramma/${validato}?codiceCup=J12B34000010005&codiceCore=1234567`,
      tokenMinistero,
      { method: 'PUT' },
    );
    expect(approvato, JSON.stringify(approvato.body)).toMatchObject({ status: 200, body: { idStato: 'APPROVATO' } });
    for (const { url } of portale.processi) {
      const letto = await fetch(`${url}${P}/getDatiGeneraliProgramma/${validato}`, {
        headers: { authorization: `Bearer ${tokenMinistero}` },
      });
      expect(((await letto.json()) as { idStato: string }).idStato).toBe('APPROVATO');
    }
  });

  it('forward an application on one process and take it in charge on the other', async () => {
    const { access_token: tokenProponente } = await client().logIn('proponente1', 'demo');
    const { access_token: tokenIstruttore } = await client().logIn('istruttore.dc', 'demo');

    const serviti = await servitiDurante(async () => {
      const inoltrata = await attraverso(`${D}/inoltraDomanda/${bozza}`, tokenProponente);
      expect(inoltrata, JSON.stringify(inoltrata.body)).toMatchObject({ status: 200, body: { idStato: 'INOLTRATA' } });
      const presa = await attraverso(`${D}/prendiInCarico/${bozza}`, tokenIstruttore);
      expect(presa).toMatchObject({
        status: 200,
        body: { idStato: 'IN_ISTRUTTORIA', istruttoreInCarico: 'istruttore.dc' },
      });
    });
    expect(serviti).toEqual([1, 1]);
  });

  it('keep the login session on both: prompt=none answers a code on either process, with no password', async () => {
    const serviti = await servitiDurante(async () => {
      for (const _ of [1, 2]) {
        const risposta = await coordinatore.authorize({ prompt: 'none' });
        expect(risposta.kind).toBe('callback');
        const nuovo = await coordinatore.exchangeCode((risposta as { url: URL }).url);
        expect((await attraverso(`${P}/getDatiGeneraliProgramma/${presentato}`, nuovo.access_token)).status).toBe(200);
      }
    });
    expect(serviti[0]).toBeGreaterThan(0);
    expect(serviti[1]).toBeGreaterThan(0);
  });

  it('run each background job once between them, and take up the run of a process that died', async () => {
    const lavori = () =>
      righe<{ nome: string; chiave: string; stato: string; tentativi: number; ultimoErrore: string | null }>(
        portale.database.db,
        sql`SELECT nome, chiave, stato, tentativi, ultimo_errore AS "ultimoErrore" FROM lavoro ORDER BY id_lavoro`,
      );
    const completato = async (nome: string) =>
      (await lavori()).some((lavoro) => lavoro.nome === nome && lavoro.stato === 'COMPLETATO');
    await expect.poll(() => completato('scadenze-controdeduzioni'), { timeout: 15_000 }).toBe(true);
    await expect.poll(() => completato('pulizia-file-temporanei'), { timeout: 15_000 }).toBe(true);
    const periodici = await lavori();
    expect(
      periodici.every((lavoro) => lavoro.tentativi === 1),
      JSON.stringify(periodici),
    ).toBe(true);

    // A run a process that died held (its lease passed), and one a live process holds (its lease runs).
    await portale.database.db.execute(sql`
      INSERT INTO lavoro (nome, chiave, stato, eseguire_dal, tentativi, bloccato_da, bloccato_fino) VALUES
        ('pulizia-file-temporanei', 'morto', 'IN_CORSO', now() - interval '2 minutes', 1, 'processo-morto',
          now() - interval '1 second'),
        ('pulizia-file-temporanei', 'vivo', 'IN_CORSO', now() - interval '2 minutes', 1, 'processo-vivo',
          now() + interval '1 hour')`);
    const di = async (chiave: string) => (await lavori()).find((lavoro) => lavoro.chiave === chiave);
    await expect.poll(async () => (await di('morto'))?.stato, { timeout: 15_000 }).toBe('COMPLETATO');
    expect(await di('morto')).toMatchObject({
      tentativi: 2,
      ultimoErrore: 'Interrotto: il processo che lo eseguiva si è fermato prima di finire',
    });
    expect(await di('vivo')).toMatchObject({ stato: 'IN_CORSO', tentativi: 1 });

    const elenco = await attraverso('/api/lavori/getListaLavori?stato=IN_CORSO', tokenMinistero);
    expect(elenco.status).toBe(200);
    expect(elenco.body).toEqual([
      expect.objectContaining({
        nome: 'pulizia-file-temporanei',
        descrizioneStato: 'In corso',
        eseguitoDa: 'processo-vivo',
      }),
    ]);
  });
});
