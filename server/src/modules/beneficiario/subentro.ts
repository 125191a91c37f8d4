import { sql } from 'drizzle-orm';
import type { AppDatabase } from '../../db/database';
import { nomeBeneficiario, righe } from '../../db/sql';
import type { Anagrafica } from '../../../../contract/beneficiari/record';
import { scriviAudit } from '../audit/audit';
import type { Attore } from '../dossier/attore';
import { inserisci } from './repository';
import { annota } from './storico';

const ELENCHI = {
  investimento: 'ordine, descrizione, cod_regione, importo',
  fabbisogno: 'ordine, descrizione, importo',
  copertura: 'ordine, tipo, importo',
  cronoprogramma: 'ordine, descrizione, data_inizio, data_fine',
} as const;

const ESL = 'durata_anni, preammortamento_anni, rate_annue, tasso_agevolato, tasso_riferimento, tasso_attualizzazione';

/**
 * The new beneficiary takes the old one's place with a copy of its money, schedule, ESL and CDP code; the old one
 * stays, untouched but replaced, so cancelling the takeover gives it back as it was. Answers the new one's id.
 */
export async function subentra(
  tx: AppDatabase,
  vecchio: { readonly idBeneficiario: number; readonly idProgrammaInvestimento: number },
  codiceFiscale: string,
  dati: Anagrafica,
): Promise<number> {
  const nuovo = await inserisci(tx, vecchio.idProgrammaInvestimento, codiceFiscale, dati, vecchio.idBeneficiario);
  for (const [tabella, colonne] of Object.entries(ELENCHI)) {
    await tx.execute(sql`INSERT INTO ${sql.raw(tabella)} (id_beneficiario, ${sql.raw(colonne)})
      SELECT ${nuovo}, ${sql.raw(colonne)} FROM ${sql.raw(tabella)} WHERE id_beneficiario = ${vecchio.idBeneficiario}`);
  }
  await tx.execute(sql`UPDATE esl SET (${sql.raw(ESL)}) = (SELECT ${sql.raw(ESL)} FROM esl
    WHERE id_beneficiario = ${vecchio.idBeneficiario})
    WHERE id_beneficiario = ${nuovo}`);
  await tx.execute(sql`UPDATE beneficiario n SET codice_cdp = v.codice_cdp, abilitato = v.abilitato
    FROM beneficiario v WHERE v.id_beneficiario = ${vecchio.idBeneficiario} AND n.id_beneficiario = ${nuovo}`);
  await tx.execute(sql`UPDATE beneficiario SET stato = 'SOSTITUITO', stato_dal = now(), updated_at = now()
    WHERE id_beneficiario = ${vecchio.idBeneficiario}`);
  return nuovo;
}

/** A beneficiary as the histories name it: its name and tax code, or the tax code alone while it has no name. */
async function chi(tx: AppDatabase, idBeneficiario: number): Promise<string> {
  const [{ nome }] = await righe<{ nome: string }>(
    tx,
    sql`SELECT CASE WHEN n.nome = n.codice_fiscale THEN n.nome
        ELSE n.nome || ' (' || n.codice_fiscale || ')' END AS nome
      FROM (SELECT ${nomeBeneficiario('b')} AS nome, b.codice_fiscale FROM beneficiario b
        WHERE b.id_beneficiario = ${idBeneficiario}) n`,
  );
  return nome;
}

/** The takeover in both beneficiaries' histories and in the programme's, each naming the other. */
export async function registraSubentro(
  tx: AppDatabase,
  autore: Attore,
  programma: { readonly idProgrammaInvestimento: number; readonly idStato: string },
  idVecchio: number,
  idNuovo: number,
): Promise<void> {
  const [vecchio, nuovo] = [await chi(tx, idVecchio), await chi(tx, idNuovo)];
  await annota(tx, idVecchio, autore, 'SOSTITUZIONE', `Sostituito per subentro da ${nuovo}`);
  await annota(tx, idNuovo, autore, 'SUBENTRO', `Subentrato a ${vecchio}`);
  await scriviAudit(tx, {
    idProgrammaInvestimento: programma.idProgrammaInvestimento,
    ...autore,
    azione: 'avviaSubentroBeneficiario',
    statoDa: programma.idStato,
    statoA: programma.idStato,
    note: `${vecchio} sostituito da ${nuovo}`,
  });
}

/** Removes the new beneficiary, with all it holds, makes the old one active again and writes it in the histories. */
export async function annullaSubentro(
  tx: AppDatabase,
  autore: Attore,
  nuovo: { readonly idBeneficiario: number; readonly idProgrammaInvestimento: number; readonly idStato: string },
  idBeneficiarioVecchio: number,
): Promise<void> {
  const nota = `Annullato il subentro di ${await chi(tx, nuovo.idBeneficiario)}`;
  await tx.execute(sql`DELETE FROM beneficiario WHERE id_beneficiario = ${nuovo.idBeneficiario}`);
  await tx.execute(sql`UPDATE beneficiario SET stato = 'ATTIVO', stato_dal = now(), updated_at = now()
    WHERE id_beneficiario = ${idBeneficiarioVecchio}`);
  await annota(tx, idBeneficiarioVecchio, autore, 'ANNULLAMENTO_SUBENTRO', nota);
  await scriviAudit(tx, {
    idProgrammaInvestimento: nuovo.idProgrammaInvestimento,
    ...autore,
    azione: 'annullaSubentroBeneficiario',
    statoDa: nuovo.idStato,
    statoA: nuovo.idStato,
    note: nota,
  });
}
