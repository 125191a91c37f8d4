import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { righe } from '../../server/src/db/sql';
import { samplePdf } from '../support/file-samples';
import { LIMITE_DI_PROVA } from './support/allegati';
import { apriPortaleDomande, inserisciDomanda, storicoDomanda, type PortaleDomande } from './support/domande';

/** The commission's minutes of an evaluation (/apigen/valutazione; docs/graduatoria.md). */
const V = '/apigen/valutazione';

let portale: PortaleDomande;
let inValutazione: number;
let valutata: number;

beforeAll(async () => {
  portale = await apriPortaleDomande();
  inValutazione = await inserisciDomanda(portale.db, { idBando: portale.idBandoDC, stato: 'IN_VALUTAZIONE' });
  valutata = await inserisciDomanda(portale.db, { idBando: portale.idBandoDC, stato: 'VALUTATA' });
});
afterAll(async () => portale?.close());

const righeVerbale = (idDomanda: number) =>
  righe(portale.db, sql`SELECT nome_file FROM allegato_valutazione WHERE id_domanda = ${idDomanda}`);

describe('the minutes of an evaluation', () => {
  it('are uploaded by the commission with a sanitised name, listed, downloaded as sent, never cached', async () => {
    const caricato = await portale.carica(
      'commissione',
      `${V}/caricaAllegatoValutazione/${inValutazione}`,
      samplePdf(),
      '../../etc/verbale seduta.pdf',
    );
    expect(caricato.status).toBe(201);
    expect(caricato.body).toMatchObject({
      idDomanda: inValutazione,
      tipoFile: 'pdf',
      caricatoDa: 'commissione',
      caricatoDaNome: 'Luca De Luca',
    });
    expect(caricato.body.nomeFile).toBe('verbale seduta.pdf');
    expect(caricato.body).not.toHaveProperty('chiaveFile');

    const lista = await portale.chiama('ministero', 'GET', `${V}/listaAllegatoValutazione/${inValutazione}`);
    expect(lista.body).toEqual([caricato.body]);
    const scaricato = await portale.chiama('ministero', 'GET', `${V}/downloadAllegatoValutazione/${inValutazione}`);
    expect(scaricato.status).toBe(200);
    expect(scaricato.headers['content-type']).toBe('application/pdf');
    expect(scaricato.headers['cache-control']).toBe('no-store');
    expect(scaricato.headers['content-disposition']).toContain(`filename="${caricato.body.nomeFile}"`);
    expect(scaricato.raw.equals(samplePdf())).toBe(true);
  });

  it('are replaced by a second upload, through the form variant too, leaving one file on disk', async () => {
    const prima = (await portale.filePubblicati()).length;
    const secondo = await portale.carica(
      'commissione',
      `${V}/caricaAllegatoValutazioneForm/${inValutazione}`,
      samplePdf(),
      'verbale-definitivo.pdf',
    );
    expect(secondo.status).toBe(201);
    expect(await righeVerbale(inValutazione)).toEqual([{ nome_file: 'verbale-definitivo.pdf' }]);
    expect((await portale.filePubblicati()).length).toBe(prima);
  });

  it('refuse a type or a size not allowed, in Italian, keeping the minutes there were', async () => {
    const testo = await portale.carica(
      'commissione',
      `${V}/caricaAllegatoValutazione/${inValutazione}`,
      Buffer.from('solo testo'),
      'finto.pdf',
    );
    expect(testo.status).toBe(415);
    expect(testo.body.message).toMatch(/^Tipo di file non ammesso/);
    const grande = await portale.carica(
      'commissione',
      `${V}/caricaAllegatoValutazione/${inValutazione}`,
      Buffer.concat([samplePdf(), Buffer.alloc(LIMITE_DI_PROVA)]),
      'grande.pdf',
    );
    expect(grande.status).toBe(413);
    expect(grande.body.message).toMatch(/^Il file supera la dimensione massima/);
    const eseguibile = await portale.carica(
      'commissione',
      `${V}/caricaAllegatoValutazione/${inValutazione}`,
      samplePdf(),
      'verbale.pdf.exe',
    );
    expect(eseguibile.status).toBe(415);
    expect(await righeVerbale(inValutazione)).toEqual([{ nome_file: 'verbale-definitivo.pdf' }]);
    expect(await portale.fileTemporanei()).toEqual([]);
  });

  it('are the commission’s alone, while the application is in evaluation', async () => {
    const url = `${V}/caricaAllegatoValutazione/${inValutazione}`;
    expect((await portale.carica('ministero', url, samplePdf())).status).toBe(403);
    expect((await portale.carica('proponente1', url, samplePdf())).status).toBe(403);
    const chiusa = await portale.carica('commissione', `${V}/caricaAllegatoValutazione/${valutata}`, samplePdf());
    expect(chiusa.status).toBe(409);
    expect(chiusa.body.message).toBe('Operazione non consentita: la domanda è nello stato «Valutata».');
    expect((await portale.carica('commissione', `${V}/caricaAllegatoValutazione/999999`, samplePdf())).status).toBe(
      404,
    );
    const inoltrata = await inserisciDomanda(portale.db, { idBando: portale.idBandoDC, stato: 'INOLTRATA' });
    const altrui = await portale.carica('commissione', `${V}/caricaAllegatoValutazione/${inoltrata}`, samplePdf());
    expect(altrui, 'not yet admitted to evaluation: not the commission’s to see').toMatchObject({
      status: 404,
      body: { message: 'Domanda non trovata' },
    });
    expect((await portale.chiama('proponente1', 'GET', `${V}/listaAllegatoValutazione/${inValutazione}`)).status).toBe(
      403,
    );
    expect(
      (await portale.chiama('istruttore.dc', 'GET', `${V}/downloadAllegatoValutazione/${inValutazione}`)).status,
    ).toBe(403);
    const senza = await portale.chiama('commissione', 'GET', `${V}/downloadAllegatoValutazione/${valutata}`);
    expect(senza).toMatchObject({ status: 404, body: { message: 'Nessun verbale caricato per questa domanda' } });
  });

  it('are removed by the commission, the file too, with every change in the history', async () => {
    expect(
      (await portale.chiama('ministero', 'DELETE', `${V}/eliminaAllegatoValutazione/${inValutazione}`)).status,
    ).toBe(403);
    const prima = (await portale.filePubblicati()).length;
    const eliminato = await portale.chiama('commissione', 'DELETE', `${V}/eliminaAllegatoValutazione/${inValutazione}`);
    expect(eliminato.status).toBe(204);
    expect(await righeVerbale(inValutazione)).toEqual([]);
    expect((await portale.filePubblicati()).length).toBe(prima - 1);
    const ancora = await portale.chiama('commissione', 'DELETE', `${V}/eliminaAllegatoValutazione/${inValutazione}`);
    expect(ancora.status).toBe(404);
    const storia = (await storicoDomanda(portale.db, inValutazione)).filter((voce) => voce.username === 'commissione');
    expect(storia.map(({ azione, note }) => [azione, note])).toEqual([
      ['caricaAllegatoValutazione', 'Verbale «verbale seduta.pdf»'],
      ['caricaAllegatoValutazione', 'Verbale «verbale-definitivo.pdf», al posto del precedente'],
      ['eliminaAllegatoValutazione', 'Verbale eliminato'],
    ]);
  });
});
