import { sql, type SQL } from 'drizzle-orm';
import type { Role } from '../../../../contract/roles';
import type { Principal } from '../../auth/principal';
import type { AppDatabase } from '../../db/database';
import { notifica } from '../../db/schema';
import type { PageRequest } from '../../http/paging';
import { conTotale, ed, iso, lista, pagina, righe } from '../../db/sql';
import type { FiltriNotifiche } from '../../../../contract/notifiche/record';

/** One person, or every holder of a role within an ambit (the cuaa, cod_regione or abi the role acts for). */
export type Destinatario = { readonly username: string } | { readonly ruolo: Role; readonly ambito?: string };

export interface Messaggio {
  readonly titolo: string;
  readonly testo: string;
  readonly link?: string;
  /** Now, unless the notification tells of something past (the demo data). */
  readonly creataIl?: Date;
}

export interface NotificaUtente {
  readonly idNotifica: number;
  readonly titolo: string;
  readonly testo: string;
  readonly link: string | null;
  readonly dataCreazione: string;
  readonly letto: boolean;
}

const chiave = (d: Destinatario) => ('username' in d ? `u:${d.username}` : `r:${d.ruolo}:${d.ambito ?? ''}`);

/** Writes one notification per distinct recipient, in the caller's transaction. */
export async function inviaNotifiche(
  tx: AppDatabase,
  destinatari: readonly Destinatario[],
  messaggio: Messaggio,
): Promise<void> {
  const unici = [...new Map(destinatari.map((d) => [chiave(d), d])).values()];
  if (unici.length === 0) return;
  await tx.insert(notifica).values(
    unici.map((d) => ({
      destinatarioUsername: 'username' in d ? d.username : null,
      destinatarioRuolo: 'ruolo' in d ? d.ruolo : null,
      ambito: 'ruolo' in d ? (d.ambito ?? null) : null,
      titolo: messaggio.titolo,
      testo: messaggio.testo,
      link: messaggio.link ?? null,
      creataIl: messaggio.creataIl,
    })),
  );
}

/** The notifications addressed to the person, over `notifica n`. */
function indirizzateA(principal: Principal): SQL {
  const ambiti = [...principal.cuaa, principal.codRegione, principal.abi].filter((ambito): ambito is string =>
    Boolean(ambito),
  );
  const ambito = ambiti.length > 0 ? sql`n.ambito IS NULL OR n.ambito IN (${lista(ambiti)})` : sql`n.ambito IS NULL`;
  const perRuolo =
    principal.roles.length > 0
      ? sql`(n.destinatario_ruolo IN (${lista(principal.roles)}) AND (${ambito}))`
      : sql`false`;
  return sql`(n.destinatario_username = ${principal.username} OR ${perRuolo})`;
}

const letta = (username: string) =>
  sql`EXISTS (SELECT 1 FROM notifica_lettura l WHERE l.id_notifica = n.id_notifica AND l.username = ${username})`;

/** A predicate for each filter of the contract's `FiltriNotifiche`: a filter declared without SQL fails tsc. */
const FILTRI: {
  readonly [K in keyof FiltriNotifiche]-?: (valore: NonNullable<FiltriNotifiche[K]>, username: string) => SQL;
} = {
  letto: (letto, username) => sql`${letta(username)} = ${letto}`,
};

const filtri = (filtro: FiltriNotifiche, username: string): SQL[] =>
  (Object.keys(FILTRI) as (keyof FiltriNotifiche)[]).flatMap((nome) => {
    const valore = filtro[nome];
    return valore === undefined ? [] : [FILTRI[nome](valore, username)];
  });

export async function notificheDi(
  db: AppDatabase,
  principal: Principal,
  filtro: FiltriNotifiche,
  page?: PageRequest,
): Promise<{ rows: NotificaUtente[]; total: number }> {
  const where = ed([indirizzateA(principal), ...filtri(filtro, principal.username)]);
  return conTotale<NotificaUtente>(
    db,
    (total) => sql`SELECT n.id_notifica::int AS "idNotifica", n.titolo, n.testo, n.link,
      ${iso(sql`n.creata_il`)} AS "dataCreazione",
        ${letta(principal.username)} AS letto, ${total}
      FROM notifica n WHERE ${where} ORDER BY n.id_notifica DESC ${pagina(page)}`,
    sql`notifica n WHERE ${where}`,
    page,
  );
}

/** Marks one of the person's notifications read; false when none of theirs has that id. */
export async function segnaLetta(db: AppDatabase, principal: Principal, idNotifica: number): Promise<boolean> {
  const [{ trovata }] = await righe<{ trovata: boolean }>(
    db,
    sql`WITH mia AS (SELECT n.id_notifica FROM notifica n WHERE n.id_notifica = ${idNotifica}
      AND ${indirizzateA(principal)}),
      segnata AS (INSERT INTO notifica_lettura (id_notifica, username) SELECT id_notifica, ${principal.username}
      FROM mia
        ON CONFLICT DO NOTHING)
      SELECT EXISTS (SELECT 1 FROM mia) AS trovata`,
  );
  return trovata;
}

export async function segnaTutteLette(db: AppDatabase, principal: Principal): Promise<number> {
  const inserite = await righe<{ idNotifica: number }>(
    db,
    sql`INSERT INTO notifica_lettura (id_notifica, username)
      SELECT n.id_notifica, ${principal.username} FROM notifica n
      WHERE ${indirizzateA(principal)} AND NOT ${letta(principal.username)}
      ON CONFLICT DO NOTHING RETURNING id_notifica AS "idNotifica"`,
  );
  return inserite.length;
}

/**
 * Writes one notification per row of `righe`, a query answering `destinatario_ruolo`, `ambito`, `titolo`, `testo`
 * and `link`: the same table and columns as `inviaNotifiche`, for a move of many records at once.
 */
export async function inviaNotificheDa(tx: AppDatabase, righe: SQL): Promise<void> {
  await tx.execute(sql`INSERT INTO notifica (destinatario_ruolo, ambito, titolo, testo, link)
    SELECT r.destinatario_ruolo, r.ambito, r.titolo, r.testo, r.link FROM (${righe}) r`);
}
