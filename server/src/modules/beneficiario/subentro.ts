import { sql } from 'drizzle-orm';
import type { AppDatabase } from '../../db/database';
import { nomeBeneficiario, righe } from '../../db/sql';
import { AZIONI_BENEFICIARIO } from '../../../../contract/beneficiari/azioni';
import type { Anagrafica, Beneficiario } from '../../../../contract/beneficiari/record';
import { applica, type Contesto, type Passaggio, type Risorsa } from '../../engine/executor';
import { scriviAudit } from '../audit/audit';
import type { Attore } from '../dossier/attore';
import { avvisa } from './avvisi';
import { beneficiarioDove, inserisci } from './repository';
import type { Modifica } from './routes-comuni';
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
 * stays, untouched but replaced (the executor's move), so cancelling the takeover gives it back as it was. Answers the
 * new one's id.
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

/** Who takes the old beneficiary's place (a takeover starts); the one replaced (a takeover is cancelled). */
export interface InputSubentro {
  readonly codiceFiscale?: string;
  readonly dati?: Anagrafica;
  readonly idBeneficiarioVecchio?: number;
}

type ContestoSubentro = Contesto<Beneficiario, InputSubentro>;

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

/** What the histories keep of each action, and what the people read of it. */
interface Storia {
  readonly scrivi: (autore: Attore, contesto: ContestoSubentro, risultato: unknown) => Promise<void>;
  readonly dettaglio: (input: InputSubentro) => string;
}

const STORIE: Readonly<Record<AzioneDiSubentro, Storia>> = {
  avviaSubentro: {
    scrivi: (autore, { tx, record }, idNuovo) =>
      registraSubentro(tx, autore, record, record.idBeneficiario, idNuovo as number),
    dettaglio: ({ dati, codiceFiscale }) => `Subentra ${dati?.denominazione} (${codiceFiscale}).`,
  },
  annullaSubentro: {
    scrivi: async (autore, { tx, record, input }, nota) => {
      await annota(tx, input.idBeneficiarioVecchio!, autore, 'ANNULLAMENTO_SUBENTRO', nota as string);
      await scriviAudit(tx, {
        idProgrammaInvestimento: record.idProgrammaInvestimento,
        ...autore,
        azione: 'annullaSubentroBeneficiario',
        statoDa: record.idStato,
        statoA: record.idStato,
        note: nota as string,
      });
    },
    dettaglio: () => 'Il beneficiario sostituito torna attivo.',
  },
};

export type AzioneDiSubentro = 'avviaSubentro' | 'annullaSubentro';

/**
 * A beneficiary as the executor moves it in a takeover: from active to replaced (only from the state it was read in),
 * or removed when the takeover is cancelled; both beneficiaries' histories and the programme's; the programme's people.
 */
const risorsa = (modifica: Modifica): Risorsa<Beneficiario, InputSubentro, ContestoSubentro> => ({
  contesto: (base) => base,
  stato: (beneficiario) => beneficiario.statoBeneficiario,
  sposta: async ({ tx, record }, verso) =>
    (
      await righe(
        tx,
        sql`UPDATE beneficiario SET stato = ${verso}, stato_dal = now(), updated_at = now()
          WHERE id_beneficiario = ${record.idBeneficiario} AND stato = ${record.statoBeneficiario}
          RETURNING id_beneficiario`,
      )
    ).length > 0,
  scriviStorico: ({ contesto, azione, risultato }) =>
    STORIE[azione as AzioneDiSubentro].scrivi(modifica.autore, contesto, risultato),
  avvisa: ({ contesto: { input }, azione, label }) =>
    avvisa(modifica, { label, dettaglio: STORIE[azione as AzioneDiSubentro].dettaglio(input) }),
  modificatoNelFrattempo: 'Il beneficiario è stato modificato nel frattempo: ricarica la pagina e riprova.',
});

const PASSAGGI: Readonly<Record<AzioneDiSubentro, Passaggio<ContestoSubentro>>> = {
  avviaSubentro: {
    guardia: async ({ tx, record, input }) =>
      (await beneficiarioDove(
        tx,
        sql`b.id_programma_investimento = ${record.idProgrammaInvestimento}
          AND b.codice_fiscale = ${input.codiceFiscale} AND b.stato = 'ATTIVO'`,
        sql`true`,
      ))
        ? { messaggio: `Il beneficiario con codice fiscale ${input.codiceFiscale} è già nel programma.` }
        : undefined,
    effetti: ({ tx, record, input }) => subentra(tx, record, input.codiceFiscale!, input.dati!),
    verso: 'SOSTITUITO',
  },
  // The record is the new beneficiary: it goes, with all it holds, and the one it replaced is active again.
  annullaSubentro: {
    effetti: async ({ tx, record, input }) => {
      const nota = `Annullato il subentro di ${await chi(tx, record.idBeneficiario)}`;
      await tx.execute(sql`DELETE FROM beneficiario WHERE id_beneficiario = ${record.idBeneficiario}`);
      await tx.execute(sql`UPDATE beneficiario SET stato = 'ATTIVO', stato_dal = now(), updated_at = now()
        WHERE id_beneficiario = ${input.idBeneficiarioVecchio}`);
      return nota;
    },
    verso: null,
  },
};

/** Starts or cancels a takeover of a locked beneficiary through the executor; answers what its writes answered. */
export async function subentro(modifica: Modifica, azione: AzioneDiSubentro, input: InputSubentro): Promise<unknown> {
  const { tx, beneficiario, autore, nominativo } = modifica;
  const esito = await applica(
    risorsa(modifica),
    PASSAGGI[azione],
    { tx, record: beneficiario, attore: { ...autore, nominativo: autore.nominativo ?? nominativo }, input },
    { nome: azione, label: AZIONI_BENEFICIARIO[azione].label },
  );
  return esito.risultato;
}
