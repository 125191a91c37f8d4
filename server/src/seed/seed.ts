import { count, sql } from 'drizzle-orm';
import type { AppDatabase } from '../db/database';
import { bando, domanda, programmaInvestimento } from '../db/schema';
import { DEMO_BANDI, type DemoBando } from './demo-bandi';
import { DEMO_USER_COMPANIES, demoCompany, type DemoCompany } from './demo-companies';
import { seedIstruttoria } from './demo-programmi';
import { seedDossier } from './dossier';
import { seedRegistri } from './demo-registri';

const DAY = 86_400_000;

/**
 * Inserts the demo calls with their programmes and applications when there is no call yet, in one transaction.
 * Answers whether it seeded. The transaction lock keeps two processes starting together from seeding twice.
 */
export async function seedIfEmpty(db: AppDatabase): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(current_schema() || ':seed'))`);
    const [{ bandi }] = await tx.select({ bandi: count() }).from(bando);
    if (bandi > 0) return false;
    for (const demo of DEMO_BANDI) {
      const [{ idBando }] = await tx
        .insert(bando)
        .values({
          descrizione: demo.descrizione, tipologia: demo.tipologia,
          dataApertura: demo.dataApertura, dataChiusura: demo.dataChiusura, budget: demo.budget,
        })
        .returning({ idBando: bando.idBando });
      const rows = Array.from({ length: demo.numero }, (_, index) => demoRow(demo, index, companyAt(demo, index)));
      if (demo.tipologia === 'DC') {
        await tx.insert(domanda).values(
          rows.map(({ company, idStato, createdAt, submittedAt, updatedAt }) => ({
            idBando, cuaaProponente: company.cuaa, denominazione: company.denominazione, codRegione: company.codRegione,
            idStato, dataInoltro: submittedAt, createdAt, updatedAt,
          })),
        );
      } else {
        await tx.insert(programmaInvestimento).values(
          rows.map(({ company, idStato, createdAt, submittedAt, updatedAt }) => ({
            idBando, cuaa: company.cuaa, denominazione: company.denominazione, codRegione: company.codRegione,
            idStato, dataPresentazione: submittedAt, createdAt, updatedAt,
          })),
        );
      }
    }
    await seedIstruttoria(tx);
    await seedDossier(tx);
    await seedRegistri(tx);
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
function demoRow(demo: DemoBando, index: number, company: DemoCompany) {
  const idStato = demo.stati[index % demo.stati.length];
  const opening = Date.parse(`${demo.dataApertura}T09:00:00Z`);
  const window = Date.parse(`${demo.dataChiusura}T09:00:00Z`) - opening;
  const createdAt = new Date(opening + Math.floor((window * index) / (demo.numero + 1)) + (index % 8) * 3_600_000);
  const submittedAt = idStato === 'BOZZA' ? null : new Date(createdAt.getTime() + 3 * DAY);
  const updatedAt = new Date((submittedAt ?? createdAt).getTime() + (index % 20) * DAY);
  return { company, idStato, createdAt, submittedAt, updatedAt };
}
