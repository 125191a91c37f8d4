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
import {
  erroreMotivazione,
  LUNGHEZZA_MINIMA_MOTIVAZIONE,
  PAGINA_SENZA_ALLEGATO,
} from '../../../../contract/valutazione/motivazione';

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
        v.motivazione, v.id_allegato_evidenza AS "idAllegatoEvidenza", a.nome_file AS "nomeFileEvidenza",
        c.descrizione AS "categoriaEvidenza", v.pagina_evidenza AS "paginaEvidenza",
        b.lunghezza_minima_motivazione AS "lunghezzaMinimaMotivazione",
        v.salvata_da AS "salvataDa", ${iso(sql`v.salvata_il`)} AS "salvataIl"
      FROM parametro_valutazione p JOIN bando b USING (id_bando)
        LEFT JOIN ${nome} v ON v.id_parametro = p.id_parametro AND v.${colonna} = ${id}
        LEFT JOIN punteggio_parametro s ON s.id_punteggio = v.id_punteggio
        LEFT JOIN allegato_domanda a ON a.id_allegato = v.id_allegato_evidenza
        LEFT JOIN categoria_allegato_domanda c ON c.id_categoria = a.id_categoria
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
 * Saves one allowed score per parameter, with its motivation (at least the call's shortest length), its note and the
 * evidence it cites (an attachment of this application or of one of its beneficiaries, and a page of it). Whatever
 * is wrong is a 400 on that item's field, and nothing is saved.
 */
export async function salvaValutazioni(
  tx: AppDatabase,
  { idBando, idDomanda }: { readonly idBando: number; readonly idDomanda: number },
  valutato: Valutato,
  { valutazioni: voci }: SalvaValutazioneBody,
  username: string,
): Promise<void> {
  const ammessi = await righe<{ idParametro: number; idPunteggio: number; descrizione: string; minimo: number }>(
    tx,
    sql`SELECT p.id_parametro AS "idParametro", s.id_punteggio AS "idPunteggio", p.descrizione,
        b.lunghezza_minima_motivazione AS minimo
      FROM parametro_valutazione p JOIN punteggio_parametro s USING (id_parametro) JOIN bando b USING (id_bando)
      WHERE p.id_bando = ${idBando} AND p.livello = ${livelloDi(valutato)}`,
  );
  const citabili = new Set(
    (
      await righe<{ idAllegato: number }>(
        tx,
        sql`SELECT id_allegato AS "idAllegato" FROM allegato_domanda WHERE id_domanda = ${idDomanda}`,
      )
    ).map(({ idAllegato }) => idAllegato),
  );
  const errori: FieldErrors = {};
  const visti = new Set<number>();
  voci.forEach((voce, indice) => {
    const campo = (nome: string) => `valutazioni.${indice}.${nome}`;
    const delParametro = ammessi.filter((ammesso) => ammesso.idParametro === voce.idParametro);
    if (delParametro.length === 0) errori[campo('idParametro')] = 'Parametro non previsto per questa valutazione';
    else if (visti.has(voce.idParametro)) errori[campo('idParametro')] = 'Un solo punteggio per parametro';
    else if (!delParametro.some((ammesso) => ammesso.idPunteggio === voce.idPunteggio))
      errori[campo('idPunteggio')] = `Punteggio non previsto per il parametro «${delParametro[0].descrizione}»`;
    visti.add(voce.idParametro);
    const motivazione = erroreMotivazione(voce.motivazione, ammessi[0]?.minimo ?? LUNGHEZZA_MINIMA_MOTIVAZIONE);
    if (motivazione) errori[campo('motivazione')] = motivazione;
    const allegato = voce.idAllegatoEvidenza ?? null;
    if (allegato !== null && !citabili.has(allegato))
      errori[campo('idAllegatoEvidenza')] = 'L’evidenza deve essere un allegato della domanda o di un suo beneficiario';
    if (allegato === null && (voce.paginaEvidenza ?? null) !== null)
      errori[campo('paginaEvidenza')] = PAGINA_SENZA_ALLEGATO;
  });
  if (Object.keys(errori).length > 0) throw badRequest(errori);
  const { nome, colonna, id } = tabella(valutato);
  const valori: SQL[] = voci.map(
    ({ idParametro, idPunteggio, motivazione, idAllegatoEvidenza, paginaEvidenza, note }) =>
      sql`(${id}, ${idParametro}, ${idPunteggio}, ${motivazione!.trim()}, ${idAllegatoEvidenza ?? null},
        ${paginaEvidenza ?? null}, ${note ?? null}, ${username})`,
  );
  await tx.execute(sql`INSERT INTO ${nome} (${colonna}, id_parametro, id_punteggio, motivazione, id_allegato_evidenza,
      pagina_evidenza, note, salvata_da)
    VALUES ${sql.join(valori, sql`, `)}
    ON CONFLICT (${colonna}, id_parametro) DO UPDATE SET id_punteggio = excluded.id_punteggio,
      motivazione = excluded.motivazione, id_allegato_evidenza = excluded.id_allegato_evidenza,
      pagina_evidenza = excluded.pagina_evidenza, note = excluded.note,
      salvata_da = excluded.salvata_da, salvata_il = now()`);
}
