import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLES, type Role } from '../../contract/roles';
import { esitoDi, ID_ASSENTE, programmaDi, prova } from './oracolo/chiamata';
import { esitoFamiglia, esitoLettura } from './oracolo/esito';
import { FAMIGLIE, ROTTE_DELL_ORACOLO } from './oracolo/famiglie';
import { VEDE_PROGRAMMA, type Stato } from './oracolo/programma-stati';
import { TUTTI } from './oracolo/ruoli';
import { RELAZIONI, type Famiglia, type Rotta } from './oracolo/tipi';
import { apriPortale, preparaRiferimenti, type Portale } from './support/programmi';

/**
 * The authorisation oracle for every other route: each family (written by hand from the docs' tables) tried by
 * every role on a record that does not exist (403 for a role that never may, 404 for one that may), and the reads of
 * one programme on a real one, the caller's and another's. A route of the OpenAPI document without a row fails.
 */
let portale: Portale;
let idBando: number;

beforeAll(async () => {
  portale = await apriPortale(async (database) => {
    idBando = await preparaRiferimenti(database.db);
  });
});
afterAll(async () => portale?.close());

describe('the oracle covers the whole service', () => {
  it('has a row for every route of the OpenAPI document, and none for a route not there', async () => {
    const documento = (
      await portale.portal.app.inject({
        method: 'GET',
        url: '/api/openapi.json',
      })
    ).json();
    const servite = Object.entries<Record<string, unknown>>(documento.paths).flatMap(([path, operazioni]) =>
      Object.keys(operazioni).map((metodo) => `${metodo.toUpperCase()} ${path}`),
    );
    expect([...ROTTE_DELL_ORACOLO].sort()).toEqual(servite.sort());
  });

  it('knows every role the portal knows', () => {
    expect([...TUTTI].sort()).toEqual([...ROLES].sort());
  });
});

const perRuolo = async (esegui: (ruolo: Role) => Promise<unknown>) =>
  Object.fromEntries(await Promise.all(TUTTI.map(async (ruolo) => [ruolo, await esegui(ruolo)])));

const rotteDi = (famiglie: readonly Famiglia[]) =>
  famiglie.flatMap((famiglia) => famiglia.rotte.map((rotta) => [rotta, famiglia] as const));

describe.each(rotteDi(FAMIGLIE))('%s', (rotta: Rotta, famiglia: Famiglia) => {
  it(`by role alone (${famiglia.nome})`, async () => {
    const ottenuti = await perRuolo(async (ruolo) => esitoDi(await prova(portale, rotta, ruolo, ID_ASSENTE, famiglia)));
    expect(ottenuti).toEqual(await perRuolo(async (ruolo) => esitoFamiglia(famiglia, ruolo)));
  });
});

const LETTURE = FAMIGLIE.filter((famiglia) => famiglia.leggiProgrammaIn);

describe.each(rotteDi(LETTURE))('%s', (rotta: Rotta, famiglia: Famiglia) => {
  const stato = famiglia.leggiProgrammaIn as Stato;
  it(`on a programme ${stato}, the caller's and another's`, async () => {
    const ids = { proprio: 0, altrui: 0 };
    for (const relazione of RELAZIONI) ids[relazione] = await programmaDi(portale, idBando, stato, relazione);
    const ottenuti = await perRuolo(async (ruolo) =>
      Object.fromEntries(
        await Promise.all(
          RELAZIONI.map(async (relazione) => [
            relazione,
            esitoDi(await prova(portale, rotta, ruolo, ids[relazione], famiglia)),
          ]),
        ),
      ),
    );
    const attesi = await perRuolo(async (ruolo) => {
      const esito = esitoLettura(famiglia, ruolo, (relazione) => VEDE_PROGRAMMA[ruolo](stato, relazione));
      return Object.fromEntries(RELAZIONI.map((relazione) => [relazione, esito(relazione)]));
    });
    expect(ottenuti).toEqual(attesi);
  });
});
