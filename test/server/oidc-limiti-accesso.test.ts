import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { Database } from '../../server/src/db/database';
import { migrate } from '../../server/src/db/migrate';
import type { CodeFlowClient, Destination, ProviderPage } from '../../server/src/oidc/code-flow-client';
import { loginPage } from '../../server/src/oidc/pages';
import { creaMetriche, type Metriche } from '../../server/src/metriche/metriche';
import { pageDocument, startIdentityServer, type IdentityServer } from '../support/identity-server';
import { openTestDatabase } from './support/test-app';

/** Small figures: 2 failures per account, 8 per address, waits of at most 10 seconds (skipped, not waited for). */
const LIMITI = { tentativi: 2, finestraSecondi: 900, attesaMassimaSecondi: 10 };
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
const SOSPESO =
  /^Troppi tentativi di accesso non riusciti: per sicurezza l'accesso è sospeso\. Riprova tra (\d+) secondi\.$/;

/**
 * The page refuses and announces what is left of a wait of `secondi` set by the failure sent at `inviato`: at most
 * the whole wait, at least what the time passed since leaves, rounded up as the page rounds. On a quick machine the
 * two bounds meet; on a crowded one the time passed is measured, not guessed.
 */
function expectAttesa(destinazione: Destination, secondi: number, inviato: number) {
  const trascorsi = (performance.now() - inviato) / 1000;
  const { status, avviso } = esito(destinazione);
  expect(status).toBe(429);
  const annunciati = Number(SOSPESO.exec(avviso ?? '')?.[1]);
  expect(annunciati, avviso).toBeLessThanOrEqual(secondi);
  expect(annunciati, avviso).toBeGreaterThanOrEqual(Math.ceil(secondi - trascorsi));
}

/** The waits run out now, as if their seconds had passed: the longer rungs of the ladder take no test time. */
async function attesaTrascorsa(database: Database) {
  await database.db.execute(
    sql`UPDATE accesso_tentativo SET attesa_fino = now() - interval '1 second' WHERE attesa_fino IS NOT NULL`,
  );
}

/** A login form in one browser: each wrong password must read as just that, and the next try starts from its page. */
async function modulo(client: CodeFlowClient, username: string) {
  let pagina = (await client.authorize()) as ProviderPage;
  return {
    async sbaglia(nome = username) {
      const risposta = await client.submitForm(pagina, { username: nome, ...ERRATA });
      expect(esito(risposta), nome).toEqual(NON_CORRETTI);
      pagina = risposta as ProviderPage;
    },
    /** Tries a wrong password again while the page says to wait, for up to `entroSecondi`. */
    async sbagliaAFineAttesa(entroSecondi: number) {
      const limite = Date.now() + entroSecondi * 1000;
      let risposta = await client.submitForm(pagina, { username, ...ERRATA });
      while (risposta.kind === 'page' && risposta.status === 429 && Date.now() < limite) {
        await new Promise((fine) => setTimeout(fine, 200));
        risposta = await client.submitForm(risposta, { username, ...ERRATA });
      }
      expect(esito(risposta)).toEqual(NON_CORRETTI);
      pagina = risposta as ProviderPage;
    },
    entra: () => client.submitForm(pagina, { username, ...GIUSTA }),
  };
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
    const ministero = await modulo(primo.client(), 'ministero');
    await ministero.sbaglia();
    await ministero.sbaglia();
    // From the threshold on, each failure makes the account wait: 1 second first, on the database's clock.
    await ministero.sbagliaAFineAttesa(3);
    await attesaTrascorsa(database);
    await ministero.sbaglia();
    await attesaTrascorsa(database);
    const quinto = performance.now();
    await ministero.sbaglia();
    // The fifth failure: 1, 2, 4, 8 seconds by doubling. The right password too is refused while the account
    // waits: the guesser learns nothing.
    expectAttesa(await ministero.entra(), 8, quinto);

    // The other process reads the same failures from the database.
    const altro = await modulo(secondo.client(), 'ministero');
    expectAttesa(await altro.entra(), 8, quinto);

    // Another account from the same address is not held up.
    await expect(secondo.client().logIn('coordinatore', 'demo')).resolves.toHaveProperty('access_token');

    await attesaTrascorsa(database);
    const sesto = performance.now();
    await ministero.sbaglia();
    // 16 seconds by doubling, bounded at the maximum of 10.
    expectAttesa(await ministero.entra(), 10, sesto);

    await attesaTrascorsa(database);
    expect((await ministero.entra()).kind).toBe('callback');

    // Success forgot the failures: one wrong password is again just a wrong password.
    await (await modulo(secondo.client(), 'ministero')).sbaglia();
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
    const istruttore = await modulo(server.client(), 'istruttore1');
    for (const nome of ['ministero', 'coordinatore', 'validatore', 'banca', 'commissione', 'nessuno1', 'nessuno2'])
      await istruttore.sbaglia(nome);
    await istruttore.sbaglia('nessuno3');
    await attesaTrascorsa(database);
    await istruttore.sbaglia('nessuno4');
    await attesaTrascorsa(database);
    const decimo = performance.now();
    await istruttore.sbaglia('nessuno5');
    // The address's tenth failure, its third past the threshold of 8: 1, 2, 4 seconds. No account failed twice.
    expectAttesa(await istruttore.entra(), 4, decimo);
  });
});

describe('the wait as the login page says it', () => {
  const avviso = (attesaSecondi: number) =>
    pageDocument(
      loginPage({ assetsPath: '/oidc/assets', portalHome: 'http://localhost/' }, { action: '/accedi', attesaSecondi }),
    ).querySelector('[role="alert"]')?.textContent;

  it.each([
    [1, '1 secondo'],
    [45, '45 secondi'],
    [119, '119 secondi'],
    [120, '2 minuti'],
    [121, '3 minuti'],
  ])('%i seconds read as "%s", never fewer than are left', (secondi, parole) => {
    expect(avviso(secondi)).toBe(
      `Troppi tentativi di accesso non riusciti: per sicurezza l'accesso è sospeso. Riprova tra ${parole}.`,
    );
  });
});

describe('the sign-ins counter of /metrics', () => {
  let database: Database;
  let fornitore: IdentityServer;
  let metriche: Metriche;
  beforeAll(async () => {
    database = await openTestDatabase();
    await migrate(database);
    metriche = creaMetriche(database);
    fornitore = await startIdentityServer({ database, limitiAccesso: LIMITI, ascolto: metriche });
  });
  afterAll(async () => {
    await fornitore?.stop();
    await database?.close();
  });

  const conteggi = async () => {
    const testo = await metriche.registro.metrics();
    const di = (esito: string) =>
      Number(new RegExp(`^login_attempts_total\\{outcome="${esito}"\\} (\\d+)$`, 'm').exec(testo)?.[1] ?? 0);
    return { riuscito: di('riuscito'), fallito: di('fallito'), sospeso: di('sospeso') };
  };

  it('counts failed, held and successful sign-ins as the form answered them', async () => {
    const validatore = await modulo(fornitore.client(), 'validatore');
    await validatore.sbaglia();
    await validatore.sbaglia();
    expect(await conteggi()).toEqual({ riuscito: 0, fallito: 2, sospeso: 0 });
    // Held for an hour, whatever the machine's speed: the next try is refused without checking the password.
    await database.db.execute(sql`UPDATE accesso_tentativo SET attesa_fino = now() + interval '1 hour'`);
    expect(esito(await validatore.entra()).status).toBe(429);
    expect(await conteggi()).toEqual({ riuscito: 0, fallito: 2, sospeso: 1 });
    await attesaTrascorsa(database);
    expect((await validatore.entra()).kind).toBe('callback');
    expect(await conteggi()).toEqual({ riuscito: 1, fallito: 2, sospeso: 1 });
  });
});
