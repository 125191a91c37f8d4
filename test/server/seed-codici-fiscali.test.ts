import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkCodiceFiscale } from '../../contract/validators/codice-fiscale';
import { righe } from '../../server/src/db/sql';
import { seedIfEmpty } from '../../server/src/seed/seed';
import { apriPortale, type Portale } from './support/programmi';

let portale: Portale;
beforeAll(async () => {
  portale = await apriPortale((database) => seedIfEmpty(database.db).then(() => undefined));
});
afterAll(async () => portale?.close());

describe('the demo data', () => {
  it('holds only fiscal codes the portal itself accepts, in every column that keeps one', async () => {
    const colonne = await righe<{ tabella: string; colonna: string }>(
      portale.db,
      sql`SELECT table_name AS tabella, column_name AS colonna FROM information_schema.columns
        WHERE table_schema = current_schema() AND column_name IN ('cuaa', 'cuaa_proponente', 'codice_fiscale')
        ORDER BY 1, 2`,
    );
    expect(colonne.map(({ tabella }) => tabella)).toEqual(
      expect.arrayContaining(['proponente', 'programma_investimento', 'domanda', 'beneficiario']),
    );
    const rifiutati: string[] = [];
    let visti = 0;
    for (const { tabella, colonna } of colonne) {
      const codici = await righe<{ codice: string }>(
        portale.db,
        sql`SELECT DISTINCT ${sql.identifier(colonna)} AS codice FROM ${sql.identifier(tabella)}
          WHERE ${sql.identifier(colonna)} IS NOT NULL`,
      );
      visti += codici.length;
      for (const { codice } of codici) {
        const esito = checkCodiceFiscale(codice);
        if (!esito.valid) rifiutati.push(`${tabella}.${colonna} ${codice}: ${esito.message}`);
      }
    }
    expect(visti).toBeGreaterThan(500);
    expect(rifiutati).toEqual([]);
  });
});
