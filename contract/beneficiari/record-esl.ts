import { Type, type Static } from 'typebox';
import { Intero } from '../interi';
import { Importo, TestoPerCampo } from '../campi';
import { Id, Nullable } from '../programmi/record';

/** Instalments a year the amortisation plan allows. */
export const RATE_ANNUE = [1, 2, 4, 12] as const;
export type RateAnnue = (typeof RATE_ANNUE)[number];

const Tasso = Type.Number({ minimum: 0, maximum: 100, description: 'Percentuale annua (0.5 = 0,5%)' });
const Anni = (description: string) => Type.Number({ minimum: 0, maximum: 50, description });
const RateAnnue = Type.Enum(RATE_ANNUE, { description: 'Rate per anno' });

/**
 * `{idEsl}` of the path: the legacy client never fills it in, so the literal placeholder (or an empty, `undefined` or
 * `null` segment) is accepted and the id is read from the body's `idEsl`.
 */
export const EslParams = Type.Object({
  idBeneficiario: Id,
  idEsl: Type.String({
    pattern: '^([0-9]{1,9}|\\{idEsl\\}|undefined|null|)$',
    description: "idEsl, o il segnaposto '{idEsl}' lasciato dal client",
  }),
});
export type EslParams = Static<typeof EslParams>;

const idEsl = Type.Optional(Intero({ minimum: 1, description: 'Obbligatorio quando il percorso non porta idEsl' }));

export const DatiEslBody = Type.Object({
  idEsl,
  durataAnni: Anni('Durata del finanziamento, preammortamento compreso'),
  preammortamentoAnni: Anni('Anni di solo interesse'),
  rateAnnue: RateAnnue,
});
export type DatiEslBody = Static<typeof DatiEslBody>;

export const TassiEslBody = Type.Object({
  idEsl,
  tassoAgevolato: Tasso,
  tassoRiferimento: Tasso,
  tassoAttualizzazione: Tasso,
});
export type TassiEslBody = Static<typeof TassiEslBody>;

const Euro = Type.Number({ description: 'Euro, arrotondato al centesimo' });

export const PeriodoEsl = Type.Object({
  periodo: Intero({ minimum: 1 }),
  mesi: Type.Number({ description: "Mesi dall'erogazione" }),
  rataAgevolata: Euro,
  interessiAgevolati: Euro,
  quotaCapitaleAgevolata: Euro,
  debitoResiduoAgevolato: Euro,
  rataRiferimento: Euro,
  interessiRiferimento: Euro,
  quotaCapitaleRiferimento: Euro,
  debitoResiduoRiferimento: Euro,
  risparmio: Euro,
  fattoreSconto: Type.Number({ description: 'Arrotondato a 8 decimali' }),
  risparmioAttualizzato: Euro,
});

export const DatiEsl = Type.Object(
  {
    idEsl: Id,
    idBeneficiario: Id,
    investimentoAmmissibile: Importo,
    contributoCapitale: Importo,
    importoFinanziamento: Importo,
    durataAnni: Nullable(Type.Number()),
    preammortamentoAnni: Nullable(Type.Number()),
    rateAnnue: Nullable(RateAnnue),
    tassoAgevolato: Nullable(Tasso),
    tassoRiferimento: Nullable(Tasso),
    tassoAttualizzazione: Nullable(Tasso),
    calcolato: Type.Boolean({ description: 'Falso finché mancano dati: `errori` dice quali' }),
    errori: TestoPerCampo('Perché non si può calcolare, per campo'),
    eslFinanziamento: Nullable(Euro),
    eslTotale: Nullable(Euro),
    eslPercentuale: Nullable(Type.Number({ description: "Percentuale dell'investimento ammissibile, 2 decimali" })),
    piano: Type.Array(PeriodoEsl),
  },
  { $id: 'DatiEsl', description: 'Gli importi vengono dagli investimenti e dalle coperture del beneficiario' },
);
export type DatiEsl = Static<typeof DatiEsl>;
