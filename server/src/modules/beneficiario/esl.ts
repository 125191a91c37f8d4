import { sql } from 'drizzle-orm';
import type { AppDatabase } from '../../db/database';
import { righe } from '../../db/sql';
import { roundToCents, type Decimal } from '../../domain/decimal';
import { computeEsl, type EslField, type EslInput } from '../../domain/esl';
import { parseEslInput } from '../../domain/esl-input';
import type { FieldErrors } from '../../http/errors';
import type { DatiEsl, DatiEslBody, TassiEslBody } from '../../../../contract/beneficiari/record-esl';

/** The stored ESL inputs as exact decimal texts: the terms and rates of the record, the amounts of the beneficiary. */
export type EslSalvato = { readonly idEsl: number; readonly idBeneficiario: number } & {
  readonly [campo in EslField]: string | null;
};

const coperta = (tipo: string) =>
  sql`(SELECT coalesce(sum(c.importo), 0) FROM copertura c WHERE c.id_beneficiario = e.id_beneficiario
    AND c.tipo = ${tipo})::text`;

export async function leggiEsl(db: AppDatabase, idBeneficiario: number): Promise<EslSalvato> {
  const [esl] = await righe<EslSalvato>(
    db,
    sql`SELECT e.id_esl AS "idEsl", e.id_beneficiario AS "idBeneficiario",
        (SELECT coalesce(sum(i.importo), 0) FROM investimento i
        WHERE i.id_beneficiario = e.id_beneficiario)::text AS "investimentoAmmissibile",
        ${coperta('CONTRIBUTO_CAPITALE')} AS "contributoCapitale",
        ${coperta('FINANZIAMENTO_AGEVOLATO')} AS "importoFinanziamento",
        e.durata_anni::text AS "durataAnni", e.preammortamento_anni::text AS "preammortamentoAnni",
        e.rate_annue::text AS "rateAnnue",
        e.tasso_agevolato::text AS "tassoAgevolato", e.tasso_riferimento::text AS "tassoRiferimento",
        e.tasso_attualizzazione::text AS "tassoAttualizzazione"
      FROM esl e WHERE e.id_beneficiario = ${idBeneficiario}`,
  );
  return esl;
}

/** The errors `parseEslInput` finds in the given fields, once the new values are in place of the stored ones. */
export function erroriEsl(salvato: EslSalvato, nuovi: EslInput, campi: readonly EslField[]): FieldErrors {
  const parsed = parseEslInput({ ...salvato, ...nuovi });
  if (parsed.ok) return {};
  return Object.fromEntries(campi.flatMap((campo) => (parsed.errors[campo] ? [[campo, parsed.errors[campo]]] : [])));
}

export async function salvaTermini(
  tx: AppDatabase,
  idEsl: number,
  { durataAnni, preammortamentoAnni, rateAnnue }: DatiEslBody,
): Promise<void> {
  await tx.execute(sql`UPDATE esl SET durata_anni = ${String(durataAnni)},
    preammortamento_anni = ${String(preammortamentoAnni)},
    rate_annue = ${rateAnnue} WHERE id_esl = ${idEsl}`);
}

export async function salvaTassi(tx: AppDatabase, idEsl: number, tassi: TassiEslBody): Promise<void> {
  await tx.execute(sql`UPDATE esl SET tasso_agevolato = ${String(tassi.tassoAgevolato)},
    tasso_riferimento = ${String(tassi.tassoRiferimento)}, tasso_attualizzazione = ${String(tassi.tassoAttualizzazione)}
    WHERE id_esl = ${idEsl}`);
}

const euro = (valore: Decimal) => roundToCents(valore).toNumber();
const numero = (valore: string | null) => (valore === null ? null : Number(valore));
/** The answer of `generaDatiESL`: the inputs, and the computation when they are complete (else why not, per field). */
export function datiEsl(salvato: EslSalvato): DatiEsl {
  const risultato = computeEsl(salvato);
  const dati = {
    idEsl: salvato.idEsl,
    idBeneficiario: salvato.idBeneficiario,
    investimentoAmmissibile: Number(salvato.investimentoAmmissibile),
    contributoCapitale: Number(salvato.contributoCapitale),
    importoFinanziamento: Number(salvato.importoFinanziamento),
    durataAnni: numero(salvato.durataAnni),
    preammortamentoAnni: numero(salvato.preammortamentoAnni),
    rateAnnue: numero(salvato.rateAnnue) as DatiEsl['rateAnnue'],
    tassoAgevolato: numero(salvato.tassoAgevolato),
    tassoRiferimento: numero(salvato.tassoRiferimento),
    tassoAttualizzazione: numero(salvato.tassoAttualizzazione),
  };
  if (!risultato.ok) {
    const errori = risultato.errors as FieldErrors;
    return {
      ...dati,
      calcolato: false,
      errori,
      eslFinanziamento: null,
      eslTotale: null,
      eslPercentuale: null,
      piano: [],
    };
  }
  const { esl } = risultato;
  return {
    ...dati,
    calcolato: true,
    errori: {},
    eslFinanziamento: euro(esl.eslFinanziamento),
    eslTotale: esl.eslTotale.toNumber(),
    eslPercentuale: esl.eslPercentuale.toNumber(),
    piano: esl.periodi.map((periodo) => ({
      periodo: periodo.periodo,
      mesi: periodo.mesi,
      rataAgevolata: euro(periodo.agevolato.rata),
      interessiAgevolati: euro(periodo.agevolato.interessi),
      quotaCapitaleAgevolata: euro(periodo.agevolato.quotaCapitale),
      debitoResiduoAgevolato: euro(periodo.agevolato.debitoResiduo),
      rataRiferimento: euro(periodo.riferimento.rata),
      interessiRiferimento: euro(periodo.riferimento.interessi),
      quotaCapitaleRiferimento: euro(periodo.riferimento.quotaCapitale),
      debitoResiduoRiferimento: euro(periodo.riferimento.debitoResiduo),
      risparmio: euro(periodo.risparmio),
      fattoreSconto: periodo.fattoreSconto.toDecimalPlaces(8).toNumber(),
      risparmioAttualizzato: euro(periodo.risparmioAttualizzato),
    })),
  };
}
