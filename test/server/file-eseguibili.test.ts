import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { righe } from '../../server/src/db/sql';
import { haEstensioneEseguibile } from '../../server/src/files';
import { samplePdf } from '../support/file-samples';
import { apriPortaleFile, type PortaleFile } from './support/allegati';
import { inserisciProgramma } from './support/programmi';

const RIFIUTATO = {
  status: 415,
  body: { message: 'Tipo di file non ammesso: sono accettati PDF, P7M firmati, immagini, XLSX, DOCX e ZIP' },
};

describe('names of programs and scripts', () => {
  it.each([
    'report.pdf.exe',
    'REPORT.PDF.EXE',
    'setup.exe',
    'avvia.bat',
    'avvia.cmd',
    'salvaschermo.scr',
    'installa.msi',
    'script.js',
    'script.sh',
    'macro.vbs',
    'comandi.ps1',
    'collegamento.lnk',
    'fattura.exe.pdf',
    'bilancio.xlsm',
  ])('%s is refused', (nome) => {
    expect(haEstensioneEseguibile(nome)).toBe(true);
  });

  it.each([
    'decreto.pdf',
    'Relazione v1.2 finale.pdf',
    'F.lli Rossi S.p.A. bilancio.xlsx',
    'documento.p7m',
    'foto.jpeg',
    'archivio.zip',
    'execution plan.docx',
    'file',
  ])('%s is accepted', (nome) => {
    expect(haEstensioneEseguibile(nome)).toBe(false);
  });
});

describe('an upload under such a name', () => {
  let portale: PortaleFile;
  beforeAll(async () => {
    portale = await apriPortaleFile();
  });
  afterAll(async () => portale?.close());

  it('is refused with 415 even when its content is a real PDF, and leaves neither a row nor a file', async () => {
    const id = await inserisciProgramma(portale.db, { idBando: portale.idBando, stato: 'VALIDATO' });
    const url = `/api/allegato/allegaFileApprovazione/${id}`;
    for (const nome of ['report.pdf.exe', 'decreto.js', 'avvia.bat', 'decreto.exe.pdf', 'decreto.pdf.exe.']) {
      expect(await portale.carica('ministero', url, samplePdf(), nome), nome).toMatchObject(RIFIUTATO);
    }
    expect(
      await righe(portale.db, sql`SELECT 1 FROM allegato_programma WHERE id_programma_investimento = ${id}`),
    ).toHaveLength(0);
    expect(await portale.filePubblicati()).toEqual([]);
    expect(await portale.fileTemporanei()).toEqual([]);
    // The same content under an honest name is taken.
    expect((await portale.carica('ministero', url, samplePdf(), 'decreto.pdf')).status).toBe(201);
  });
});
