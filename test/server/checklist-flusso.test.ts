import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { righe } from '../../server/src/db/sql';
import { samplePdf } from '../support/file-samples';
import { beneficiariSenzaDenominazione, inserisciBeneficiario, vociZip } from './support/allegati';
import { C, P, portaleChecklist, tutteSi } from './support/checklist';
import { statoDi } from './support/programmi';

const portale = portaleChecklist();
const { programma, status } = portale;

describe('review checklists', () => {
  it('a complete checklist makes richiestaValidazioneProgramma pass; a NO needs a note', async () => {
    const id = await programma('IN_ISTRUTTORIA');
    const vuota = await portale.chiama('istruttore1', 'GET', `${C}/getChecklistDocumentaleProgramma/${id}`);
    expect(vuota.status).toBe(200);
    expect(vuota.body).toMatchObject({
      idChecklist: null,
      tipo: 'DOCUMENTALE',
      ambito: 'PROGRAMMA',
      completa: false,
      allegato: null,
    });
    expect(vuota.body.voci).toHaveLength(4);

    const [prima, ...altre] = vuota.body.voci as { idVoce: number }[];
    const conNo = await portale.chiama('istruttore1', 'POST', `${C}/salvaChecklistDocumentaleProgramma/${id}`, {
      voci: [
        { idVoce: prima.idVoce, esito: 'NO' },
        ...altre.map(({ idVoce }) => ({ idVoce, esito: 'NON_APPLICABILE' })),
      ],
    });
    expect(conNo.status, JSON.stringify(conNo.body)).toBe(200);
    expect(conNo.body.completa).toBe(false);
    const riepilogo = await portale.chiama('validatore', 'GET', `${C}/riepilogoChecklist/${id}`, undefined, [
      'MBAC_MINISTERO',
    ]);
    expect(riepilogo.body.completa).toBe(false);
    expect(riepilogo.body.checklist[0]).toMatchObject({
      tipo: 'DOCUMENTALE',
      ambito: 'PROGRAMMA',
      vociTotali: 4,
      vociCompilate: 4,
      mancanti: ['Domanda sottoscritta dal rappresentante legale'],
    });
    expect((await portale.chiama('istruttore1', 'GET', `${P}/verificaChecklist/${id}`)).body).toEqual({
      completa: false,
    });
    expect(await status('istruttore1', 'PUT', `${P}/richiestaValidazioneProgramma/${id}`)).toBe(409);

    const spiegato = await portale.chiama('istruttore1', 'POST', `${C}/salvaChecklistDocumentaleProgramma/${id}`, {
      voci: [{ idVoce: prima.idVoce, esito: 'NO', note: 'Firma mancante, sanata con integrazione' }],
    });
    // Who saved it, as people read it: istruttore1 is the demo instructor Laura Marino.
    expect(spiegato.body).toMatchObject({
      completa: true,
      aggiornataDa: 'istruttore1',
      aggiornataDaNome: 'Laura Marino',
    });
    expect((await portale.chiama('istruttore1', 'GET', `${P}/verificaChecklist/${id}`)).body).toEqual({
      completa: true,
    });
    const validazione = await portale.chiama('istruttore1', 'PUT', `${P}/richiestaValidazioneProgramma/${id}`);
    expect(validazione.status, JSON.stringify(validazione.body)).toBe(200);
    expect(await statoDi(portale.db, id)).toBe('IN_VALIDAZIONE');
    expect(
      await status('istruttore1', 'POST', `${C}/salvaChecklistDocumentaleProgramma/${id}`, tutteSi(vuota.body.voci)),
    ).toBe(409);
  });

  it('400 for an item of another checklist, 403 for the proponent, 404 for a programme not assigned', async () => {
    const id = await programma('IN_ISTRUTTORIA');
    const estranea = await portale.chiama('istruttore1', 'POST', `${C}/salvaChecklistVerificheProgramma/${id}`, {
      voci: [{ idVoce: 1, esito: 'SI' }],
    });
    expect(estranea).toMatchObject({
      status: 400,
      body: { errors: { 'voci.0.idVoce': 'Voce non prevista da questa checklist' } },
    });
    expect(await status('proponente1', 'GET', `${C}/getChecklistVerificheProgramma/${id}`)).toBe(403);
    expect(await status('istruttore2', 'GET', `${C}/getChecklistVerificheProgramma/${id}`)).toBe(404);
  });

  it('beneficiary checklists, attachments of every variant, presence and the ZIP of them all', async () => {
    const id = await programma('IN_ISTRUTTORIA');
    const idBeneficiario = await inserisciBeneficiario(portale.db, id);
    const salvata = await portale.compilata('DocumentaleBeneficiario', idBeneficiario);
    expect(salvata.body).toMatchObject({ idBeneficiario, ambito: 'BENEFICIARIO', completa: true });
    const salvataVerifiche = await portale.compilata('VerificheBeneficiario', idBeneficiario);
    const programmaDoc = await portale.chiama('istruttore1', 'POST', `${C}/salvaChecklistVerificheProgramma/${id}`, {
      voci: [{ idVoce: 11, esito: 'SI' }],
    });

    expect((await portale.chiama('istruttore1', 'GET', `${C}/verificaPresenzaAllegatiChecklist/${id}`)).body).toEqual({
      presenti: false,
      numero: 0,
    });
    const sbagliata = await portale.carica(
      'istruttore1',
      `${C}/caricaAllegatoChecklistDocumentaleProponente/${salvata.body.idChecklist}`,
      samplePdf(),
    );
    expect(sbagliata.status).toBe(404);
    const uno = await portale.carica(
      'istruttore1',
      `${C}/caricaAllegatoChecklistDocumentaleBeneficiario/${salvata.body.idChecklist}`,
      samplePdf(),
      'visura.pdf',
    );
    expect(uno.status, JSON.stringify(uno.body)).toBe(201);
    const due = await portale.carica(
      'istruttore1',
      `${C}/caricaAllegatoChecklistVerificheBeneficiario/${salvataVerifiche.body.idChecklist}`,
      samplePdf(),
      'durc.pdf',
    );
    const tre = await portale.carica(
      'istruttore1',
      `${C}/caricaAllegatoChecklistVerificheProponente/${programmaDoc.body.idChecklist}`,
      samplePdf(),
      'deggendorf.pdf',
    );
    expect([due.status, tre.status]).toEqual([201, 201]);
    expect(
      (await portale.chiama('istruttore1', 'GET', `${C}/getChecklistDocumentaleBeneficiario/${idBeneficiario}`)).body
        .allegato,
    ).toMatchObject({ nomeFile: 'visura.pdf' });

    expect(
      await status(
        'validatore',
        'GET',
        `${C}/downloadAllegatoChecklistBeneficiario/${uno.body.idDocumentaleAllegato}`,
        undefined,
        ['MBAC_MINISTERO'],
      ),
    ).toBe(200);
    expect(
      await status('istruttore1', 'GET', `${C}/downloadAllegatoChecklistProponente/${uno.body.idDocumentaleAllegato}`),
    ).toBe(404);
    expect(
      await status('istruttore1', 'GET', `${C}/downloadAllegatoChecklistProponente/${tre.body.idDocumentaleAllegato}`),
    ).toBe(200);
    expect((await portale.chiama('istruttore1', 'GET', `${C}/verificaPresenzaAllegatiChecklist/${id}`)).body).toEqual({
      presenti: true,
      numero: 3,
    });

    const zip = await portale.chiama('istruttore1', 'GET', `${C}/downloadAllegatiChecklist/${id}`);
    expect(zip.headers['content-type']).toBe('application/zip');
    expect(await vociZip(zip.raw)).toEqual([
      `documentale-beneficiario-${idBeneficiario}/${uno.body.idDocumentaleAllegato}-visura.pdf`,
      `verifiche-beneficiario-${idBeneficiario}/${due.body.idDocumentaleAllegato}-durc.pdf`,
      `verifiche-programma/${tre.body.idDocumentaleAllegato}-deggendorf.pdf`,
    ]);

    expect(
      await status(
        'istruttore1',
        'DELETE',
        `${C}/cancellaAllegatoChecklistVerificheProponente/${programmaDoc.body.idChecklist}`,
      ),
    ).toBe(204);
    expect(
      await status(
        'istruttore1',
        'DELETE',
        `${C}/cancellaAllegatoChecklistVerificheProponente/${programmaDoc.body.idChecklist}`,
      ),
    ).toBe(404);

    const riepilogo = await portale.chiama('istruttore1', 'GET', `${C}/riepilogoChecklist/${id}`);
    expect(
      riepilogo.body.checklist.map((c: { tipo: string; ambito: string; completa: boolean }) => [
        c.ambito,
        c.tipo,
        c.completa,
      ]),
    ).toEqual([
      ['PROGRAMMA', 'DOCUMENTALE', false],
      ['PROGRAMMA', 'VERIFICHE', false],
      ['BENEFICIARIO', 'DOCUMENTALE', true],
      ['BENEFICIARIO', 'VERIFICHE', true],
    ]);
  });
});

describe("the summary names each beneficiary's checklists as people read it", () => {
  it('by company name, a person by surname and name, one with only the tax code yet by that code', async () => {
    const id = await programma('IN_ISTRUTTORIA');
    const azienda = await inserisciBeneficiario(portale.db, id, '01234567897');
    const { persona, appenaAggiunto } = await beneficiariSenzaDenominazione(portale.db, id);

    const riepilogo = await portale.chiama('istruttore1', 'GET', `${C}/riepilogoChecklist/${id}`);
    expect(
      riepilogo.body.checklist.map(
        (c: { tipo: string; idBeneficiario: number | null; denominazione: string | null }) => [
          c.tipo,
          c.idBeneficiario,
          c.denominazione,
        ],
      ),
    ).toEqual([
      ['DOCUMENTALE', null, null],
      ['VERIFICHE', null, null],
      ['DOCUMENTALE', azienda, 'Beneficiario 01234567897'],
      ['VERIFICHE', azienda, 'Beneficiario 01234567897'],
      ['DOCUMENTALE', persona, 'Rossi Mario'],
      ['VERIFICHE', persona, 'Rossi Mario'],
      ['DOCUMENTALE', appenaAggiunto, '11122233346'],
      ['VERIFICHE', appenaAggiunto, '11122233346'],
    ]);
  });
});

describe('takeover and variation checklists', () => {
  it.each([
    ['Subentro', 'IN_SUBENTRO', 'concludiSubentro'],
    ['Variazione', 'IN_VARIAZIONE', 'concludiVariazione'],
  ])(
    '%s: the signed file, and a complete checklist returns the programme to APPROVATO, audited',
    async (nome, stato, azione) => {
      const id = await programma(stato as 'IN_SUBENTRO');
      expect(
        (await portale.chiama('coordinatore', 'GET', `${C}/verificaEsistenzaChecklist${nome}/${id}`)).body,
      ).toEqual({ esiste: false });
      const firmata = await portale.carica(
        'coordinatore',
        `${C}/caricaChecklist${nome}/${id}`,
        samplePdf(),
        `checklist-${nome}.pdf`,
      );
      expect(firmata.status, JSON.stringify(firmata.body)).toBe(201);
      expect(
        (await portale.chiama('coordinatore', 'GET', `${C}/verificaEsistenzaChecklist${nome}/${id}`)).body,
      ).toEqual({ esiste: true });
      const scaricata = await portale.chiama(
        'coordinatore',
        'GET',
        `${C}/api/checklist/downloadChecklist${nome}/${id}`,
      );
      expect(scaricata.status).toBe(200);
      expect(scaricata.headers['content-disposition']).toContain(`checklist-${nome}.pdf`);
      expect(await status('coordinatore', 'DELETE', `${C}/api/eliminaChecklist${nome}/${id}`)).toBe(204);
      expect(await status('coordinatore', 'GET', `${C}/api/checklist/downloadChecklist${nome}/${id}`)).toBe(404);

      const checklist = await portale.chiama('coordinatore', 'GET', `${C}/getChecklist${nome}/${id}`);
      const [prima, ...altre] = checklist.body.voci as { idVoce: number }[];
      const parziale = await portale.chiama('istruttore1', 'POST', `${C}/salvaChecklist${nome}/${id}`, tutteSi(altre));
      expect(parziale.body.completa).toBe(false);
      expect(await statoDi(portale.db, id)).toBe(stato);
      const allegato = await portale.carica(
        'istruttore1',
        `${C}/caricaAllegatoChecklist${nome}/${parziale.body.idChecklist}`,
        samplePdf(),
      );
      expect(
        await status(
          'istruttore1',
          'GET',
          `${C}/downloadAllegatoChecklist${nome}/${allegato.body.idDocumentaleAllegato}`,
        ),
      ).toBe(200);

      const completa = await portale.chiama(
        'istruttore1',
        'POST',
        `${C}/salvaChecklist${nome}/${id}`,
        tutteSi([prima]),
      );
      expect(completa.status, JSON.stringify(completa.body)).toBe(200);
      expect(completa.body.completa).toBe(true);
      expect(await statoDi(portale.db, id)).toBe('APPROVATO');
      const audit = await righe<{ azione: string; statoA: string }>(
        portale.db,
        sql`SELECT azione, stato_a AS "statoA" FROM programma_audit WHERE id_programma_investimento = ${id}`,
      );
      expect(audit).toContainEqual({ azione, statoA: 'APPROVATO' });
      expect(await status('istruttore1', 'POST', `${C}/salvaChecklist${nome}/${id}`, tutteSi([prima]))).toBe(409);
    },
  );
});
