import { sql } from 'drizzle-orm';
import type { AppDatabase } from '../db/database';
import { lista, righe } from '../db/sql';

/** A run a worker has claimed: its lease is the worker's until it completes, fails or stops renewing it. */
export interface LavoroPreso {
  readonly id: number;
  readonly nome: string;
  readonly tentativi: number;
  readonly dati: unknown;
}

/** What a process says when the run it held is claimed again after its lease passed. */
export const INTERROTTO = 'Interrotto: il processo che lo eseguiva si è fermato prima di finire';

const millisecondi = (ms: number) => sql`(${ms}::double precision * interval '1 millisecond')`;

/**
 * Offers the run of a recurring job for the period slot now falls in (the database's clock, the same for every
 * process): every process offers it, the unique key keeps one row per slot. Due at the slot's start, so a process
 * that starts later in the slot runs it at once unless another already has.
 */
export async function offriRicorrente(
  db: AppDatabase,
  nome: string,
  ogniMs: number,
  massimoTentativi: number,
): Promise<void> {
  await db.execute(sql`
    INSERT INTO lavoro (nome, chiave, eseguire_dal, massimo_tentativi)
    SELECT ${nome}, ${nome} || '@' || slot, to_timestamp(slot * ${ogniMs}::double precision / 1000), ${massimoTentativi}
    FROM (SELECT floor(extract(epoch FROM clock_timestamp()) * 1000 / ${ogniMs})::bigint AS slot) s
    ON CONFLICT (chiave) DO NOTHING`);
}

/** Queues one run of `nome`; a second call with the same `chiave` queues nothing. Answers whether it queued. */
export async function accoda(
  db: AppDatabase,
  nome: string,
  { chiave, dati = {}, massimoTentativi = 5 }: { chiave: string; dati?: unknown; massimoTentativi?: number },
): Promise<boolean> {
  const inseriti = await righe<{ id: number }>(
    db,
    sql`INSERT INTO lavoro (nome, chiave, dati, massimo_tentativi)
      VALUES (${nome}, ${chiave}, ${JSON.stringify(dati)}::jsonb, ${massimoTentativi})
      ON CONFLICT (chiave) DO NOTHING RETURNING id_lavoro AS id`,
  );
  return inseriti.length > 0;
}

/**
 * Claims the next due run of one of `nomi`: waiting and due, or running under a lease that passed (its process died).
 * SKIP LOCKED: a row another worker is claiming right now is passed over rather than waited for, so two workers never
 * take the same run and neither blocks. The claim counts as an attempt and holds the run for `bloccoMs`.
 */
export async function prendi(
  db: AppDatabase,
  lavoratore: string,
  nomi: readonly string[],
  bloccoMs: number,
): Promise<LavoroPreso | undefined> {
  if (nomi.length === 0) return undefined;
  return db.transaction(async (tx) => {
    const [dovuto] = await righe<{ id: number; interrotto: boolean }>(
      tx,
      sql`SELECT id_lavoro AS id, stato = 'IN_CORSO' AS interrotto FROM lavoro
        WHERE nome IN (${lista(nomi)}) AND tentativi < massimo_tentativi
          AND ((stato = 'IN_ATTESA' AND eseguire_dal <= clock_timestamp())
            OR (stato = 'IN_CORSO' AND bloccato_fino < clock_timestamp()))
        ORDER BY eseguire_dal, id_lavoro LIMIT 1 FOR UPDATE SKIP LOCKED`,
    );
    if (!dovuto) return undefined;
    const [preso] = await righe<LavoroPreso>(
      tx,
      sql`UPDATE lavoro SET stato = 'IN_CORSO', tentativi = tentativi + 1, bloccato_da = ${lavoratore},
          bloccato_fino = clock_timestamp() + ${millisecondi(bloccoMs)},
          ultimo_errore = CASE WHEN ${dovuto.interrotto} THEN ${INTERROTTO} ELSE ultimo_errore END
        WHERE id_lavoro = ${dovuto.id} RETURNING id_lavoro AS id, nome, tentativi, dati`,
    );
    return preso;
  });
}

/**
 * Runs whose process died on their last attempt: failed, since no attempt is left to claim them with. Each one is
 * locked and skipped as in `prendi`, so a run a worker claims at this moment is not touched.
 */
export async function chiudiEsauriti(db: AppDatabase, nomi: readonly string[]): Promise<void> {
  if (nomi.length === 0) return;
  await db.execute(sql`
    UPDATE lavoro SET stato = 'FALLITO', ultimo_errore = ${INTERROTTO}, bloccato_da = NULL, bloccato_fino = NULL
    WHERE id_lavoro IN (SELECT id_lavoro FROM lavoro
      WHERE nome IN (${lista(nomi)}) AND stato = 'IN_CORSO' AND bloccato_fino < clock_timestamp()
        AND tentativi >= massimo_tentativi
      FOR UPDATE SKIP LOCKED)`);
}

/** Extends the lease of a run still held by `lavoratore`; false when it is no longer its own. */
export async function rinnova(db: AppDatabase, id: number, lavoratore: string, bloccoMs: number): Promise<boolean> {
  const rinnovati = await righe<{ id: number }>(
    db,
    sql`UPDATE lavoro SET bloccato_fino = clock_timestamp() + ${millisecondi(bloccoMs)}
      WHERE id_lavoro = ${id} AND stato = 'IN_CORSO' AND bloccato_da = ${lavoratore} RETURNING id_lavoro AS id`,
  );
  return rinnovati.length > 0;
}

/** The run finished: completed, if `lavoratore` still held it (one that lost its lease records nothing). */
export async function completa(db: AppDatabase, id: number, lavoratore: string): Promise<void> {
  await db.execute(sql`
    UPDATE lavoro SET stato = 'COMPLETATO', completato_il = clock_timestamp(), bloccato_da = NULL, bloccato_fino = NULL
    WHERE id_lavoro = ${id} AND stato = 'IN_CORSO' AND bloccato_da = ${lavoratore}`);
}

/**
 * The attempt failed with `errore`: the run waits `attesaBaseMs` × 2^(attempts − 1) before the next one, or fails for
 * good once it has had its attempts.
 */
export async function fallisce(
  db: AppDatabase,
  id: number,
  lavoratore: string,
  errore: string,
  attesaBaseMs: number,
): Promise<void> {
  await db.execute(sql`
    UPDATE lavoro SET ultimo_errore = ${errore}, bloccato_da = NULL, bloccato_fino = NULL,
      stato = CASE WHEN tentativi >= massimo_tentativi THEN 'FALLITO' ELSE 'IN_ATTESA' END,
      eseguire_dal = clock_timestamp() + ${millisecondi(attesaBaseMs)} * power(2, tentativi - 1)
    WHERE id_lavoro = ${id} AND stato = 'IN_CORSO' AND bloccato_da = ${lavoratore}`);
}

/** The retention job: completed runs older than this many days are forgotten; failed ones stay for a person. */
export const PULIZIA_LAVORI = 'pulizia-lavori';
export const GIORNI_DEI_COMPLETATI = 7;

export async function dimenticaCompletati(db: AppDatabase, giorni = GIORNI_DEI_COMPLETATI): Promise<void> {
  await db.execute(sql`
    DELETE FROM lavoro
    WHERE stato = 'COMPLETATO' AND completato_il < clock_timestamp() - ${giorni} * interval '1 day'`);
}
