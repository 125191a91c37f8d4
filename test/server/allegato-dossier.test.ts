import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { samplePdf, samplePptxLikeZip } from '../support/file-samples';
import { apriPortaleFile, idProponenteDi, inserisciBeneficiario, vociZip, type PortaleFile } from './support/allegati';
import { CUAA_P2, inserisciProgramma } from './support/programmi';

let portale: PortaleFile;
beforeAll(async () => {
  portale = await apriPortaleFile();
});
afterAll(async () => portale?.close());

const A = '/api/allegato';
const DOMANI = new Date(Date.now() + 86_400_000 * 30).toISOString().slice(0, 10);
const IERI = new Date(Date.now() - 86_400_000 * 2).toISOString().slice(0, 10);

describe('reference data', () => {
  it('categories of proponents and beneficiaries, types with the expiry flag', async () => {
    const id = await inserisciProgramma(portale.db, { idBando: portale.idBando, stato: 'BOZZA' });
    const categorie = await portale.chiama('proponente1', 'GET', `${A}/getCategorieAllegatoProponente/`);
    expect(categorie.body.map((c: { descrizione: string }) => c.descrizione)).toEqual([
      'Documentazione amministrativa',
      'Documentazione tecnica',
      'Documentazione finanziaria',
    ]);
    expect(
      (await portale.chiama('proponente1', 'GET', `${A}/getCategorieAllegatoBeneficiario/${id}`)).body,
    ).toHaveLength(3);
    expect((await portale.chiama('proponente2', 'GET', `${A}/getCategorieAllegatoBeneficiario/${id}`)).status).toBe(
      404,
    );
    const tipologie = await portale.chiama('proponente1', 'GET', `${A}/getTipologieAllegato/1`);
    expect(tipologie.body).toContainEqual({
      idTipologia: 2,
      idCategoria: 1,
      descrizione: 'DURC',
      richiedeScadenza: true,
      richiedeFirma: false,
    });
    expect((await portale.chiama('banca', 'GET', `${A}/getTipologieAllegato/1`)).status).toBe(403);
  });
});

describe('proponent attachments', () => {
  it('upload with expiry rules, list, download, delete into history; 404 to others, 409 once in', async () => {
    const id = await inserisciProgramma(portale.db, { idBando: portale.idBando, stato: 'BOZZA' });
    const idProponente = await idProponenteDi(portale.db, id);
    const url = (query: string) => `${A}/caricaAllegatoProponente?idProponente=${idProponente}&${query}`;

    const senzaScadenza = await portale.carica('proponente1', url('idTipologia=2'), samplePdf());
    expect(senzaScadenza).toMatchObject({
      status: 400,
      body: { errors: { dataScadenza: 'La data di scadenza è obbligatoria per «DURC»' } },
    });
    const visuraConData = await portale.carica('proponente1', url(`idTipologia=1&dataScadenza=${DOMANI}`), samplePdf());
    expect(visuraConData).toMatchObject({
      status: 400,
      body: { errors: { dataScadenza: '«Visura camerale» non ha una data di scadenza: lasciare vuoto il campo' } },
    });
    const scaduta = await portale.carica('proponente1', url(`idTipologia=2&dataScadenza=${IERI}`), samplePdf());
    expect(scaduta).toMatchObject({
      status: 400,
      body: { errors: { dataScadenza: 'La data di scadenza non può essere già passata' } },
    });
    expect((await portale.carica('proponente1', url('idTipologia=999'), samplePdf())).status).toBe(400);

    const durc = await portale.carica(
      'proponente1',
      url(`idTipologia=2&dataScadenza=${DOMANI}`),
      samplePdf(),
      'durc.pdf',
    );
    expect(durc.status, JSON.stringify(durc.body)).toBe(201);
    expect(durc.body).toMatchObject({
      idProponente,
      idBeneficiario: null,
      descrizioneTipologia: 'DURC',
      descrizioneCategoria: 'Documentazione amministrativa',
      dataScadenza: DOMANI,
      scaduto: false,
      storicizzatoIl: null,
    });
    const visura = await portale.carica('proponente1', url('idTipologia=1'), samplePdf(), 'visura.pdf');
    expect(visura.status).toBe(201);

    const lista = await portale.chiama(
      'istruttore1',
      'GET',
      `${A}/listaAllegatiProponente/${idProponente}`,
      undefined,
      ['MBAC_COOR_ISMEA'],
    );
    expect(lista.body.map((a: { nomeFile: string }) => a.nomeFile)).toEqual(['durc.pdf', 'visura.pdf']);
    // Who uploaded it, as the category tables show it: a person's name, not an account.
    expect(lista.body[0]).toMatchObject({ caricatoDa: 'proponente1', caricatoDaNome: 'Giovanni Bianchi' });
    const scaricato = await portale.chiama(
      'proponente1',
      'GET',
      `${A}/downloadAllegatoProponente/${durc.body.idAllegato}`,
    );
    expect(scaricato.status).toBe(200);
    expect(scaricato.headers['content-disposition']).toContain('filename="durc.pdf"');

    expect((await portale.chiama('proponente2', 'GET', `${A}/listaAllegatiProponente/${idProponente}`)).status).toBe(
      404,
    );
    expect(
      (await portale.chiama('proponente2', 'GET', `${A}/downloadAllegatoProponente/${durc.body.idAllegato}`)).status,
    ).toBe(404);
    expect((await portale.carica('proponente2', url('idTipologia=1'), samplePdf())).status).toBe(404);

    expect(
      (
        await portale.chiama(
          'proponente1',
          'DELETE',
          `${A}/cancellaAllegatoProponente/${idProponente}/${visura.body.idAllegato}`,
        )
      ).status,
    ).toBe(204);
    expect(
      (
        await portale.chiama(
          'proponente1',
          'DELETE',
          `${A}/cancellaAllegatoProponente/${idProponente}/${visura.body.idAllegato}`,
        )
      ).status,
    ).toBe(404);
    expect(
      (await portale.chiama('proponente1', 'GET', `${A}/listaAllegatiProponente/${idProponente}`)).body,
    ).toHaveLength(1);

    const presentato = await inserisciProgramma(portale.db, { idBando: portale.idBando, stato: 'PRESENTATO' });
    const altroProponente = await idProponenteDi(portale.db, presentato);
    const fuoriStato = await portale.carica(
      'proponente1',
      `${A}/caricaAllegatoProponente?idProponente=${altroProponente}&idTipologia=1`,
      samplePdf(),
    );
    expect(fuoriStato).toMatchObject({
      status: 409,
      body: {
        message: 'Operazione «Allegati del proponente» non consentita: il programma è nello stato «Presentato».',
      },
    });
  });
});

describe('beneficiary attachments', () => {
  it('replaced and deleted attachments stay as history and come back as a ZIP', async () => {
    const id = await inserisciProgramma(portale.db, { idBando: portale.idBando, stato: 'BOZZA' });
    const idBeneficiario = await inserisciBeneficiario(portale.db, id);
    const url = (idTipologia: number) =>
      `${A}/caricaAllegatoBeneficiario?idBeneficiario=${idBeneficiario}&idTipologia=${idTipologia}`;
    const primo = await portale.carica('proponente1', url(8), samplePdf(), 'bilancio-2023.pdf');
    expect(primo.status, JSON.stringify(primo.body)).toBe(201);
    expect((await portale.carica('proponente1', url(8), samplePdf(), 'bilancio-2024.pdf')).status).toBe(201);
    const preventivo = await portale.carica('proponente1', url(6), samplePdf(), 'preventivo.pdf');
    expect(
      (
        await portale.chiama(
          'proponente1',
          'DELETE',
          `${A}/cancellaAllegatoBeneficiario/${idBeneficiario}/${preventivo.body.idAllegato}`,
        )
      ).status,
    ).toBe(204);
    expect((await portale.carica('proponente1', url(6), await samplePptxLikeZip(), 'presentazione.pdf')).status).toBe(
      415,
    );

    const lista = await portale.chiama('proponente1', 'GET', `${A}/listaAllegatiBeneficiario/${idBeneficiario}`);
    expect(lista.body.map((a: { nomeFile: string; scaduto: boolean }) => [a.nomeFile, a.scaduto])).toEqual([
      ['bilancio-2024.pdf', false],
    ]);
    expect(
      (await portale.chiama('proponente1', 'GET', `${A}/downloadAllegatoBeneficiario/${primo.body.idAllegato}`)).status,
    ).toBe(200);

    const zip = await portale.chiama(
      'istruttore1',
      'GET',
      `${A}/downloadAllegatiStoricizzati/${idBeneficiario}`,
      undefined,
      ['MBAC_COOR_ISMEA'],
    );
    expect(zip.status).toBe(200);
    expect(zip.headers['content-type']).toBe('application/zip');
    expect(zip.headers['content-disposition']).toContain(`allegati-storici-beneficiario-${idBeneficiario}.zip`);
    expect(await vociZip(zip.raw)).toEqual(
      [`${preventivo.body.idAllegato}-preventivo.pdf`, `${primo.body.idAllegato}-bilancio-2023.pdf`].sort(),
    );

    const altro = await inserisciProgramma(portale.db, { idBando: portale.idBando, stato: 'BOZZA', cuaa: CUAA_P2 });
    const estraneo = await inserisciBeneficiario(portale.db, altro);
    expect((await portale.chiama('proponente1', 'GET', `${A}/listaAllegatiBeneficiario/${estraneo}`)).status).toBe(404);
    expect((await portale.chiama('proponente1', 'GET', `${A}/downloadAllegatiStoricizzati/${estraneo}`)).status).toBe(
      404,
    );
  });
});
