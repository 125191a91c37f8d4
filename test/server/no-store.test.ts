import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { samplePdf } from '../support/file-samples';
import { apriPortaleFile, type PortaleFile } from './support/allegati';
import { inserisciProgramma } from './support/programmi';

let portale: PortaleFile;
beforeAll(async () => {
  portale = await apriPortaleFile();
});
afterAll(async () => portale?.close());

/** Names, fiscal codes, IBANs and files must stay in no browser or proxy cache (issue 13). */
describe('Cache-Control: no-store on the services', () => {
  it('on a download, a record, a list, the /apigen service and an error', async () => {
    const id = await inserisciProgramma(portale.db, { idBando: portale.idBando, stato: 'VALIDATO' });
    const caricato = await portale.carica('ministero', `/api/allegato/allegaFileApprovazione/${id}`, samplePdf());
    expect(caricato.status).toBe(201);
    expect(caricato.headers['cache-control']).toBe('no-store');

    const risposte = {
      download: await portale.chiama('ministero', 'GET', `/api/allegato/downloadFileApprovazione/${id}`),
      record: await portale.chiama('ministero', 'GET', `/api/programma/getDatiGeneraliProgramma/${id}`),
      lista: await portale.chiama('ministero', 'GET', '/api/programma/getListaProgrammiInvestimento?_start=0&_end=10'),
      apigen: await portale.chiama('ministero', 'GET', '/apigen/notifiche/getNotificheUtente'),
      nonTrovato: await portale.chiama('ministero', 'GET', '/api/programma/getDatiGeneraliProgramma/999999'),
    };
    expect(Object.fromEntries(Object.entries(risposte).map(([nome, r]) => [nome, r.status]))).toEqual({
      download: 200,
      record: 200,
      lista: 200,
      apigen: 200,
      nonTrovato: 404,
    });
    expect(Object.fromEntries(Object.entries(risposte).map(([nome, r]) => [nome, r.headers['cache-control']]))).toEqual(
      {
        download: 'no-store',
        record: 'no-store',
        lista: 'no-store',
        apigen: 'no-store',
        nonTrovato: 'no-store',
      },
    );
  });
});
