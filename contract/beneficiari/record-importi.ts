import { Type, type Static, type TSchema } from 'typebox';
import { CodRegione, Importo } from '../campi';
import { Data, Id, Testo } from '../programmi/record';

const TIPI_COPERTURA = [
  'CONTRIBUTO_CAPITALE',
  'FINANZIAMENTO_AGEVOLATO',
  'FINANZIAMENTO_BANCARIO',
  'MEZZI_PROPRI',
] as const;

/** A list is saved whole: the body is the new list, the answer the list as stored (with new ids). */
const elenco = <T extends TSchema>(voce: T, description: string) => Type.Array(voce, { maxItems: 200, description });

const investimento = { descrizione: Testo(500), codRegione: CodRegione, importo: Importo };
export const Investimento = Type.Object({ idInvestimento: Id, ...investimento });
export const Investimenti = elenco(Type.Object(investimento), 'Tutti gli investimenti del beneficiario');
export type Investimenti = Static<typeof Investimenti>;

const fabbisogno = { descrizione: Testo(500), importo: Importo };
export const Fabbisogno = Type.Object({ idFabbisogno: Id, ...fabbisogno });
export const Fabbisogni = elenco(Type.Object(fabbisogno), 'Tutti i fabbisogni del beneficiario');
export type Fabbisogni = Static<typeof Fabbisogni>;

const copertura = {
  tipo: Type.Enum(TIPI_COPERTURA, { description: 'Fonte di copertura, una volta sola per beneficiario' }),
  importo: Importo,
};
export const Copertura = Type.Object({ idCopertura: Id, ...copertura });
export const Coperture = elenco(
  Type.Object(copertura),
  'Tutte le coperture: il loro totale deve essere uguale a quello dei fabbisogni',
);
export type Coperture = Static<typeof Coperture>;

const fase = { descrizione: Testo(500), dataInizio: Data, dataFine: Data };
export const Fase = Type.Object({ idFase: Id, ...fase });
export const Cronoprogramma = elenco(Type.Object(fase), 'Tutte le fasi del cronoprogramma');
export type Cronoprogramma = Static<typeof Cronoprogramma>;
