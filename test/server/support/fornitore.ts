import { afterAll, beforeAll } from 'vitest';
import type { Database } from '../../../server/src/db/database';
import { startIdentityServer, type IdentityServer } from '../../support/identity-server';
import { openTestDatabaseWith } from './test-database';

/**
 * The file's provider, on a database holding only the provider's tables: started before the file's first test and
 * stopped after its last. What it returns stands for the started provider, so tests read it as they would a variable.
 */
export function fornitoreDelFile(): IdentityServer {
  let database: Database | undefined;
  let avviato: IdentityServer | undefined;
  beforeAll(async () => {
    database = await openTestDatabaseWith('010_oidc.sql', '017_accesso_tentativi.sql', '025_oidc_chiavi.sql');
    avviato = await startIdentityServer({ database });
  });
  afterAll(async () => {
    await avviato?.stop();
    await database?.close();
  });
  return new Proxy({} as IdentityServer, {
    get: (_, chiave) => {
      if (!avviato) throw new Error('Il fornitore del file parte prima dei test: usalo dentro un test o un hook');
      return Reflect.get(avviato, chiave);
    },
  });
}
