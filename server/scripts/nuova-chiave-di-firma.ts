// npm run oidc:nuova-chiave: replaces the embedded provider's signing key in the database (DATA_DIR, DATABASE_URL as
// for npm start), e.g. when the old one may have leaked. With PGlite, stop the portal first. Once the processes
// restart, every token signed before is refused; sessions stay valid, so people get new tokens without a password.
import { join } from 'node:path';
import { ConfigError, loadConfig } from '../src/config';
import { openDatabase } from '../src/db/database';
import { migrate } from '../src/db/migrate';
import { sostituisciChiaveDiFirma } from '../src/oidc/chiavi-nel-database';

try {
  const config = loadConfig();
  const database = await openDatabase({ url: config.databaseUrl, dataDir: join(config.dataDir, 'pgdata') });
  try {
    await migrate(database);
    await sostituisciChiaveDiFirma(database.db);
  } finally {
    await database.close();
  }
  process.stdout.write(
    'Nuova chiave di firma salvata. Riavvia ogni processo del portale: i token firmati prima saranno rifiutati, ' +
      'le sessioni restano valide.\n',
  );
} catch (error) {
  process.stderr.write(`${error instanceof ConfigError ? error.message : String(error)}\n`);
  process.exit(1);
}
