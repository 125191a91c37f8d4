import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/src/db/database';
import { migrate } from '../../server/src/db/migrate';
import { righe } from '../../server/src/db/sql';
import { bando } from '../../server/src/db/schema';
import { startIdentityServer, type IdentityServer } from '../support/identity-server';
import { preparaRiferimenti } from './support/programmi';
import { openTestDatabase, startTestApp, testConfig, type TestApp } from './support/test-app';

/** The demo external portal of docs/domande.md, registered in the embedded provider. */
const PORTALE = { clientId: 'portale-distretti', secret: 'demo-portale-distretti' };
const NUOVA_AZIENDA = '00743110157';

let database: Database;
let identita: IdentityServer;
let portal: TestApp;
let idBando: number;

beforeAll(async () => {
  database = await openTestDatabase();
  await migrate(database);
  await preparaRiferimenti(database.db);
  [{ idBando }] = await database.db
    .insert(bando)
    .values({ descrizione: 'DC', tipologia: 'DC', dataApertura: '2020-01-01', dataChiusura: '2099-12-31', budget: '1' })
    .returning({ idBando: bando.idBando });
  identita = await startIdentityServer();
  const base = testConfig();
  portal = await startTestApp(database, {
    config: { ...base, oidc: { ...base.oidc, issuer: identita.identity.issuer } },
    verifyKey: identita.identity.getKey,
  });
});
afterAll(async () => {
  await portal?.app.close();
  await identita?.stop();
  await database?.close();
});

/** A client-credentials token from the real embedded provider's token endpoint. */
async function tokenDelClient(clientId: string, secret: string): Promise<Response> {
  return fetch(`${identita.identity.issuer}/token`, {
    method: 'POST',
    headers: {
      authorization: `Basic ${Buffer.from(`${clientId}:${secret}`).toString('base64')}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: 'grant_type=client_credentials',
  });
}

const corpo = {
  idBando: 0,
  cuaaProponente: NUOVA_AZIENDA,
  denominazioneProponente: 'Oleificio Nuovo',
  codRegione: '09',
};

const creaDomandaRest = (token: string, body: object = { ...corpo, idBando }) =>
  portal.app.inject({
    method: 'POST',
    url: '/apigen/domanda/creaDomandaREST',
    headers: { authorization: `Bearer ${token}` },
    payload: body,
  });

describe('creaDomandaREST, the door of the external portal', () => {
  it("refuses a person's token, even a ministry's, and a wrong client secret gets no token", async () => {
    const { access_token } = await identita.client().logIn('proponente1', 'demo');
    const persona = await creaDomandaRest(access_token);
    expect(persona.statusCode).toBe(403);
    expect(persona.json().message).toMatch(/portale esterno registrato/);
    const { access_token: ministero } = await identita.client().logIn('ministero', 'demo');
    expect((await creaDomandaRest(ministero)).statusCode).toBe(403);
    expect((await tokenDelClient(PORTALE.clientId, 'sbagliato')).status).toBe(401);
  });

  it('opens a new company draft once: 20 parallel calls get the same draft, one row, one proponent', async () => {
    const risposta = await tokenDelClient(PORTALE.clientId, PORTALE.secret);
    const { access_token } = (await risposta.json()) as { access_token: string };
    const risposte = await Promise.all(Array.from({ length: 20 }, () => creaDomandaRest(access_token)));
    expect(risposte.map((r) => r.statusCode).sort()).toEqual([...Array<number>(19).fill(200), 201]);
    const ids = new Set(risposte.map((r) => r.json().idDomanda));
    expect(ids.size).toBe(1);
    expect(risposte[0].json()).toMatchObject({
      idStato: 'BOZZA',
      cuaaProponente: NUOVA_AZIENDA,
      denominazioneProponente: 'Oleificio Nuovo',
      codRegione: '09',
      descrizioneRegione: 'Toscana',
    });
    const [{ domande, proponenti }] = await righe<{ domande: number; proponenti: number }>(
      database.db,
      sql`SELECT (SELECT count(*)::int FROM domanda WHERE cuaa_proponente = ${NUOVA_AZIENDA}) AS domande,
        (SELECT count(*)::int FROM proponente WHERE cuaa = ${NUOVA_AZIENDA}) AS proponenti`,
    );
    expect({ domande, proponenti }).toEqual({ domande: 1, proponenti: 1 });
    const { access_token: ministero } = await identita.client().logIn('ministero', 'demo');
    const storico = await portal.app.inject({
      url: `/apigen/domanda/getStoricoDomanda/${[...ids][0]}`,
      headers: { authorization: `Bearer ${ministero}` },
    });
    expect(storico.json()).toMatchObject([
      { nominativo: 'Portale esterno', descrizioneRuolo: 'Portale esterno', note: 'Aperta dal portale esterno' },
    ]);
  });

  it('answers 400 with Italian field errors for a bad fiscal code, 404 for an unknown call', async () => {
    const { access_token } = (await (await tokenDelClient(PORTALE.clientId, PORTALE.secret)).json()) as {
      access_token: string;
    };
    const sbagliata = await creaDomandaRest(access_token, { ...corpo, idBando, cuaaProponente: '00743110158' });
    expect(sbagliata.statusCode).toBe(400);
    expect(sbagliata.json().errors.cuaaProponente).toMatch(/^Codice fiscale non valido/);
    expect((await creaDomandaRest(access_token, { ...corpo, idBando: 99999 })).statusCode).toBe(404);
  });
});
