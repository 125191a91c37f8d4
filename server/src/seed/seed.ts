import { count, sql } from 'drizzle-orm';
import type { AppDatabase } from '../db/database';
import { bando, programmaInvestimento } from '../db/schema';
import type { FileStore } from '../files';
import { aggiungiGiorni, oggiInItalia } from '../engine/clock';
import { dateDelBando, DEMO_BANDI, type DemoBando } from './demo-bandi';
import { DEMO_USER_COMPANIES, demoCompany, type DemoCompany } from './demo-companies';
import { seedAllegati } from './demo-allegati';
import { seedAllegatiDomande } from './demo-allegati-domande';
import { seedDomande } from './demo-domande';
import { seedIstruttoria } from './demo-programmi';
import { seedDossier } from './dossier';
import { seedRegistri } from './demo-registri';
import { seedValutazioni } from './demo-valutazioni';

const DAY = 86_400_000;

export interface OpzioniSeed {
  /** The day of seeding, `YYYY-MM-DD`: the demo's dates are counted from it. */
  readonly oggi?: string;
  /** Where the demo attachments go; without it the demo has no files (most tests). */
  readonly fileStore?: FileStore;
}

/**
 * Inserts the demo calls with their programmes and applications when there is no call yet, in one transaction.
 * Answers whether it seeded. The transaction lock keeps two processes starting together from seeding twice. The demo
 * files are put in the store during the transaction and published after its commit (discarded if it fails; a crash in
 * between is the start-up sweep's, docs/files.md).
 */
export async function seedIfEmpty(
  db: AppDatabase,
  { oggi = oggiInItalia(), fileStore }: OpzioniSeed = {},
): Promise<boolean> {
  const chiavi: string[] = [];
  let seminato: boolean;
  try {
    seminato = await semina(db, oggi, async (tx) => {
      if (!fileStore) return;
      await seedAllegati(tx, fileStore, oggi, chiavi);
      await seedAllegatiDomande(tx, fileStore, oggi, chiavi);
    });
  } catch (error) {
    if (fileStore) for (const chiave of chiavi) await fileStore.discard(chiave).catch(() => undefined);
    throw error;
  }
  if (fileStore) for (const chiave of chiavi) await fileStore.publish(chiave);
  return seminato;
}

async function semina(db: AppDatabase, oggi: string, allegati: (tx: AppDatabase) => Promise<void>): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(current_schema() || ':seed'))`);
    const [{ bandi }] = await tx.select({ bandi: count() }).from(bando);
    if (bandi > 0) return false;
    for (const demo of DEMO_BANDI) {
      const date = dateDelBando(demo, oggi);
      const [{ idBando }] = await tx
        .insert(bando)
        .values({ descrizione: demo.descrizione, tipologia: demo.tipologia, ...date, budget: demo.budget })
        .returning({ idBando: bando.idBando });
      // An open call's records were created before today, a month back at the latest.
      const fine = [date.dataChiusura, aggiungiGiorni(oggi, -30)].sort()[0];
      const rows = Array.from({ length: demo.numero }, (_, index) =>
        demoRow(demo, index, companyAt(demo, index), date.dataApertura, fine),
      );
      if (demo.tipologia === 'DC') {
        await seedDomande(tx, idBando, rows);
        if (demo.valutazione) await seedValutazioni(tx, idBando, demo.valutazione);
      } else {
        await tx.insert(programmaInvestimento).values(
          rows.map(({ company, idStato, createdAt, submittedAt, updatedAt }) => ({
            idBando,
            cuaa: company.cuaa,
            denominazione: company.denominazione,
            codRegione: company.codRegione,
            idStato,
            dataPresentazione: submittedAt,
            createdAt,
            updatedAt,
          })),
        );
      }
    }
    await seedIstruttoria(tx, oggi);
    await seedDossier(tx);
    await seedRegistri(tx);
    await allegati(tx);
    return true;
  });
}

/**
 * The demo users' companies take part in every call, and hold the call's second round of states, so each demo user
 * has work in many states; the other companies fill the rest, in the same order.
 */
function companyAt(demo: DemoBando, index: number): DemoCompany {
  const users = DEMO_USER_COMPANIES.length;
  const round = demo.stati.length;
  if (index < users || (index >= round && index < 2 * round)) return DEMO_USER_COMPANIES[index % users];
  return demoCompany(index - users);
}

/** Dates spread over the call's opening window, derived from the row's position only. */
function demoRow(demo: DemoBando, index: number, company: DemoCompany, apertura: string, fine: string) {
  const idStato = demo.stati[index % demo.stati.length];
  const opening = Date.parse(`${apertura}T09:00:00Z`);
  const window = Date.parse(`${fine}T09:00:00Z`) - opening;
  const createdAt = new Date(opening + Math.floor((window * index) / (demo.numero + 1)) + (index % 8) * 3_600_000);
  const submittedAt = idStato === 'BOZZA' ? null : new Date(createdAt.getTime() + 3 * DAY);
  const updatedAt = new Date((submittedAt ?? createdAt).getTime() + (index % 20) * DAY);
  return { company, idStato, createdAt, submittedAt, updatedAt };
}
