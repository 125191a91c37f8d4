import { connect, type AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Role } from '../../contract/roles';
import { righe } from '../../server/src/db/sql';
import { samplePdf } from '../support/file-samples';
import { corpoMultipart, LIMITE_DI_PROVA } from './support/allegati';
import { ALL, ISTR, apriPortaleDomande, inserisciDomanda, type PortaleDomande } from './support/domande';
import { claimsOf, CUAA_P1_VENETO } from './support/programmi';

let portale: PortaleDomande;
let bozza: number;
beforeAll(async () => {
  portale = await apriPortaleDomande();
  bozza = await inserisciDomanda(portale.db, { idBando: portale.idBandoDC, cuaa: CUAA_P1_VENETO, sede: null });
});
afterAll(async () => portale?.close());

const carica = (query: string, contenuto: Buffer, nome?: string) =>
  portale.carica('proponente1', `${ALL}/caricaAllegatoDomanda?idDomanda=${bozza}&${query}`, contenuto, nome);

const righeDi = async (nome: string) =>
  righe(portale.db, sql`SELECT 1 FROM allegato_domanda WHERE id_domanda = ${bozza} AND nome_file = ${nome}`);

describe("an application's files (docs/files.md)", () => {
  it('refuse an expiry date on a category that takes none, on its field, storing nothing', async () => {
    const conData = await carica('idCategoria=4&dataScadenza=2099-12-31', samplePdf(), 'con-data.pdf');
    expect(conData).toMatchObject({
      status: 400,
      body: { errors: { dataScadenza: '«Altra documentazione» non ha una data di scadenza: lasciare vuoto il campo' } },
    });
    expect(await righeDi('con-data.pdf')).toHaveLength(0);
  });

  it('keep a sanitised name, stream back with it, refuse a type or size not allowed, leaving nothing', async () => {
    const prima = (await portale.filePubblicati()).length;
    const caricato = await carica('idCategoria=4', samplePdf(), '../../etc/relazione.pdf');
    expect(caricato.status).toBe(201);
    expect(caricato.body.nomeFile).not.toContain('/');
    // Who uploaded it, as people read them (the demo's proponente1).
    expect(caricato.body).toMatchObject({ caricatoDa: 'proponente1', caricatoDaNome: 'Giovanni Bianchi' });
    const elenco = (await portale.chiama('proponente1', 'GET', `${ALL}/listaAllegatiDomanda/${bozza}`)).body;
    expect(elenco).toContainEqual(caricato.body);
    const scaricato = await portale.chiama(
      'proponente1',
      'GET',
      `${ALL}/downloadAllegatoDomanda/${caricato.body.idAllegato}`,
    );
    expect(scaricato.headers['content-disposition']).toContain(`filename="${caricato.body.nomeFile}"`);
    expect(scaricato.raw.equals(samplePdf())).toBe(true);
    expect((await portale.filePubblicati()).length).toBe(prima + 1);

    const testo = await carica('idCategoria=4', Buffer.from('solo testo, nessun PDF'), 'finto.pdf');
    expect(testo.status).toBe(415);
    const vuoto = await carica('idCategoria=4', Buffer.alloc(0), 'vuoto.pdf');
    expect(vuoto).toMatchObject({
      status: 400,
      body: { errors: { file: 'Il file è vuoto: scegliere un file che abbia un contenuto' } },
    });
    const grande = await carica(
      'idCategoria=4',
      Buffer.concat([samplePdf(), Buffer.alloc(LIMITE_DI_PROVA)]),
      'grande.pdf',
    );
    expect(grande.status).toBe(413);
    expect([
      ...(await righeDi('finto.pdf')),
      ...(await righeDi('vuoto.pdf')),
      ...(await righeDi('grande.pdf')),
    ]).toEqual([]);
    expect((await portale.filePubblicati()).length).toBe(prima + 1);
    expect(await portale.fileTemporanei()).toEqual([]);
  });

  it('ask the category rules and the state before reading the file', async () => {
    const senzaScadenza = await portale.carica(
      'proponente1',
      `${ALL}/caricaAllegatoDomanda?idDomanda=${bozza}&idCategoria=12`,
      samplePdf(),
    );
    expect(senzaScadenza).toMatchObject({ status: 400, body: { errors: { idCategoria: expect.any(String) } } });
    const inoltrata = await inserisciDomanda(portale.db, { idBando: portale.idBandoDC, stato: 'INOLTRATA' });
    const tardi = await portale.carica(
      'proponente1',
      `${ALL}/caricaAllegatoDomanda?idDomanda=${inoltrata}&idCategoria=4`,
      samplePdf(),
    );
    expect(tardi.status).toBe(409);
    const estranea = await portale.carica(
      'proponente2',
      `${ALL}/caricaAllegatoDomanda?idDomanda=${bozza}&idCategoria=4`,
      samplePdf(),
    );
    expect(estranea.status).toBe(404);
    const revisione = await portale.carica(
      'istruttore.dc',
      `${ISTR}/caricaAllegatoIstruttoria/${inoltrata}`,
      samplePdf(),
    );
    expect(revisione.status).toBe(409);
    expect(await portale.fileTemporanei()).toEqual([]);
  });

  it('cut off mid-body leave neither a row nor a file', async () => {
    await portale.portal.app.listen({ port: 0, host: '127.0.0.1' });
    const porta = (portale.portal.app.server.address() as AddressInfo).port;
    const { roles, ...claims } = claimsOf('proponente1');
    const token = await portale.portal.issuer.forRoles(roles as Role[], claims);
    const { payload, contentType } = await corpoMultipart(
      Buffer.concat([samplePdf(), Buffer.alloc(32 * 1024, 1)]),
      'tronco.pdf',
    );
    const socket = connect(porta, '127.0.0.1');
    await new Promise((resolve) => socket.once('connect', resolve));
    socket.write(
      `POST ${ALL}/caricaAllegatoDomanda?idDomanda=${bozza}&idCategoria=4 HTTP/1.1\r\nHost: 127.0.0.1\r\n` +
        `Authorization: Bearer ${token}\r\nContent-Type: ${contentType}\r\nContent-Length: ${payload.length}\r\n\r\n`,
    );
    socket.write(payload.subarray(0, Math.floor(payload.length / 2)));
    await vi.waitFor(async () => expect(await portale.fileTemporanei()).toHaveLength(1), { timeout: 5000 });
    socket.destroy();
    await vi.waitFor(async () => expect(await portale.fileTemporanei()).toEqual([]), { timeout: 5000 });
    expect(await righeDi('tronco.pdf')).toEqual([]);
  });
});
