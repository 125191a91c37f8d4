import { sql, type SQL } from 'drizzle-orm';
import type {
  Livello,
  Punteggio,
  SalvaValutazioneBody,
  ValutazioneParametro,
} from '../../../../contract/valutazione/record';
import type { AppDatabase } from '../../db/database';
import { iso, righe } from '../../db/sql';
import { badRequest, type FieldErrors } from '../../http/errors';

/** Whose scores: an application's (programme-level parameters) or a beneficiary's (beneficiary-level ones). */
export type Valutato = { readonly idDomanda: number } | { readonly idBeneficiario: number };

const livelloDi = (valutato: Valutato): Livello => ('idDomanda' in valutato ? 'DOMANDA' : 'BENEFICIARIO');

const tabella = (valutato: Valutato) =>
  'idDomanda' in valutato
    ? { nome: sql`valutazione_domanda`, colonna: sql`id_domanda`, id: valutato.idDomanda }
    : { nome: sql`valutazione_beneficiario`, colonna: sql`id_beneficiario`, id: valutato.idBeneficiario };

/** The parameters of the call at the level of what is scored, each with its score if given. */
export function valutazioni(db: AppDatabase, idBando: number, valutato: Valutato): Promise<ValutazioneParametro[]> {
  const { nome, colonna, id } = tabella(valutato);
  return righe<ValutazioneParametro>(
    db,
    sql`SELECT p.id_parametro AS "idParametro", p.id_bando AS "idBando", p.descrizione, p.livello, p.ordine,
        v.id_punteggio AS "idPunteggio", s.valore::float8 AS valore, s.descrizione AS "descrizionePunteggio", v.note,
        v.salvata_da AS "salvataDa", ${iso(sql`v.salvata_il`)} AS "salvataIl"
      FROM parametro_valutazione p
        LEFT JOIN ${nome} v ON v.id_parametro = p.id_parametro AND v.${colonna} = ${id}
        LEFT JOIN punteggio_parametro s ON s.id_punteggio = v.id_punteggio
      WHERE p.id_bando = ${idBando} AND p.livello = ${livelloDi(valutato)} ORDER BY p.ordine`,
  );
}

export function punteggi(db: AppDatabase, idParametro: number): Promise<Punteggio[]> {
  return righe<Punteggio>(
    db,
    sql`SELECT id_punteggio AS "idPunteggio", id_parametro AS "idParametro", valore::float8 AS valore, descrizione
      FROM punteggio_parametro WHERE id_parametro = ${idParametro} ORDER BY valore`,
  );
}

/** The call a parameter belongs to, if it exists. */
export async function bandoDelParametro(db: AppDatabase, idParametro: number): Promise<number | undefined> {
  const [riga] = await righe<{ idBando: number }>(
    db,
    sql`SELECT id_bando AS "idBando" FROM parametro_valutazione WHERE id_parametro = ${idParametro}`,
  );
  return riga?.idBando;
}

/**
 * Saves one allowed score per parameter, with its note; a parameter not of this call and level, or a score not in
 * its list, is a 400 on that item's field, and nothing is saved.
 */
export async function salvaValutazioni(
  tx: AppDatabase,
  idBando: number,
  valutato: Valutato,
  { valutazioni: voci }: SalvaValutazioneBody,
  username: string,
): Promise<void> {
  const ammessi = await righe<{ idParametro: number; idPunteggio: number; descrizione: string }>(
    tx,
    sql`SELECT p.id_parametro AS "idParametro", s.id_punteggio AS "idPunteggio", p.descrizione
      FROM parametro_valutazione p JOIN punteggio_parametro s USING (id_parametro)
      WHERE p.id_bando = ${idBando} AND p.livello = ${livelloDi(valutato)}`,
  );
  const errori: FieldErrors = {};
  const visti = new Set<number>();
  voci.forEach(({ idParametro, idPunteggio }, indice) => {
    const delParametro = ammessi.filter((ammesso) => ammesso.idParametro === idParametro);
    if (delParametro.length === 0)
      errori[`valutazioni.${indice}.idParametro`] = 'Parametro non previsto per questa valutazione';
    else if (visti.has(idParametro)) errori[`valutazioni.${indice}.idParametro`] = 'Un solo punteggio per parametro';
    else if (!delParametro.some((ammesso) => ammesso.idPunteggio === idPunteggio))
      errori[`valutazioni.${indice}.idPunteggio`] =
        `Punteggio non previsto per il parametro «${delParametro[0].descrizione}»`;
    visti.add(idParametro);
  });
  if (Object.keys(errori).length > 0) throw badRequest(errori);
  const { nome, colonna, id } = tabella(valutato);
  const valori: SQL[] = voci.map(
    ({ idParametro, idPunteggio, note }) => sql`(${id}, ${idParametro}, ${idPunteggio}, ${note ?? null}, ${username})`,
  );
  await tx.execute(sql`INSERT INTO ${nome} (${colonna}, id_parametro, id_punteggio, note, salvata_da)
    VALUES ${sql.join(valori, sql`, `)}
    ON CONFLICT (${colonna}, id_parametro) DO UPDATE SET id_punteggio = excluded.id_punteggio, note = excluded.note,
      salvata_da = excluded.salvata_da, salvata_il = now()`);
}
