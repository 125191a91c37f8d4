import { sql } from 'drizzle-orm';
import type { AppDatabase } from '../../db/database';
import { iso, nomeBeneficiario, nomeDi, righe } from '../../db/sql';
import { computeEsl } from '../../domain/esl';
import { leggiEsl } from '../beneficiario/esl';
import type { NomeRegistro } from './registri';
import type { Esito, Valutazione } from './valutazione';

export interface BeneficiarioDaVerificare {
  readonly idBeneficiario: number;
  readonly codiceFiscale: string;
  readonly denominazione: string;
}

const nome = nomeBeneficiario('b');

/** The beneficiaries the checks concern: those in the programme now (not replaced by a takeover, not excluded). */
export function beneficiariAttivi(db: AppDatabase, idProgramma: number): Promise<BeneficiarioDaVerificare[]> {
  return righe<BeneficiarioDaVerificare>(
    db,
    sql`SELECT b.id_beneficiario AS "idBeneficiario", b.codice_fiscale AS "codiceFiscale", ${nome} AS denominazione
      FROM beneficiario b WHERE b.id_programma_investimento = ${idProgramma} AND b.stato = 'ATTIVO' AND b.abilitato
      ORDER BY b.id_beneficiario`,
  );
}

/**
 * The programme's aid to the beneficiary at its gross grant equivalent, or null while its data do not allow the
 * computation.
 */
export async function eslDelBeneficiario(db: AppDatabase, idBeneficiario: number): Promise<number | null> {
  const salvato = await leggiEsl(db, idBeneficiario);
  if (!salvato) return null;
  const risultato = computeEsl(salvato);
  return risultato.ok ? risultato.esl.eslTotale.toNumber() : null;
}

export interface Evidenza extends Valutazione {
  readonly beneficiario: BeneficiarioDaVerificare;
  readonly fonte: string;
}

export interface Esecutore {
  readonly username: string;
  readonly ruolo: string;
}

export async function salvaEvidenze(
  tx: AppDatabase,
  idProgramma: number,
  registro: NomeRegistro,
  esecutore: Esecutore,
  evidenze: readonly Evidenza[],
): Promise<void> {
  if (evidenze.length === 0) return;
  const valori = evidenze.map(
    ({ beneficiario: b, esito, dettaglio, dati, fonte }) =>
      sql`(${idProgramma}, ${b.idBeneficiario}, ${b.codiceFiscale}, ${b.denominazione}, ${registro}, ${esito},
        ${dettaglio},
        ${JSON.stringify(dati)}::jsonb, ${fonte}, ${esecutore.username}, ${esecutore.ruolo})`,
  );
  await tx.execute(sql`INSERT INTO verifica_registro (id_programma_investimento, id_beneficiario, codice_fiscale,
    denominazione, registro,
      esito, dettaglio, dati, fonte, eseguita_da, ruolo) VALUES ${sql.join(valori, sql`, `)}`);
}

export interface VerificaLetta {
  readonly idVerifica: number;
  readonly idBeneficiario: number;
  readonly codiceFiscale: string;
  readonly denominazione: string;
  readonly esito: Esito;
  readonly dettaglio: string;
  readonly dati: Record<string, unknown>;
  readonly fonte: string;
  readonly eseguitaIl: string;
  readonly eseguitaDa: string;
  readonly eseguitaDaNome: string;
  readonly ruolo: string;
}

const colonne = sql`v.id_verifica::int AS "idVerifica", v.id_beneficiario AS "idBeneficiario",
  v.codice_fiscale AS "codiceFiscale",
  v.denominazione, v.esito, v.dettaglio, v.dati, v.fonte, ${iso(sql`v.eseguita_il`)} AS "eseguitaIl",
  v.eseguita_da AS "eseguitaDa", ${nomeDi(sql`v.eseguita_da`)} AS "eseguitaDaNome", v.ruolo`;

/** Every evidence of the programme for the register, newest first: the dated record the download shows. */
export function tutteLeVerifiche(
  db: AppDatabase,
  idProgramma: number,
  registro: NomeRegistro,
): Promise<VerificaLetta[]> {
  return righe<VerificaLetta>(
    db,
    sql`SELECT ${colonne} FROM verifica_registro v
      WHERE v.id_programma_investimento = ${idProgramma} AND v.registro = ${registro} ORDER BY v.id_verifica DESC`,
  );
}

export type UltimaVerifica = BeneficiarioDaVerificare & {
  readonly verifica: (VerificaLetta & { readonly giorni: number }) | null;
};

/** Each active beneficiary with its latest evidence for the register (null when never checked) and its age in days. */
export async function ultimeVerifiche(
  db: AppDatabase,
  idProgramma: number,
  registro: NomeRegistro,
  oggi: string,
): Promise<UltimaVerifica[]> {
  const trovate = await righe<BeneficiarioDaVerificare & { verifica: (VerificaLetta & { giorni: number }) | null }>(
    db,
    sql`SELECT b.id_beneficiario AS "idBeneficiario", b.codice_fiscale AS "codiceFiscale", ${nome} AS denominazione,
        (SELECT json_build_object('idVerifica', v.id_verifica, 'idBeneficiario', v.id_beneficiario, 'codiceFiscale',
        v.codice_fiscale,
            'denominazione', v.denominazione, 'esito', v.esito, 'dettaglio', v.dettaglio, 'dati', v.dati, 'fonte',
            v.fonte,
            'eseguitaIl', ${iso(sql`v.eseguita_il`)}, 'eseguitaDa', v.eseguita_da,
            'eseguitaDaNome', ${nomeDi(sql`v.eseguita_da`)}, 'ruolo', v.ruolo,
            'giorni', ${oggi}::date - (v.eseguita_il AT TIME ZONE 'Europe/Rome')::date)
          FROM verifica_registro v
          WHERE v.id_programma_investimento = b.id_programma_investimento AND v.id_beneficiario = b.id_beneficiario
          AND v.registro = ${registro}
          ORDER BY v.id_verifica DESC LIMIT 1) AS verifica
      FROM beneficiario b WHERE b.id_programma_investimento = ${idProgramma} AND b.stato = 'ATTIVO' AND b.abilitato
      ORDER BY b.id_beneficiario`,
  );
  return trovate.map((riga) => ({
    ...riga,
    verifica: typeof riga.verifica === 'string' ? JSON.parse(riga.verifica) : riga.verifica,
  }));
}
