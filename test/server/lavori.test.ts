import { existsSync } from 'node:fs';
import { mkdtemp, rm, utimes } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LocalFileStore } from '../../server/src/files';
import { accoda } from '../../server/src/lavori/coda';
import { lavoriPerStato } from '../../server/src/lavori/elenco';
import { avviaLavoratore } from '../../server/src/lavori/lavoratore';
import { avviaLavoriDelPortale } from '../../server/src/lavori/lavori-del-portale';
import { eseguiAzione } from '../../server/src/modules/programma/executor';
import { dipendenzeProgramma } from '../../server/src/modules/programma/routes';
import { samplePdf } from '../support/file-samples';
import {
  apriPortale,
  inserisciProgramma,
  preparaRiferimenti,
  principaleDi,
  statoDi,
  type Portale,
} from './support/programmi';
import { testConfig } from './support/test-app';

let portale: Portale;
let idBando: number;
let cartella: string;
beforeAll(async () => {
  portale = await apriPortale(async (database) => {
    idBando = await preparaRiferimenti(database.db);
  });
  cartella = await mkdtemp(join(tmpdir(), 'lavori-'));
});
afterAll(async () => {
  await portale?.close();
  if (cartella) await rm(cartella, { recursive: true, force: true });
});

const LISTA = '/api/lavori/getListaLavori';
const DUE_ORE_FA = new Date(Date.now() - 2 * 60 * 60 * 1000);

describe("the portal's background work as jobs, on PGlite", () => {
  it('sweeps an abandoned upload and closes an expired notice as jobs the ministry can read', async () => {
    const fileStore = new LocalFileStore(cartella);
    const orfano = await fileStore.put(Readable.from([samplePdf()]));
    await utimes(join(cartella, 'tmp', orfano.key), DUE_ORE_FA, DUE_ORE_FA);
    // Rejected on 2020-01-10 with the default ten days: the counter-deductions were due by 2020-01-20.
    const id = await inserisciProgramma(portale.db, { idBando, stato: 'IN_VALIDAZIONE', assegnati: ['istruttore1'] });
    const allora = dipendenzeProgramma({
      db: portale.db,
      regole: { preavvisoGiorni: 10, integrazioneGiorni: 30 },
      oggi: () => '2020-01-10',
    });
    await eseguiAzione(allora, principaleDi('validatore'), 'valida', id, { esito: 'NEGATIVO', note: 'Spese escluse' });

    const config = testConfig({ dataDir: cartella });
    const lavoratore = avviaLavoriDelPortale(
      portale.db,
      { config, fileStore, log: portale.portal.app.log },
      { attesaMs: 50 },
    );
    try {
      await expect.poll(() => statoDi(portale.db, id), { timeout: 10_000 }).toBe('NON_AMMESSO');
      await expect.poll(() => existsSync(join(cartella, 'tmp', orfano.key)), { timeout: 10_000 }).toBe(false);
      const lista = await portale.chiama('ministero', 'GET', LISTA);
      expect(lista.status).toBe(200);
      const completati = lista.body.filter((lavoro: { stato: string }) => lavoro.stato === 'COMPLETATO');
      expect(completati).toEqual(
        expect.arrayContaining([
          expect.objectContaining({
            nome: 'pulizia-file-temporanei',
            descrizione: 'Pulizia dei file temporanei dei caricamenti interrotti e dei file sostituiti',
            descrizioneStato: 'Completato',
            tentativi: 1,
            ultimoErrore: null,
            prossimaEsecuzione: null,
          }),
          expect.objectContaining({
            nome: 'scadenze-controdeduzioni',
            descrizione: 'Chiusura dei preavvisi di rigetto scaduti senza controdeduzioni (art. 10-bis)',
            tentativi: 1,
          }),
        ]),
      );
      expect(lista.headers['x-total-count']).toBe(String(lista.body.length));
    } finally {
      await lavoratore.ferma();
    }
  });

  it('answers requests while a job runs on the one connection, and shows the job in progress', async () => {
    let apri!: () => void;
    const aperto = new Promise<void>((resolve) => (apri = resolve));
    let iniziato = false;
    const lavoratore = avviaLavoratore(
      portale.db,
      [
        {
          nome: 'protocollo',
          async esegui() {
            iniziato = true;
            await aperto;
          },
        },
      ],
      portale.portal.app.log,
      { nome: 'processo-di-prova', attesaMs: 20 },
    );
    try {
      await accoda(portale.db, 'protocollo', { chiave: 'protocollo-1' });
      await expect.poll(() => iniziato).toBe(true);
      const inCorso = await portale.chiama('ministero', 'GET', `${LISTA}?stato=IN_CORSO`);
      expect(inCorso.status).toBe(200);
      expect(inCorso.body).toEqual([
        expect.objectContaining({
          nome: 'protocollo',
          descrizione: 'protocollo',
          descrizioneStato: 'In corso',
          eseguitoDa: 'processo-di-prova',
          tentativi: 1,
        }),
      ]);
      expect(await lavoriPerStato(portale.db)).toMatchObject({ IN_CORSO: 1, FALLITO: 0 });
      for (const _ of [1, 2, 3])
        expect((await portale.chiama('coordinatore', 'GET', '/api/programma/getListaIncarichi')).status).toBe(200);
    } finally {
      apri();
      await lavoratore.ferma();
    }
    expect(await lavoriPerStato(portale.db)).toMatchObject({ IN_CORSO: 0 });
  });

  it('is read by the ministry alone', async () => {
    const rifiutato = await portale.chiama('proponente1', 'GET', LISTA);
    expect(rifiutato.status).toBe(403);
    expect(rifiutato.body.message).toMatch(/\S/);
  });
});
