import { sql } from 'drizzle-orm';
import type { AppDatabase } from '../../db/database';
import { righe } from '../../db/sql';
import { conflict, notFound } from '../../http/errors';
import { oggiInItalia } from '../../engine/clock';
import { scriviAuditDomanda } from './audit';

export interface NuovaDomanda {
  readonly idBando: number;
  readonly cuaaProponente: string;
  readonly denominazioneProponente: string;
  readonly codRegione: string;
  readonly denominazione?: string;
  /** The registered client of the external portal, when it opens the draft. */
  readonly clientEsterno?: string;
}

const BANDO_NON_TROVATO = 'Bando non trovato';

/** 404 for an unknown call, 409 for one not of food districts or not open today. */
async function verificaBando(tx: AppDatabase, idBando: number, oggi: string): Promise<void> {
  const [bando] = await righe<{ tipologia: string; aperto: boolean }>(
    tx,
    sql`SELECT tipologia, ${oggi}::date BETWEEN data_apertura AND data_chiusura AS aperto FROM bando
      WHERE id_bando = ${idBando}`,
  );
  if (!bando) throw notFound(BANDO_NON_TROVATO);
  if (bando.tipologia !== 'DC') throw conflict('Il bando non è dei distretti del cibo: le domande non sono previste.');
  if (!bando.aperto) throw conflict('Il bando non è aperto: non si possono creare domande.');
}

/** What the portal knows of a company from its latest proponent record, to start the new one from. */
export async function aziendaNota(tx: AppDatabase, cuaa: string) {
  const [nota] = await righe<{ denominazione: string; codRegione: string | null }>(
    tx,
    sql`SELECT pr.denominazione, coalesce(
          (SELECT d.cod_regione FROM domanda d WHERE d.id_proponente = pr.id_proponente),
          (SELECT p.cod_regione FROM programma_investimento p WHERE p.id_proponente = pr.id_proponente)) AS "codRegione"
      FROM proponente pr WHERE pr.cuaa = ${cuaa} ORDER BY pr.id_proponente DESC LIMIT 1`,
  );
  return nota;
}

/**
 * Opens the draft of a company on a call, or finds the one it has: one draft per (call, cuaa) is a unique index, and
 * `ON CONFLICT DO NOTHING` makes concurrent openings meet on the same row. A new draft gets its own proponent record,
 * started from the company's latest contacts. Answers the draft and whether this call created it.
 */
export async function apriBozza(
  tx: AppDatabase,
  nuova: NuovaDomanda,
  attore: { readonly username: string; readonly ruolo: string },
  oggi = oggiInItalia(),
): Promise<{ idDomanda: number; creata: boolean }> {
  await verificaBando(tx, nuova.idBando, oggi);
  const [creata] = await righe<{ idDomanda: number }>(
    tx,
    sql`INSERT INTO domanda (id_bando, cuaa_proponente, denominazione, cod_regione, client_esterno)
      VALUES (${nuova.idBando}, ${nuova.cuaaProponente}, ${nuova.denominazione ?? nuova.denominazioneProponente},
        ${nuova.codRegione}, ${nuova.clientEsterno ?? null})
      ON CONFLICT (id_bando, cuaa_proponente) WHERE id_stato = 'BOZZA' DO NOTHING
      RETURNING id_domanda AS "idDomanda"`,
  );
  if (!creata) {
    const [esistente] = await righe<{ idDomanda: number }>(
      tx,
      sql`SELECT id_domanda AS "idDomanda" FROM domanda
        WHERE id_bando = ${nuova.idBando} AND cuaa_proponente = ${nuova.cuaaProponente} AND id_stato = 'BOZZA'`,
    );
    return { idDomanda: esistente.idDomanda, creata: false };
  }
  await tx.execute(sql`WITH precedente AS (
      SELECT mail, pec FROM proponente WHERE cuaa = ${nuova.cuaaProponente} ORDER BY id_proponente DESC LIMIT 1),
    nuovo AS (
      INSERT INTO proponente (cuaa, denominazione, mail, pec)
      VALUES (${nuova.cuaaProponente}, ${nuova.denominazioneProponente},
        (SELECT mail FROM precedente), (SELECT pec FROM precedente))
      RETURNING id_proponente)
    UPDATE domanda SET id_proponente = (SELECT id_proponente FROM nuovo) WHERE id_domanda = ${creata.idDomanda}`);
  await scriviAuditDomanda(tx, {
    idDomanda: creata.idDomanda,
    attore,
    azione: 'creaDomanda',
    statoDa: null,
    statoA: 'BOZZA',
    note: nuova.clientEsterno ? 'Aperta dal portale esterno' : null,
  });
  return { idDomanda: creata.idDomanda, creata: true };
}

/** Deletes a draft with its dossier and proponent record; answers the stored files to remove after the commit. */
export async function eliminaBozza(tx: AppDatabase, idDomanda: number): Promise<string[]> {
  const file = await righe<{ chiave: string }>(
    tx,
    sql`SELECT chiave_file::text AS chiave FROM allegato_domanda WHERE id_domanda = ${idDomanda}`,
  );
  const [{ idProponente }] = await righe<{ idProponente: number | null }>(
    tx,
    sql`DELETE FROM domanda WHERE id_domanda = ${idDomanda} RETURNING id_proponente AS "idProponente"`,
  );
  if (idProponente) await tx.execute(sql`DELETE FROM proponente WHERE id_proponente = ${idProponente}`);
  return file.map(({ chiave }) => chiave);
}
