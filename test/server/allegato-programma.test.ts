import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { righe } from '../../server/src/db/sql';
import { SAMPLE_EXE, samplePdf } from '../support/file-samples';
import {
  apriPortaleFile,
  beneficiariSenzaDenominazione,
  inserisciBeneficiario,
  LIMITE_DI_PROVA,
  type PortaleFile,
} from './support/allegati';
import { CUAA_P2, inserisciProgramma, statoDi } from './support/programmi';

let portale: PortaleFile;
beforeAll(async () => {
  portale = await apriPortaleFile();
});
afterAll(async () => portale?.close());

const A = '/api/allegato';
const P = '/api/programma';
const programma = (stato: Parameters<typeof inserisciProgramma>[1]['stato'], assegnati: string[] = []) =>
  inserisciProgramma(portale.db, { idBando: portale.idBando, stato, assegnati });

describe('approval file: MINISTERO in VALIDATO', () => {
  it('uploads, checks, downloads, replaces, deletes; the approval then passes on a real upload', async () => {
    const id = await programma('VALIDATO');
    expect((await portale.chiama('ministero', 'GET', `${A}/verificaEsistenzaFileApprovazione/${id}`)).body).toEqual({
      esiste: false,
    });

    const pdf = samplePdf();
    const caricato = await portale.carica(
      'ministero',
      `${A}/allegaFileApprovazione/${id}`,
      pdf,
      '../../etc/decreto finale.pdf',
    );
    expect(caricato.status, JSON.stringify(caricato.body)).toBe(201);
    expect(caricato.body).toMatchObject({
      idProgrammaInvestimento: id,
      tipo: 'APPROVAZIONE',
      nomeFile: 'decreto finale.pdf',
      tipoFile: 'pdf',
      dimensione: pdf.length,
    });
    expect(caricato.body.sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(caricato.body).not.toHaveProperty('chiaveFile');
    expect((await portale.chiama('ministero', 'GET', `${A}/verificaEsistenzaFileApprovazione/${id}`)).body).toEqual({
      esiste: true,
    });

    const scaricato = await portale.chiama('ministero', 'GET', `${A}/downloadFileApprovazione/${id}`);
    expect(scaricato.status).toBe(200);
    expect(scaricato.headers['content-type']).toBe('application/pdf');
    expect(scaricato.headers['content-disposition']).toBe(
      `attachment; filename="decreto finale.pdf"; filename*=UTF-8''decreto%20finale.pdf`,
    );
    expect(scaricato.raw.equals(pdf)).toBe(true);

    const sostituito = await portale.carica(
      'ministero',
      `${A}/allegaFileApprovazione/${id}`,
      samplePdf(),
      'decreto-bis.pdf',
    );
    expect(sostituito.status).toBe(201);
    const righeFile = await righe(
      portale.db,
      sql`SELECT 1 FROM allegato_programma WHERE id_programma_investimento = ${id} AND tipo = 'APPROVAZIONE'`,
    );
    expect(righeFile).toHaveLength(1);
    expect(
      (await portale.chiama('ministero', 'GET', `${A}/downloadFileApprovazione/${id}`)).headers['content-disposition'],
    ).toContain('decreto-bis.pdf');

    const approvato = await portale.chiama(
      'ministero',
      'PUT',
      `${P}/approvazioneprogramma/${id}?codiceCup=J12B34000010005&codiceCore=1234567`,
    );
    expect(approvato.status, JSON.stringify(approvato.body)).toBe(200);
    expect(await statoDi(portale.db, id)).toBe('APPROVATO');
  });

  it('deletes the file of the current round only', async () => {
    const id = await programma('VALIDATO');
    await portale.carica('ministero', `${A}/allegaFileApprovazione/${id}`, samplePdf());
    expect((await portale.chiama('ministero', 'DELETE', `${A}/cancellaFileApprovazione/${id}`)).status).toBe(204);
    expect((await portale.chiama('ministero', 'DELETE', `${A}/cancellaFileApprovazione/${id}`)).status).toBe(404);
    expect((await portale.chiama('ministero', 'GET', `${A}/downloadFileApprovazione/${id}`)).status).toBe(404);
  });

  it('403 for another role, 409 in another state, 404 for a programme not seen', async () => {
    const validato = await programma('VALIDATO');
    expect((await portale.carica('validatore', `${A}/allegaFileApprovazione/${validato}`, samplePdf())).status).toBe(
      403,
    );
    const inIstruttoria = await programma('IN_ISTRUTTORIA', ['istruttore1']);
    const fuoriStato = await portale.carica('ministero', `${A}/allegaFileApprovazione/${inIstruttoria}`, samplePdf());
    expect(fuoriStato).toMatchObject({
      status: 409,
      body: {
        message: 'Operazione «File di approvazione» non consentita: il programma è nello stato «In istruttoria».',
      },
    });
    expect((await portale.chiama('proponente2', 'GET', `${A}/downloadFileApprovazione/${validato}`)).status).toBe(404);
    expect((await portale.chiama('ministero', 'GET', `${A}/downloadFileApprovazione/999999`)).status).toBe(404);
  });
});

describe('upload rules', () => {
  it('415 for an executable sent as PDF, 413 over the limit, 400 without the file field; nothing left', async () => {
    const id = await programma('VALIDATO');
    const prima = await portale.filePubblicati();
    const exe = await portale.carica('ministero', `${A}/allegaFileApprovazione/${id}`, SAMPLE_EXE, 'decreto.pdf');
    expect(exe).toMatchObject({
      status: 415,
      body: { message: 'Tipo di file non ammesso: sono accettati PDF, P7M firmati, immagini, XLSX, DOCX e ZIP' },
    });
    const grande = Buffer.concat([samplePdf(), Buffer.alloc(LIMITE_DI_PROVA)]);
    const troppo = await portale.carica('ministero', `${A}/allegaFileApprovazione/${id}`, grande);
    expect(troppo).toMatchObject({ status: 413, body: { message: 'Il file supera la dimensione massima di 64 KB' } });
    const senzaFile = await portale.chiama('ministero', 'POST', `${A}/allegaFileApprovazione/${id}`, {});
    expect(senzaFile).toMatchObject({ status: 400, body: { errors: { file: expect.any(String) } } });
    expect(
      await righe(portale.db, sql`SELECT 1 FROM allegato_programma WHERE id_programma_investimento = ${id}`),
    ).toHaveLength(0);
    expect(await portale.filePubblicati()).toEqual(prima);
    expect(await portale.fileTemporanei()).toEqual([]);
  });
});

describe('request letter, integration files and counter-deductions feed the review guards', () => {
  it('the request letter by the instructor in IN_ISTRUTTORIA', async () => {
    const id = await programma('IN_ISTRUTTORIA', ['istruttore1']);
    expect(
      (await portale.carica('istruttore1', `${A}/allegaFileRichiestaIntegrazione/${id}`, samplePdf())).status,
    ).toBe(201);
    expect(
      (await portale.chiama('proponente1', 'GET', `${A}/verificaEsistenzaFileRichiestaIntegrazione/${id}`)).body,
    ).toEqual({ esiste: true });
    expect((await portale.chiama('proponente1', 'GET', `${A}/downloadFileRichiestaIntegrazione/${id}`)).status).toBe(
      200,
    );
    expect((await portale.chiama('istruttore2', 'DELETE', `${A}/cancellaFileRichiestaIntegrazione/${id}`)).status).toBe(
      404,
    );
    expect((await portale.chiama('istruttore1', 'DELETE', `${A}/cancellaFileRichiestaIntegrazione/${id}`)).status).toBe(
      204,
    );
  });

  it('inviaIntegrazioni works after a real upload; files of a sent round cannot be deleted', async () => {
    const id = await programma('IN_INTEGRAZIONE', ['istruttore1']);
    const senza = await portale.chiama('proponente1', 'GET', `${P}/inviaIntegrazioni/${id}?note=Ecco`);
    expect(senza).toMatchObject({
      status: 409,
      body: { message: 'Carica almeno un file di integrazione prima di inviare.' },
    });
    const primo = await portale.carica(
      'proponente1',
      `${A}/caricamentoAllegatiIntegrazione?idProgrammaInvestimento=${id}`,
      samplePdf(),
      'bilancio.pdf',
    );
    expect(primo.status, JSON.stringify(primo.body)).toBe(201);
    const secondo = await portale.carica(
      'proponente1',
      `${A}/caricamentoAllegatiIntegrazione?idProgrammaInvestimento=${id}`,
      samplePdf(),
      'preventivo.pdf',
    );
    expect(
      (
        await portale.chiama(
          'proponente1',
          'DELETE',
          `${A}/cancellaAllegatiIntegrazione/${id}/${secondo.body.idAllegato}`,
        )
      ).status,
    ).toBe(204);
    const lista = await portale.chiama('istruttore1', 'GET', `${A}/listaAllegatiIntegrazione/${id}`);
    expect(lista.body.map((a: { nomeFile: string }) => a.nomeFile)).toEqual(['bilancio.pdf']);
    expect(
      (
        await portale.carica(
          'proponente2',
          `${A}/caricamentoAllegatiIntegrazione?idProgrammaInvestimento=${id}`,
          samplePdf(),
        )
      ).status,
    ).toBe(404);
    const estraneo = await portale.carica(
      'proponente1',
      `${A}/caricamentoAllegatiIntegrazione?idProgrammaInvestimento=${id}&idBeneficiario=999999`,
      samplePdf(),
    );
    expect(estraneo).toMatchObject({
      status: 400,
      body: { errors: { idBeneficiario: 'Il beneficiario non appartiene a questo programma' } },
    });

    const inviato = await portale.chiama('proponente1', 'GET', `${P}/inviaIntegrazioni/${id}?note=Ecco`);
    expect(inviato.status, JSON.stringify(inviato.body)).toBe(200);
    expect(await statoDi(portale.db, id)).toBe('IN_ISTRUTTORIA');
    expect(
      (
        await portale.chiama(
          'proponente1',
          'DELETE',
          `${A}/cancellaAllegatiIntegrazione/${id}/${primo.body.idAllegato}`,
        )
      ).status,
    ).toBe(409);
  });

  it('inviaControDeduzioni works after a real upload', async () => {
    const id = await programma('PREAVVISO_RIGETTO', ['istruttore1']);
    const altro = await inserisciProgramma(portale.db, {
      idBando: portale.idBando,
      stato: 'PREAVVISO_RIGETTO',
      cuaa: CUAA_P2,
    });
    expect((await portale.carica('proponente1', `${A}/caricaControDeduzioni/${altro}`, samplePdf())).status).toBe(404);
    expect((await portale.carica('istruttore1', `${A}/caricaControDeduzioni/${id}`, samplePdf())).status).toBe(403);
    expect(
      (await portale.carica('proponente1', `${A}/caricaControDeduzioni/${id}`, samplePdf(), 'controdeduzioni.pdf'))
        .status,
    ).toBe(201);
    expect(
      (await portale.chiama('istruttore1', 'GET', `${A}/downloadControDeduzioni/${id}`)).headers['content-disposition'],
    ).toContain('controdeduzioni.pdf');
    expect((await portale.chiama('proponente1', 'POST', `${P}/inviaControDeduzioni/${id}`)).status).toBe(200);
    expect((await portale.chiama('proponente1', 'DELETE', `${A}/eliminaControDeduzioni/${id}`)).status).toBe(409);
  });
});

describe('integration files name the beneficiary they concern, as people read it', () => {
  const caricaPer = async (id: number, nomeFile: string, idBeneficiario?: number) => {
    const beneficiario = idBeneficiario === undefined ? '' : `&idBeneficiario=${idBeneficiario}`;
    const caricato = await portale.carica(
      'proponente1',
      `${A}/caricamentoAllegatiIntegrazione?idProgrammaInvestimento=${id}${beneficiario}`,
      samplePdf(),
      nomeFile,
    );
    expect(caricato.status, JSON.stringify(caricato.body)).toBe(201);
  };
  const nomiInLista = async (id: number) =>
    (await portale.chiama('istruttore1', 'GET', `${A}/listaAllegatiIntegrazione/${id}`)).body.map(
      (a: { nomeFile: string; denominazioneBeneficiario: string | null }) => [a.nomeFile, a.denominazioneBeneficiario],
    );

  it('by its company name, still once it is disabled; none for a file of the whole programme', async () => {
    const id = await programma('IN_INTEGRAZIONE', ['istruttore1']);
    const azienda = await inserisciBeneficiario(portale.db, id, '01234567897');
    await caricaPer(id, 'relazione.pdf');
    await caricaPer(id, 'visura.pdf', azienda);
    await portale.db.execute(sql`UPDATE beneficiario SET abilitato = false WHERE id_beneficiario = ${azienda}`);

    expect(await nomiInLista(id)).toEqual([
      ['visura.pdf', 'Beneficiario 01234567897'],
      ['relazione.pdf', null],
    ]);
  });

  it('a person by surname and name; one whose record has only the tax code yet, by that code', async () => {
    const id = await programma('IN_INTEGRAZIONE', ['istruttore1']);
    const { persona, appenaAggiunto } = await beneficiariSenzaDenominazione(portale.db, id);
    await caricaPer(id, 'documento-identita.pdf', persona);
    await caricaPer(id, 'statuto.pdf', appenaAggiunto);

    expect(await nomiInLista(id)).toEqual([
      ['statuto.pdf', '11122233346'],
      ['documento-identita.pdf', 'Rossi Mario'],
    ]);
  });
});
