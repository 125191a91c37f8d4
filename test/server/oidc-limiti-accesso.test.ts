import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/src/db/database';
import { migrate } from '../../server/src/db/migrate';
import type { CodeFlowClient, Destination, ProviderPage } from '../../server/src/oidc/code-flow-client';
import { pageDocument, startIdentityServer, type IdentityServer } from '../support/identity-server';
import { openTestDatabase } from './support/test-app';

/** Small figures so the test runs in seconds: 2 failures per account, 8 per address, waits of at most 2 seconds. */
const LIMITI = { tentativi: 2, finestraSecondi: 900, attesaMassimaSecondi: 2 };
const ERRATA = { password: 'sbagliata' };
const GIUSTA = { password: 'demo' };

/** What a person reads in the page's alert, and the status the browser got. */
function esito(destinazione: Destination): { status: number; avviso: string | undefined } {
  expect(destinazione.kind).toBe('page');
  const page = destinazione as ProviderPage;
  return {
    status: page.status,
    avviso: pageDocument(page.html).querySelector('[role="alert"]')?.textContent ?? undefined,
  };
}

const NON_CORRETTI = { status: 200, avviso: 'Nome utente o password non corretti' };
const sospeso = (attesa: string) => ({
  status: 429,
  avviso: `Troppi tentativi di accesso non riusciti: per sicurezza l'accesso è sospeso. Riprova tra ${attesa}.`,
});

/** Tries again from the page in view until the wait is over; fails past `entroSecondi`. */
async function riprovaFinoAllaFine(
  client: CodeFlowClient,
  pagina: ProviderPage,
  campi: Record<string, string>,
  entroSecondi: number,
): Promise<Destination> {
  const limite = Date.now() + entroSecondi * 1000;
  let da = pagina;
  let attuale: Destination;
  do {
    attuale = await client.submitForm(da, campi);
    if (attuale.kind !== 'page' || attuale.status !== 429) return attuale;
    da = attuale;
    await new Promise((fine) => setTimeout(fine, 200));
  } while (Date.now() < limite);
  return attuale;
}

describe('login throttling per account, shared by two processes on one database', () => {
  let database: Database;
  let primo: IdentityServer;
  let secondo: IdentityServer;
  beforeAll(async () => {
    database = await openTestDatabase();
    await migrate(database);
    primo = await startIdentityServer({ database, limitiAccesso: LIMITI });
    secondo = await startIdentityServer({ database, limitiAccesso: LIMITI });
  });
  afterAll(async () => {
    await primo?.stop();
    await secondo?.stop();
    await database?.close();
  });

  it('makes the account wait longer per failure past the threshold, up to a maximum; forgets on success', async () => {
    const client = primo.client();
    const login = (await client.authorize()) as ProviderPage;
    const utente = { username: 'ministero' };

    const primo1 = await client.submitForm(login, { ...utente, ...ERRATA });
    expect(esito(primo1)).toEqual(NON_CORRETTI);
    const secondo1 = await client.submitForm(primo1 as ProviderPage, { ...utente, ...ERRATA });
    expect(esito(secondo1)).toEqual(NON_CORRETTI);
    // The right password too is refused while the account waits: the guesser learns nothing.
    const inAttesa = await client.submitForm(secondo1 as ProviderPage, { ...utente, ...GIUSTA });
    expect(esito(inAttesa)).toEqual(sospeso('1 secondo'));

    // The other process reads the same failures from the database.
    const altroClient = secondo.client();
    const altroLogin = (await altroClient.authorize()) as ProviderPage;
    expect(esito(await altroClient.submitForm(altroLogin, { ...utente, ...GIUSTA }))).toEqual(sospeso('1 secondo'));

    // Another account from the same address is not held up.
    await expect(secondo.client().logIn('coordinatore', 'demo')).resolves.toHaveProperty('access_token');

    const terzo = await riprovaFinoAllaFine(client, inAttesa as ProviderPage, { ...utente, ...ERRATA }, 3);
    expect(esito(terzo)).toEqual(NON_CORRETTI);
    expect(esito(await client.submitForm(terzo as ProviderPage, { ...utente, ...GIUSTA }))).toEqual(
      sospeso('2 secondi'),
    );
    const quarto = await riprovaFinoAllaFine(client, terzo as ProviderPage, { ...utente, ...ERRATA }, 4);
    expect(esito(quarto)).toEqual(NON_CORRETTI);
    // 4 seconds by doubling, bounded at the maximum of 2.
    expect(esito(await client.submitForm(quarto as ProviderPage, { ...utente, ...GIUSTA }))).toEqual(
      sospeso('2 secondi'),
    );

    const entrato = await riprovaFinoAllaFine(client, quarto as ProviderPage, { ...utente, ...GIUSTA }, 4);
    expect(entrato.kind).toBe('callback');

    // Success forgot the failures: one wrong password is again just a wrong password.
    const dopo = secondo.client();
    expect(esito(await dopo.submitForm((await dopo.authorize()) as ProviderPage, { ...utente, ...ERRATA }))).toEqual(
      NON_CORRETTI,
    );
  });
});

describe('login throttling per client address', () => {
  let database: Database;
  let server: IdentityServer;
  beforeAll(async () => {
    database = await openTestDatabase();
    await migrate(database);
    server = await startIdentityServer({ database, limitiAccesso: LIMITI });
  });
  afterAll(async () => {
    await server?.stop();
    await database?.close();
  });

  it('stops failures spread over many accounts, known or not, once the address hits 4x the threshold', async () => {
    const client = server.client();
    let pagina = (await client.authorize()) as ProviderPage;
    const nomi = [
      'ministero',
      'coordinatore',
      'validatore',
      'banca',
      'commissione',
      'nessuno1',
      'nessuno2',
      'nessuno3',
    ];
    for (const username of nomi) {
      const risposta = await client.submitForm(pagina, { username, ...ERRATA });
      expect(esito(risposta), username).toEqual(NON_CORRETTI);
      pagina = risposta as ProviderPage;
    }
    const fermato = await client.submitForm(pagina, { username: 'istruttore1', ...GIUSTA });
    expect(esito(fermato)).toEqual(sospeso('1 secondo'));
  });
});
