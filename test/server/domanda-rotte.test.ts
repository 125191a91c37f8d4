import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/src/db/database';
import { migrate } from '../../server/src/db/migrate';
import { openTestDatabase, startTestApp, type TestApp } from './support/test-app';

let database: Database;
let portal: TestApp;
let paths: Record<string, Record<string, unknown>>;

beforeAll(async () => {
  database = await openTestDatabase();
  await migrate(database);
  portal = await startTestApp(database);
  paths = (await portal.app.inject({ method: 'GET', url: '/api/openapi.json' })).json().paths;
});
afterAll(async () => {
  await portal?.app.close();
  await database?.close();
});

/**
 * The legacy /apigen calls, copied by hand: Domanda (17), Beneficiario (10), Sedi (3), Allegato (5),
 * Istruttoria (7).
 */
const SPEC = `
DELETE /apigen/allegato/cancellaAllegatoDomanda/{idDomanda}/{idAllegato}
POST /apigen/allegato/caricaAllegatoDomanda
GET /apigen/allegato/downloadAllegatoDomanda/{idAllegato}
GET /apigen/allegato/getCategorieAllegatoDomanda
GET /apigen/allegato/listaAllegatiDomanda/{idDomanda}
DELETE /apigen/beneficiario/cancellaAllegatoBeneficiario/{idBeneficiario}/{idAllegato}
POST /apigen/beneficiario/caricaAllegatoBeneficiario
POST /apigen/beneficiario/creaBeneficiario/{idDomanda}/{codiceFiscale}
GET /apigen/beneficiario/dettaglioBeneficiario/{idBeneficiario}
GET /apigen/beneficiario/downloadAllegatoBeneficiario/{idAllegato}
DELETE /apigen/beneficiario/eliminaBeneficiario/{idBeneficiario}
GET /apigen/beneficiario/getCategorieAllegatoBeneficiario
GET /apigen/beneficiario/listaAllegatiBeneficiario/{idBeneficiario}
GET /apigen/beneficiario/listaBeneficiari/{idDomanda}
POST /apigen/beneficiario/salvaBeneficiario
GET /apigen/domanda/approvaIstruttoria/{idDomanda}
GET /apigen/domanda/inoltraDomanda/{idDomanda}
GET /apigen/domanda/prendiInCarico/{idDomanda}
GET /apigen/domanda/rigettaIstruttoria/{idDomanda}
GET /apigen/domanda/rilascia/{idDomanda}
POST /apigen/domanda/creaDomanda/{idBando}/{cuaaProponente}
POST /apigen/domanda/creaDomandaREST
DELETE /apigen/domanda/eliminaDomanda/{idDomanda}
GET /apigen/domanda/dettaglioProponente/{idDomanda}
GET /apigen/domanda/getListaDomande
GET /apigen/domanda/getListaIncarichi
GET /apigen/domanda/getListaStatiDomanda
POST /apigen/domanda/salvaDatiGeneraliDomanda
POST /apigen/domanda/salvaDatiRicezioneDomanda/{idDomanda}
POST /apigen/domanda/salvaMailProponente/{idProponente}
POST /apigen/domanda/salvaRappresentanteLegale
POST /apigen/domanda/salvaReferente/{idProponente}
POST /apigen/istruttoria/caricaAllegatoIstruttoria/{idDomanda}
GET /apigen/istruttoria/downloadAllegatoIstruttoria/{idAllegato}
DELETE /apigen/istruttoria/eliminaAllegatoIstruttoria/{idAllegato}
DELETE /apigen/istruttoria/eliminaNotaIstruttoria/{idNota}
GET /apigen/istruttoria/listaAllegatiIstruttoria/{idDomanda}
GET /apigen/istruttoria/listaNoteIstruttoria/{idDomanda}
POST /apigen/istruttoria/salvaNotaIstruttoria/{idDomanda}
POST /apigen/sedi/aggiungiSedeBeneficiario/{idBeneficiario}
DELETE /apigen/sedi/eliminaSedeBeneficiario/{idSede}
GET /apigen/sedi/listaSediBeneficiario/{idBeneficiario}
`
  .trim()
  .split('\n')
  .map((riga) => riga.split(' ') as [string, string]);

describe('the legacy /apigen calls', () => {
  it('are 42, each at its path and method in the OpenAPI document', () => {
    expect(SPEC).toHaveLength(42);
    const mancanti = SPEC.filter(([metodo, path]) => !paths[path]?.[metodo.toLowerCase()]);
    expect(mancanti).toEqual([]);
  });

  it('ask for a token like every API call', async () => {
    const risposta = await portal.app.inject({ method: 'GET', url: '/apigen/domanda/getListaDomande' });
    expect(risposta.statusCode).toBe(401);
  });
});
