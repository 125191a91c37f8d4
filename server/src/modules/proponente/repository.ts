import { sql, type SQL } from 'drizzle-orm';
import type { AppDatabase } from '../../db/database';
import { giorno, righe } from '../../db/sql';
import type {
  BancaAutorizzata,
  Proponente,
  Referente,
  RappresentanteLegale,
} from '../../../../contract/proponenti/record';

/**
 * The programme's proponent, when `condizione` (the person's visibility, over `p`) holds; `blocca` locks the programme.
 */
export function proponenteDove(
  db: AppDatabase,
  chiave: SQL,
  condizione: SQL,
  blocca = false,
): Promise<Proponente | undefined> {
  return righe<Proponente>(
    db,
    sql`SELECT pr.id_proponente AS "idProponente", p.id_programma_investimento AS "idProgrammaInvestimento",
        p.id_stato AS "idStato", s.descrizione AS "descrizioneStato", pr.cuaa, pr.denominazione, pr.mail, pr.pec,
        CASE WHEN rl.id_proponente IS NULL THEN NULL ELSE json_build_object(
          'codiceFiscale', rl.codice_fiscale, 'nome', rl.nome, 'cognome', rl.cognome, 'dataNascita',
          ${giorno(sql`rl.data_nascita`)},
          'comuneNascita', rl.comune_nascita, 'telefono', rl.telefono, 'mail', rl.mail) END AS "rappresentanteLegale",
        CASE WHEN rf.id_proponente IS NULL THEN NULL ELSE json_build_object(
          'nome', rf.nome, 'cognome', rf.cognome, 'telefono', rf.telefono, 'mail', rf.mail) END AS referente,
        CASE WHEN p.abi_banca IS NULL THEN NULL ELSE json_build_object(
          'abi', p.abi_banca, 'denominazione', coalesce(bc.denominazione, ''), 'iban', p.iban_banca)
          END AS "bancaAutorizzata"
      FROM programma_investimento p
      JOIN stato_programma s ON s.id_stato = p.id_stato
      JOIN proponente pr ON pr.id_proponente = p.id_proponente
      LEFT JOIN rappresentante_legale rl ON rl.id_proponente = pr.id_proponente
      LEFT JOIN referente rf ON rf.id_proponente = pr.id_proponente
      LEFT JOIN banca bc ON bc.abi = p.abi_banca
      WHERE ${chiave} AND ${condizione} ${blocca ? sql`FOR UPDATE OF p` : sql``}`,
  ).then(([row]) => row);
}

export const perProgramma = (id: number) => sql`p.id_programma_investimento = ${id}`;
export const perProponente = (idProponente: number) => sql`p.id_proponente = ${idProponente}`;

export async function salvaMail(
  tx: AppDatabase,
  idProponente: number,
  mail: string,
  pec: string | undefined,
): Promise<void> {
  await tx.execute(sql`UPDATE proponente SET mail = ${mail}, pec = coalesce(${pec ?? null}, pec), updated_at = now()
    WHERE id_proponente = ${idProponente}`);
}

/** The legal representative's surname is also the programme's search column `cognome_proponente`. */
export async function salvaRappresentante(
  tx: AppDatabase,
  idProponente: number,
  rl: RappresentanteLegale,
): Promise<void> {
  const valori = sql`${rl.codiceFiscale}, ${rl.nome}, ${rl.cognome}, ${rl.dataNascita ?? null},
    ${rl.comuneNascita ?? null},
    ${rl.telefono ?? null}, ${rl.mail ?? null}`;
  await tx.execute(sql`INSERT INTO rappresentante_legale
      (id_proponente, codice_fiscale, nome, cognome, data_nascita, comune_nascita, telefono, mail)
    VALUES (${idProponente}, ${valori})
    ON CONFLICT (id_proponente) DO UPDATE SET (codice_fiscale, nome, cognome, data_nascita, comune_nascita, telefono,
    mail) =
      (EXCLUDED.codice_fiscale, EXCLUDED.nome, EXCLUDED.cognome, EXCLUDED.data_nascita, EXCLUDED.comune_nascita,
       EXCLUDED.telefono, EXCLUDED.mail)`);
  await tx.execute(sql`UPDATE programma_investimento SET cognome_proponente = ${rl.cognome}, updated_at = now()
    WHERE id_proponente = ${idProponente}`);
}

export async function salvaReferente(tx: AppDatabase, idProponente: number, referente: Referente): Promise<void> {
  await tx.execute(sql`INSERT INTO referente (id_proponente, nome, cognome, telefono, mail)
    VALUES (${idProponente}, ${referente.nome}, ${referente.cognome}, ${referente.telefono ?? null}, ${referente.mail})
    ON CONFLICT (id_proponente) DO UPDATE SET (nome, cognome, telefono, mail) =
      (EXCLUDED.nome, EXCLUDED.cognome, EXCLUDED.telefono, EXCLUDED.mail)`);
}

/**
 * The programme names its bank by ABI (the bank users' visibility); the name lives in the bank registry, where an
 * ABI already known keeps its registered name.
 */
export async function salvaBanca(
  tx: AppDatabase,
  idProgrammaInvestimento: number,
  banca: BancaAutorizzata,
): Promise<void> {
  await tx.execute(
    sql`INSERT INTO banca (abi, denominazione) VALUES (${banca.abi}, ${banca.denominazione})
      ON CONFLICT (abi) DO NOTHING`,
  );
  await tx.execute(sql`UPDATE programma_investimento SET abi_banca = ${banca.abi}, iban_banca = ${banca.iban ?? null},
    updated_at = now()
    WHERE id_programma_investimento = ${idProgrammaInvestimento}`);
}
