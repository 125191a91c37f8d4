import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { samplePdf } from '../support/file-samples';
import { apriPortaleFile, vociZip, type PortaleFile } from './support/allegati';
import { inserisciProgramma } from './support/programmi';

let portale: PortaleFile;
beforeAll(async () => {
  portale = await apriPortaleFile();
});
afterAll(async () => portale?.close());

const C = '/api/checklist';
const P = '/api/programma';

interface Voce {
  idVoce: number;
  allegato: {
    idDocumentaleAllegato: number;
    idVoce: number;
    nomeFile: string;
    dimensione: number;
    caricatoIl: string;
  } | null;
}

describe('a file per checklist item', () => {
  it("uploads, reads in the item, downloads, zips, counts, deletes an item file beside the checklist's", async () => {
    const id = await inserisciProgramma(portale.db, {
      idBando: portale.idBando,
      stato: 'IN_ISTRUTTORIA',
      assegnati: ['istruttore1'],
    });
    const salvata = await portale.chiama('istruttore1', 'POST', `${C}/salvaChecklistDocumentaleProgramma/${id}`, {
      voci: [{ idVoce: 2, esito: 'SI' }],
    });
    const idChecklist = salvata.body.idChecklist as number;
    const url = `${C}/caricaAllegatoChecklistDocumentaleProponente/${idChecklist}`;

    const suVoce = await portale.carica('istruttore1', url, samplePdf(), 'visura.pdf', { idVoce: '2' });
    expect(suVoce.status, JSON.stringify(suVoce.body)).toBe(201);
    expect(suVoce.body).toMatchObject({ idVoce: 2, nomeFile: 'visura.pdf' });
    const generale = await portale.carica('istruttore1', url, samplePdf(), 'verbale.pdf');
    expect(generale.body).toMatchObject({ idVoce: null, nomeFile: 'verbale.pdf' });
    // A second file for the same item replaces the first.
    const sostituto = await portale.carica('istruttore1', url, samplePdf(), 'visura-aggiornata.pdf', { idVoce: '2' });
    expect(sostituto.status).toBe(201);

    const letta = await portale.chiama('istruttore1', 'GET', `${C}/getChecklistDocumentaleProgramma/${id}`);
    const voci = letta.body.voci as Voce[];
    expect(voci.find((voce) => voce.idVoce === 2)?.allegato).toMatchObject({
      idDocumentaleAllegato: sostituto.body.idDocumentaleAllegato,
      idVoce: 2,
      nomeFile: 'visura-aggiornata.pdf',
      dimensione: samplePdf().length,
      caricatoIl: expect.any(String),
    });
    expect(voci.filter((voce) => voce.idVoce !== 2).every((voce) => voce.allegato === null)).toBe(true);
    expect(letta.body.allegato).toMatchObject({ nomeFile: 'verbale.pdf', idVoce: null });

    const scaricato = await portale.chiama(
      'istruttore1',
      'GET',
      `${C}/downloadAllegatoChecklistProponente/${sostituto.body.idDocumentaleAllegato}`,
    );
    expect(scaricato.status).toBe(200);
    expect(scaricato.headers['content-disposition']).toContain('visura-aggiornata.pdf');
    expect((await portale.chiama('istruttore1', 'GET', `${C}/verificaPresenzaAllegatiChecklist/${id}`)).body).toEqual({
      presenti: true,
      numero: 2,
    });
    const zip = await portale.chiama('istruttore1', 'GET', `${C}/downloadAllegatiChecklist/${id}`);
    expect(await vociZip(zip.raw)).toEqual([
      `documentale-programma/${generale.body.idDocumentaleAllegato}-verbale.pdf`,
      'documentale-programma/voce-2-visura-camerale-del-proponente-aggiornata/' +
        `${sostituto.body.idDocumentaleAllegato}-visura-aggiornata.pdf`,
    ]);

    expect(
      (
        await portale.chiama(
          'istruttore1',
          'DELETE',
          `${C}/cancellaAllegatoChecklistDocumentaleProponente/${idChecklist}?idVoce=2`,
        )
      ).status,
    ).toBe(204);
    expect(
      (
        await portale.chiama(
          'istruttore1',
          'DELETE',
          `${C}/cancellaAllegatoChecklistDocumentaleProponente/${idChecklist}?idVoce=2`,
        )
      ).status,
    ).toBe(404);
    const dopo = await portale.chiama('istruttore1', 'GET', `${C}/getChecklistDocumentaleProgramma/${id}`);
    expect((dopo.body.voci as Voce[]).every((voce) => voce.allegato === null)).toBe(true);
    expect(dopo.body.allegato).toMatchObject({ nomeFile: 'verbale.pdf' });
  });

  it('refuses an item of another checklist with an Italian field error, and leaves no file behind', async () => {
    const id = await inserisciProgramma(portale.db, {
      idBando: portale.idBando,
      stato: 'IN_ISTRUTTORIA',
      assegnati: ['istruttore1'],
    });
    const salvata = await portale.chiama('istruttore1', 'POST', `${C}/salvaChecklistDocumentaleProgramma/${id}`, {
      voci: [{ idVoce: 1, esito: 'SI' }],
    });
    const prima = (await portale.filePubblicati()).length;
    for (const idVoce of ['11', '999', 'abc']) {
      const estranea = await portale.carica(
        'istruttore1',
        `${C}/caricaAllegatoChecklistDocumentaleProponente/${salvata.body.idChecklist}`,
        samplePdf(),
        'x.pdf',
        { idVoce },
      );
      expect(estranea).toMatchObject({
        status: 400,
        body: { errors: { idVoce: 'Voce non prevista da questa checklist' } },
      });
    }
    expect((await portale.filePubblicati()).length).toBe(prima);
    expect(await portale.fileTemporanei()).toEqual([]);
    const cancella = await portale.chiama(
      'istruttore1',
      'DELETE',
      `${C}/cancellaAllegatoChecklistDocumentaleProponente/${salvata.body.idChecklist}?idVoce=11`,
    );
    expect(cancella).toMatchObject({
      status: 400,
      body: { errors: { idVoce: 'Voce non prevista da questa checklist' } },
    });
  });

  it('a closed takeover round keeps its item files: no upload or delete (409)', async () => {
    const id = await inserisciProgramma(portale.db, {
      idBando: portale.idBando,
      stato: 'APPROVATO',
      assegnati: ['istruttore1'],
    });
    expect((await portale.chiama('coordinatore', 'POST', `${P}/avviaSubentro/${id}`)).status).toBe(200);
    const vuota = await portale.chiama('istruttore1', 'GET', `${C}/getChecklistSubentro/${id}`);
    const [prima, ...altre] = vuota.body.voci as Voce[];
    const parziale = await portale.chiama('istruttore1', 'POST', `${C}/salvaChecklistSubentro/${id}`, {
      voci: [{ idVoce: prima.idVoce, esito: 'SI' }],
    });
    const idChecklist = parziale.body.idChecklist as number;
    const url = `${C}/caricaAllegatoChecklistSubentro/${idChecklist}`;
    expect(
      (await portale.carica('istruttore1', url, samplePdf(), 'atto.pdf', { idVoce: String(prima.idVoce) })).status,
    ).toBe(201);
    const completa = await portale.chiama('istruttore1', 'POST', `${C}/salvaChecklistSubentro/${id}`, {
      voci: altre.map(({ idVoce }) => ({ idVoce, esito: 'SI' })),
    });
    expect(completa.body).toMatchObject({ completa: true });

    expect(
      (await portale.carica('istruttore1', url, samplePdf(), 'altro.pdf', { idVoce: String(prima.idVoce) })).status,
    ).toBe(409);
    expect(
      (
        await portale.chiama(
          'istruttore1',
          'DELETE',
          `${C}/cancellaAllegatoChecklistSubentro/${idChecklist}?idVoce=${prima.idVoce}`,
        )
      ).status,
    ).toBe(409);
    const storico = await portale.chiama('istruttore1', 'GET', `${C}/getChecklistSubentro/${id}?turno=1`);
    expect((storico.body.voci as Voce[])[0].allegato).toMatchObject({ nomeFile: 'atto.pdf' });
  });
});

describe("'Concludi subentro' with the checklist as saved", () => {
  it('answers 409 naming the items still missing, then closes once they are answered', async () => {
    const id = await inserisciProgramma(portale.db, {
      idBando: portale.idBando,
      stato: 'APPROVATO',
      assegnati: ['istruttore1'],
    });
    expect((await portale.chiama('coordinatore', 'POST', `${P}/avviaSubentro/${id}`)).status).toBe(200);
    const voci = (await portale.chiama('istruttore1', 'GET', `${C}/getChecklistSubentro/${id}`)).body.voci as Voce[];
    const [prima, seconda, ...altre] = voci as (Voce & { descrizione: string })[];
    await portale.chiama('istruttore1', 'POST', `${C}/salvaChecklistSubentro/${id}`, {
      voci: [{ idVoce: prima.idVoce, esito: 'SI' }, ...altre.map(({ idVoce }) => ({ idVoce, esito: 'SI' }))],
    });

    const incompleta = await portale.chiama('istruttore1', 'POST', `${C}/salvaChecklistSubentro/${id}`, {
      idProgrammaInvestimento: id,
    });
    expect(incompleta).toMatchObject({
      status: 409,
      body: { message: `La checklist del subentro non è completa: «${seconda.descrizione}».` },
    });

    await portale.chiama('istruttore1', 'POST', `${C}/salvaChecklistSubentro/${id}`, {
      voci: [{ idVoce: seconda.idVoce, esito: 'SI' }],
    });
    const programma = await portale.chiama('istruttore1', 'GET', `${P}/getDatiGeneraliProgramma/${id}`);
    expect(programma.body.idStato).toBe('APPROVATO');
  });
});
