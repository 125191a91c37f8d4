import { Decimal } from './decimal';
import { RATE_ANNUE, type RateAnnue } from '../../../contract/beneficiari/record-esl';

/** Rates are annual percentages (0.5 means 0.5%); amounts are euro with at most 2 decimals; durations are years. */
export interface EslInput {
  readonly investimentoAmmissibile?: string | number | null;
  readonly contributoCapitale?: string | number | null;
  readonly importoFinanziamento?: string | number | null;
  readonly tassoAgevolato?: string | number | null;
  readonly tassoRiferimento?: string | number | null;
  readonly tassoAttualizzazione?: string | number | null;
  readonly durataAnni?: string | number | null;
  readonly preammortamentoAnni?: string | number | null;
  readonly rateAnnue?: string | number | null;
}
export type EslField = keyof EslInput;
export type EslErrors = Partial<Record<EslField, string>>;

export interface EslParameters {
  readonly investimentoAmmissibile: Decimal;
  readonly contributoCapitale: Decimal;
  readonly importoFinanziamento: Decimal;
  readonly tassoAgevolato: Decimal;
  readonly tassoRiferimento: Decimal;
  readonly tassoAttualizzazione: Decimal;
  readonly rateAnnue: RateAnnue;
  readonly periodiTotali: number;
  readonly periodiPreammortamento: number;
}

export type ParsedEslInput = { ok: true; value: EslParameters } | { ok: false; errors: EslErrors };

const NOMI: Readonly<Record<EslField, string>> = {
  investimentoAmmissibile: "l'investimento ammissibile",
  contributoCapitale: 'il contributo in conto capitale',
  importoFinanziamento: "l'importo del finanziamento agevolato",
  tassoAgevolato: 'il tasso agevolato',
  tassoRiferimento: 'il tasso di riferimento',
  tassoAttualizzazione: 'il tasso di attualizzazione',
  durataAnni: 'la durata',
  preammortamentoAnni: 'il periodo di preammortamento',
  rateAnnue: 'il numero di rate annue',
};

const DURATA_MASSIMA_ANNI = 50;
const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;

/** Reads and checks every field, reporting each wrong one with an Italian message instead of stopping at the first. */
export function parseEslInput(input: EslInput): ParsedEslInput {
  const reader = new FieldReader(input);
  const value = {
    investimentoAmmissibile: reader.amount('investimentoAmmissibile', { positive: true }),
    contributoCapitale: reader.amount('contributoCapitale'),
    importoFinanziamento: reader.amount('importoFinanziamento'),
    tassoAgevolato: reader.rate('tassoAgevolato'),
    tassoRiferimento: reader.rate('tassoRiferimento'),
    tassoAttualizzazione: reader.rate('tassoAttualizzazione'),
    ...readPeriods(reader),
  };
  if (value.tassoRiferimento && value.tassoAgevolato?.gt(value.tassoRiferimento)) {
    reader.fail('tassoAgevolato', 'Il tasso agevolato non può superare il tasso di riferimento');
  }
  return isComplete(value) && !reader.hasErrors() ? { ok: true, value } : { ok: false, errors: reader.errors };
}

function readPeriods(reader: FieldReader) {
  const durata = reader.number('durataAnni');
  const preammortamento = reader.number('preammortamentoAnni');
  const rateAnnue = reader.number('rateAnnue');
  const ammesse = RATE_ANNUE.find((ammesso) => rateAnnue?.eq(ammesso));
  if (rateAnnue && !ammesse) reader.fail('rateAnnue', 'Il numero di rate annue deve essere 1, 2, 4 o 12');
  if (durata?.lte(0)) reader.fail('durataAnni', 'La durata deve essere maggiore di zero');
  if (durata?.gt(DURATA_MASSIMA_ANNI))
    reader.fail('durataAnni', `La durata non può superare ${DURATA_MASSIMA_ANNI} anni`);
  if (preammortamento?.isNegative()) {
    reader.fail('preammortamentoAnni', 'Il periodo di preammortamento non può essere negativo');
  }
  if (durata && preammortamento?.gte(durata)) {
    reader.fail('durataAnni', 'La durata deve essere maggiore del periodo di preammortamento');
  }
  const periodiTotali = ammesse && durata?.mul(ammesse);
  const periodiPreammortamento = ammesse && preammortamento?.mul(ammesse);
  if (periodiTotali && !periodiTotali.isInteger()) {
    reader.fail('durataAnni', 'La durata deve corrispondere a un numero intero di rate');
  }
  if (periodiPreammortamento && !periodiPreammortamento.isInteger()) {
    reader.fail('preammortamentoAnni', 'Il periodo di preammortamento deve corrispondere a un numero intero di rate');
  }
  return {
    rateAnnue: ammesse,
    periodiTotali: periodiTotali?.toNumber(),
    periodiPreammortamento: periodiPreammortamento?.toNumber(),
  };
}

class FieldReader {
  readonly errors: EslErrors = {};

  constructor(private readonly input: EslInput) {}

  fail(field: EslField, message: string): undefined {
    this.errors[field] ??= message;
    return undefined;
  }

  hasErrors(): boolean {
    return Object.keys(this.errors).length > 0;
  }

  number(field: EslField): Decimal | undefined {
    const raw = this.input[field];
    if (raw === undefined || raw === null || String(raw).trim() === '')
      return this.fail(field, `Indicare ${NOMI[field]}`);
    const text = typeof raw === 'number' ? (Number.isFinite(raw) ? String(raw) : '') : raw.trim();
    if (!PLAIN_NUMBER.test(text)) return this.fail(field, `${capitalised(field)} deve essere un numero`);
    return new Decimal(text);
  }

  amount(field: EslField, { positive = false } = {}): Decimal | undefined {
    const value = this.number(field);
    if (value === undefined) return undefined;
    if (positive && value.lte(0)) return this.fail(field, `${capitalised(field)} deve essere maggiore di zero`);
    if (value.isNegative()) return this.fail(field, `${capitalised(field)} non può essere negativo`);
    if (value.decimalPlaces() > 2) return this.fail(field, `${capitalised(field)} può avere al massimo 2 decimali`);
    return value;
  }

  rate(field: EslField): Decimal | undefined {
    const value = this.number(field);
    if (value && (value.isNegative() || value.gt(100))) {
      return this.fail(field, `${capitalised(field)} deve essere compreso tra 0 e 100`);
    }
    return value;
  }
}

function isComplete<T extends object>(value: T): value is { [K in keyof T]-?: NonNullable<T[K]> } {
  return Object.values(value).every((field) => field !== undefined);
}

function capitalised(field: EslField): string {
  return NOMI[field].charAt(0).toUpperCase() + NOMI[field].slice(1);
}
