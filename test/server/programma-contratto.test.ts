import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AZIONI_PROGRAMMA } from '../../contract/programmi/azioni';
import { programmiSchema } from '../../contract/programmi/schema';
import type { Endpoint } from '../../contract/types';
import { apriPortale, type Portale } from './support/programmi';

/** The legacy programme calls this module serves, as the legacy client calls them, and the new paths it adds. */
const SPEC: readonly [string, string][] = [
  ['POST', '/api/programma/accettaSenzaControDeduzioni/{id}'],
  ['PUT', '/api/programma/annullamentoProgramma/{id}'],
  ['PUT', '/api/programma/approvazioneprogramma/{id}'],
  ['GET', '/api/programma/assegnaPratica/{id}/{utente}'],
  ['POST', '/api/programma/avviaSubentro/{id}'],
  ['POST', '/api/programma/avviaVariazione/{id}'],
  ['POST', '/api/programma/creaProgrammaInvestimento/{idBando}/{cuaa}'],
  ['DELETE', '/api/programma/eliminaProgrammaInvestimento/{id}'],
  ['GET', '/api/programma/eseguiValidazione/{id}'],
  ['PUT', '/api/programma/eseguiValidazioneProgramma/{id}'],
  ['GET', '/api/programma/getCodiciCupAndCore/{id}'],
  ['GET', '/api/programma/getDatiGeneraliProgramma/{id}'],
  ['GET', '/api/programma/getListaIncarichi'],
  ['GET', '/api/programma/getListaIstruttoriIsmea'],
  ['GET', '/api/programma/getListaProgrammiInvestimento'],
  ['GET', '/api/programma/getListaStatiProgramma'],
  ['GET', '/api/programma/getNoteRichiestaIntegrazione/{id}'],
  ['GET', '/api/programma/getNoteRichiestaValidazione/{id}'],
  ['GET', '/api/programma/getNoteValidazione/{id}'],
  ['GET', '/api/programma/getSoggetto/{idUtente}'],
  ['GET', '/api/programma/getStoricoImportiProgrammaInvestimento/{id}'],
  ['POST', '/api/programma/inserimentoParereRegione/{id}/{esito}'],
  ['POST', '/api/programma/inviaControDeduzioni/{id}'],
  ['GET', '/api/programma/inviaIntegrazioni/{id}'],
  ['GET', '/api/programma/listaAssegnatari/{id}'],
  ['GET', '/api/programma/listaInvestimentiRegione/{id}'],
  ['GET', '/api/programma/listaParereRegione/{id}'],
  ['PUT', '/api/programma/richiestaIntegrazioneIsmea/{id}'],
  ['POST', '/api/programma/richiestaIntegrazioneIsmea/{id}'],
  ['PUT', '/api/programma/richiestaIntegrazioneProgramma/{id}'],
  ['PUT', '/api/programma/richiestaValidazioneProgramma/{id}'],
  ['POST', '/api/programma/richiestaParereRegione/{id}'],
  ['DELETE', '/api/programma/rimuoviAssegnatario/{id}/{utente}'],
  ['POST', '/api/programma/salvaDatiGeneraliProgramma'],
  ['POST', '/api/programma/salvaNoteRichiestaIntegrazione/{id}'],
  ['POST', '/api/programma/salvaNoteRichiestaValidazione/{id}'],
  ['POST', '/api/programma/salvaNoteValidazione/{id}'],
  ['GET', '/api/programma/verificaChecklist/{id}'],
  ['GET', '/api/programma/verificaControDeduzioni/{id}'],
  ['GET', '/api/programma/verificaParereRegione/{id}'],
  ['GET', '/api/programma/visualizzaEsitoIsmea/{id}'],
  ['GET', '/api/programma/visualizzaIntegrazioni/{id}'],
  ['GET', '/api/programma/visualizzaNote/{id}'],
  ['GET', '/api/programma/visualizzaNoteRegione/{id}'],
  ['GET', '/api/notifiche/getNotificheUtente'],
  ['POST', '/api/programma/eseguiVerificheDeggendolf/{id}'],
  ['GET', '/api/programma/checkVerificheDeggendolf/{id}'],
  ['GET', '/api/programma/downloadVerificheDeggendolf/{id}'],
  ['POST', '/api/programma/eseguiVerificheRna/{id}'],
  ['GET', '/api/programma/checkVerificheRna/{id}'],
  ['GET', '/api/programma/downloadVerificheRna/{id}'],
  ['GET', '/apigen/notifiche/getNotificheUtente'],
];
const NUOVI: readonly [string, string][] = [
  ['GET', '/api/programma/getStoricoProgramma/{id}'],
  ['PUT', '/api/notifiche/segnaLetta/{idNotifica}'],
  ['PUT', '/api/notifiche/segnaTutteLette'],
];

let portale: Portale;
let paths: Record<
  string,
  Record<
    string,
    { responses: Record<string, unknown>; parameters?: { name: string; in: string; required?: boolean }[] }
  >
>;

beforeAll(async () => {
  portale = await apriPortale();
  paths = (await portale.portal.app.inject({ url: '/api/openapi.json' })).json().paths;
});
afterAll(async () => portale?.close());

describe('the OpenAPI document', () => {
  it.each([...SPEC, ...NUOVI])('documents %s %s with its answers and errors', (method, path) => {
    const operazione = paths[path]?.[method.toLowerCase()];
    expect(operazione, `${method} ${path}`).toBeDefined();
    expect(Object.keys(operazione.responses)).toEqual(expect.arrayContaining(['400', '401', '403', '404']));
  });

  it('serves every programme call the policy declares, at its method and path, with its required query', () => {
    const endpoints: Endpoint[] = [
      ...Object.values(AZIONI_PROGRAMMA).map((azione) => azione.endpoint as Endpoint),
      ...Object.values(programmiSchema.endpoints ?? {}),
    ].filter((endpoint) => endpoint.path.startsWith('/api/programma/'));
    for (const { method, path, requiredQuery = [] } of endpoints) {
      const operazione = paths[path]?.[method.toLowerCase()];
      expect(operazione, `${method} ${path}`).toBeDefined();
      const obbligatori = (operazione.parameters ?? [])
        .filter((p) => p.in === 'query' && p.required)
        .map((p) => p.name);
      expect(obbligatori.sort(), path).toEqual([...requiredQuery].sort());
    }
  });
});
