import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { righe } from '../../server/src/db/sql';
import { SAMPLE_PNG, samplePdf, sampleP7mDer } from '../support/file-samples';
import { ALL, apriPortaleDomande, inserisciDomanda, type PortaleDomande } from './support/domande';
import { CUAA_P1_VENETO, inserisciProgramma } from './support/programmi';

let portale: PortaleDomande;
beforeAll(async () => {
  portale = await apriPortaleDomande();
});
afterAll(async () => portale?.close());

const PNG_COME_PDF =
  "Il nome «foto.pdf» indica un PDF, ma il contenuto è un'immagine PNG: " +
  "scegli il file giusto o rinominalo con l'estensione .png";

describe("a file whose name's extension belies its content", () => {
  it("is refused (415) on the programme's approval file with its reason, leaving no row nor file", async () => {
    const id = await inserisciProgramma(portale.db, { idBando: portale.idBando, stato: 'VALIDATO' });
    const url = `/api/allegato/allegaFileApprovazione/${id}`;
    const prima = await portale.filePubblicati();

    expect(await portale.carica('ministero', url, SAMPLE_PNG, 'foto.pdf')).toMatchObject({
      status: 415,
      body: { message: PNG_COME_PDF, errors: { file: PNG_COME_PDF } },
    });
    const pdfComeFirmato = await portale.carica('ministero', url, samplePdf(), 'decreto.pdf.p7m');
    expect(pdfComeFirmato).toMatchObject({
      status: 415,
      body: {
        message:
          'Il nome «decreto.pdf.p7m» indica un file firmato (P7M), ma il contenuto è un PDF: ' +
          "scegli il file giusto o rinominalo con l'estensione .pdf",
      },
    });
    expect(
      await righe(portale.db, sql`SELECT 1 FROM allegato_programma WHERE id_programma_investimento = ${id}`),
    ).toHaveLength(0);
    expect(await portale.filePubblicati()).toEqual(prima);
    expect(await portale.fileTemporanei()).toEqual([]);

    // The same contents under names that tell the truth, in any case, or promise no type at all.
    expect((await portale.carica('ministero', url, SAMPLE_PNG, 'foto.PNG')).status).toBe(201);
    expect((await portale.carica('ministero', url, sampleP7mDer(), 'decreto.pdf.p7m')).status).toBe(201);
    expect((await portale.carica('ministero', url, samplePdf(), 'Decreto 12.03.2025')).status).toBe(201);
  });

  it("is refused on an application's attachment too", async () => {
    const bozza = await inserisciDomanda(portale.db, { idBando: portale.idBandoDC, cuaa: CUAA_P1_VENETO, sede: null });
    const url = `${ALL}/caricaAllegatoDomanda?idDomanda=${bozza}&idCategoria=4`;
    expect(await portale.carica('proponente1', url, SAMPLE_PNG, 'foto.pdf')).toMatchObject({
      status: 415,
      body: { errors: { file: PNG_COME_PDF } },
    });
    expect(
      await righe(
        portale.db,
        sql`SELECT 1 FROM allegato_domanda WHERE id_domanda = ${bozza} AND nome_file = 'foto.pdf'`,
      ),
    ).toHaveLength(0);
    expect((await portale.carica('proponente1', url, SAMPLE_PNG, 'foto.png')).status).toBe(201);
  });
});
