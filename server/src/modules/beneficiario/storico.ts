import { sql } from 'drizzle-orm';
import type { Static } from 'typebox';
import type { AppDatabase } from '../../db/database';
import { iso, righe } from '../../db/sql';
import type { Autore } from '../../engine/actor';
import type { VoceStorico } from '../../../../contract/beneficiari/record';

export type AzioneStorico =
  | 'CREAZIONE'
  | 'MODIFICA'
  | 'ABILITAZIONE'
  | 'DISABILITAZIONE'
  | 'SUBENTRO'
  | 'SOSTITUZIONE'
  | 'ANNULLAMENTO_SUBENTRO'
  | 'INVESTIMENTI'
  | 'FABBISOGNI'
  | 'COPERTURE'
  | 'CRONOPROGRAMMA'
  | 'CODICE_CDP'
  | 'DATI_ESL'
  | 'TASSI_ESL';

/** Appends a line to the beneficiary's history, in the caller's transaction. */
export async function annota(
  tx: AppDatabase,
  idBeneficiario: number,
  autore: Autore,
  azione: AzioneStorico,
  descrizione: string,
  note: string | null = null,
): Promise<void> {
  await tx.execute(sql`INSERT INTO beneficiario_storico
      (id_beneficiario, azione, descrizione, note, username, ruolo, nominativo)
    VALUES (${idBeneficiario}, ${azione}, ${descrizione}, ${note}, ${autore.username}, ${autore.ruolo},
      ${autore.nominativo ?? null})`);
}

/** The history of the beneficiary and of those it took over from, oldest first. */
export function storicoBeneficiario(db: AppDatabase, idBeneficiario: number): Promise<Static<typeof VoceStorico>[]> {
  return righe(
    db,
    sql`WITH RECURSIVE catena (id) AS (
        SELECT ${idBeneficiario}::int
        UNION SELECT b.id_beneficiario_vecchio FROM beneficiario b JOIN catena c ON b.id_beneficiario = c.id
          WHERE b.id_beneficiario_vecchio IS NOT NULL)
      SELECT h.id_storico::int AS "idStorico", h.id_beneficiario AS "idBeneficiario",
      b.codice_fiscale AS "codiceFiscale",
        h.azione, h.descrizione, h.note, h.username AS utente, h.ruolo, ${iso(sql`h.eseguito_il`)} AS "eseguitoIl",
        coalesce(h.nominativo, u.nome || ' ' || u.cognome, h.username) AS nominativo
      FROM beneficiario_storico h JOIN beneficiario b ON b.id_beneficiario = h.id_beneficiario
        LEFT JOIN utente u ON u.username = h.username
      WHERE h.id_beneficiario IN (SELECT id FROM catena)
      ORDER BY h.id_storico`,
  );
}
