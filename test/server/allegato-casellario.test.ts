import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { samplePdf } from '../support/file-samples';
import { apriPortaleFile, inserisciBeneficiario, type PortaleFile } from './support/allegati';
import { inserisciProgramma } from './support/programmi';

let portale: PortaleFile;
beforeAll(async () => {
  portale = await apriPortaleFile();
});
afterAll(async () => portale?.close());

const B = '/api/beneficiario';
const giorniFa = (giorni: number) => new Date(Date.now() - giorni * 86_400_000).toISOString().slice(0, 10);

describe('casellario and antimafia', () => {
  it('uploads each kind with validity, flags an expired antimafia information, downloads, deletes by GET', async () => {
    const id = await inserisciProgramma(portale.db, {
      idBando: portale.idBando,
      stato: 'IN_ISTRUTTORIA',
      assegnati: ['istruttore1'],
    });
    const idBeneficiario = await inserisciBeneficiario(portale.db, id);

    const casellario = await portale.carica(
      'istruttore1',
      `${B}/caricaCasellario/${idBeneficiario}/${giorniFa(10)}/PROT-1`,
      samplePdf(),
      'casellario.pdf',
    );
    expect(casellario.status, JSON.stringify(casellario.body)).toBe(201);
    expect(casellario.body).toMatchObject({
      tipo: 'CASELLARIO',
      numeroProtocollo: 'PROT-1',
      opzioni: null,
      valido: true,
      scaduto: false,
    });
    expect(casellario.body.scadenza > giorniFa(0)).toBe(true);

    const antimafia = await portale.carica(
      'istruttore1',
      `${B}/caricaInformativaAntimafia/${idBeneficiario}/${giorniFa(400)}/PROT-2?opzioni=liberatoria`,
      samplePdf(),
    );
    expect(antimafia.body).toMatchObject({
      tipo: 'INFORMATIVA_ANTIMAFIA',
      opzioni: 'liberatoria',
      valido: false,
      scaduto: true,
    });
    const richiesta = await portale.carica(
      'istruttore1',
      `${B}/caricaRichiestaAntimafia/${idBeneficiario}/${giorniFa(1)}/PROT-3?opzioni=BDNA`,
      samplePdf(),
    );
    expect(richiesta.body).toMatchObject({ tipo: 'RICHIESTA_ANTIMAFIA', scadenza: null, valido: true, scaduto: false });
    expect(
      (
        await portale.carica(
          'istruttore1',
          `${B}/caricaRichiestaCasellario/${idBeneficiario}/${giorniFa(1)}/PROT-4`,
          samplePdf(),
        )
      ).status,
    ).toBe(201);
    const futura = await portale.carica(
      'istruttore1',
      `${B}/caricaCasellario/${idBeneficiario}/${giorniFa(-5)}/PROT-5`,
      samplePdf(),
    );
    expect(futura).toMatchObject({
      status: 400,
      body: { errors: { dataCaricamento: 'La data non può essere futura' } },
    });

    const lista = await portale.chiama(
      'validatore',
      'GET',
      `${B}/listaDocumentiCasellarioAntimafia/${idBeneficiario}`,
      undefined,
      ['MBAC_MINISTERO'],
    );
    expect(lista.body.map((d: { tipo: string }) => d.tipo)).toEqual([
      'CASELLARIO',
      'INFORMATIVA_ANTIMAFIA',
      'RICHIESTA_ANTIMAFIA',
      'RICHIESTA_CASELLARIO',
    ]);

    for (const nome of ['Casellario', 'InformativaAntimafia', 'RichiestaAntimafia', 'RichiestaCasellario']) {
      const scaricato = await portale.chiama('istruttore1', 'GET', `${B}/download${nome}/${idBeneficiario}`);
      expect(scaricato.status, nome).toBe(200);
      expect(scaricato.headers['content-type']).toBe('application/pdf');
      expect((await portale.chiama('proponente1', 'GET', `${B}/download${nome}/${idBeneficiario}`)).status).toBe(403);
      expect((await portale.chiama('istruttore1', 'GET', `${B}/elimina${nome}/${idBeneficiario}`)).status, nome).toBe(
        204,
      );
      expect((await portale.chiama('istruttore1', 'GET', `${B}/download${nome}/${idBeneficiario}`)).status).toBe(404);
    }
  });

  it('403 for the proponent, 409 outside the review, 404 for a beneficiary not seen', async () => {
    const approvato = await inserisciProgramma(portale.db, {
      idBando: portale.idBando,
      stato: 'APPROVATO',
      assegnati: ['istruttore1'],
    });
    const idBeneficiario = await inserisciBeneficiario(portale.db, approvato);
    const url = `${B}/caricaCasellario/${idBeneficiario}/${giorniFa(1)}/PROT-9`;
    expect((await portale.carica('proponente1', url, samplePdf())).status).toBe(403);
    expect((await portale.carica('istruttore1', url, samplePdf())).status).toBe(409);
    expect((await portale.carica('istruttore2', url, samplePdf())).status).toBe(404);
    expect((await portale.chiama('istruttore1', 'GET', `${B}/eliminaCasellario/${idBeneficiario}`)).status).toBe(409);
  });
});
