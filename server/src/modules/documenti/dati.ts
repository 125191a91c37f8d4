import { sql } from 'drizzle-orm';
import type { Principal } from '../../auth/principal';
import type { AppDatabase } from '../../db/database';
import { righe } from '../../db/sql';
import { CAMPI, DA_BENEFICIARI } from '../beneficiario/repository';
import type { Beneficiario } from '../../../../contract/beneficiari/record';
import { beneficiariVisibili } from '../beneficiario/visibility';
import { leggiNote, type NotaLetta } from '../programma/note';
import type { DatiGeneraliProgramma } from '../../../../contract/programmi/record';
import { perProgramma, proponenteDove } from '../proponente/repository';
import type { Proponente } from '../../../../contract/proponenti/record';

const LOTTO = 200;

/** A programme's beneficiaries the person sees (a region: those based or investing in it), in batches by id. */
export async function* beneficiariDelProgramma(
  db: AppDatabase,
  principal: Principal,
  idProgrammaInvestimento: number,
): AsyncGenerator<Beneficiario[]> {
  let dopo = 0;
  for (;;) {
    const lotto = await righe<Beneficiario>(
      db,
      sql`SELECT ${CAMPI} FROM ${DA_BENEFICIARI}
        WHERE b.id_programma_investimento = ${idProgrammaInvestimento} AND b.id_beneficiario > ${dopo}
        AND ${beneficiariVisibili(principal)}
        ORDER BY b.id_beneficiario LIMIT ${LOTTO}`,
    );
    if (lotto.length === 0) return;
    yield lotto;
    dopo = lotto[lotto.length - 1].idBeneficiario;
  }
}

/** The proponent of a programme already checked visible: the documents need it whoever the reader is. */
export const proponenteDi = (db: AppDatabase, programma: DatiGeneraliProgramma): Promise<Proponente | undefined> =>
  proponenteDove(db, perProgramma(programma.idProgrammaInvestimento), sql`true`);

export async function descrizioneBando(db: AppDatabase, idBando: number): Promise<string> {
  const [riga] = await righe<{ descrizione: string }>(
    db,
    sql`SELECT descrizione FROM bando WHERE id_bando = ${idBando}`,
  );
  return riga?.descrizione ?? '';
}

export async function nomiRegioni(db: AppDatabase): Promise<ReadonlyMap<string, string>> {
  const regioni = await righe<{ codRegione: string; denominazione: string }>(
    db,
    sql`SELECT cod_regione AS "codRegione", denominazione FROM regione`,
  );
  return new Map(regioni.map((regione) => [regione.codRegione, regione.denominazione]));
}

/** The reasons of the notice of rejection: the newest negative validation sent. */
export async function motiviRigetto(db: AppDatabase, idProgrammaInvestimento: number): Promise<NotaLetta | undefined> {
  const note = await leggiNote(db, idProgrammaInvestimento, ['VALIDAZIONE']);
  return note.find((nota) => nota.esito === 'NEGATIVO');
}

/**
 * What the integration request asks: once sent (IN_INTEGRAZIONE), its note; while it is being written
 * (IN_ISTRUTTORIA), the draft saved since the review resumed, if any.
 */
export async function notaIntegrazione(
  db: AppDatabase,
  programma: DatiGeneraliProgramma,
): Promise<NotaLetta | undefined> {
  const note = await leggiNote(
    db,
    programma.idProgrammaInvestimento,
    ['RICHIESTA_INTEGRAZIONE'],
    ['RICHIESTA_INTEGRAZIONE'],
  );
  if (programma.idStato === 'IN_INTEGRAZIONE') return note.find((nota) => !nota.bozza);
  return note.find((nota) => nota.bozza && nota.dataInserimento >= new Date(programma.statoDal));
}
