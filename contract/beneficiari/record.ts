import { Type, type Static } from 'typebox';
import { CodiceFiscale } from '../validators/codice-fiscale-schema';
import { listQuery } from '../lista';
import { CodRegione, Importo, Mail, NomeBeneficiario, Pec } from '../campi';
import { Id, Istante, Nullable, StatoProgramma, Testo } from '../programmi/record';

const STATI_BENEFICIARIO = ['ATTIVO', 'SOSTITUITO'] as const;
const DIMENSIONI_IMPRESA = ['MICRO', 'PICCOLA', 'MEDIA', 'GRANDE'] as const;

const Facoltativo = <T extends Parameters<typeof Nullable>[0]>(schema: T) => Type.Optional(Nullable(schema));

/** What a person enters about a beneficiary; the fiscal code is fixed at creation. */
const anagrafica = {
  denominazione: Testo(300, 'Ragione sociale, o cognome e nome della persona'),
  cognome: Facoltativo(Type.String({ maxLength: 100, description: 'Per una persona fisica' })),
  nome: Facoltativo(Type.String({ maxLength: 100, description: 'Per una persona fisica' })),
  formaGiuridica: Facoltativo(Type.String({ maxLength: 100 })),
  dimensioneImpresa: Facoltativo(Type.Enum(DIMENSIONI_IMPRESA)),
  indirizzo: Facoltativo(Type.String({ maxLength: 200 })),
  comune: Facoltativo(Type.String({ maxLength: 100 })),
  provincia: Facoltativo(Type.String({ pattern: '^[A-Z]{2}$', description: 'Sigla della provincia' })),
  cap: Facoltativo(Type.String({ pattern: '^[0-9]{5}$' })),
  codRegione: Facoltativo(CodRegione),
  mail: Facoltativo(Mail),
  pec: Facoltativo(Pec),
};

const TestoONull = Nullable(Type.String());

export const Beneficiario = Type.Object(
  {
    idBeneficiario: Id,
    idProgrammaInvestimento: Id,
    codiceFiscale: Type.String(),
    denominazione: TestoONull,
    cognome: TestoONull,
    nome: TestoONull,
    nominativo: NomeBeneficiario,
    formaGiuridica: TestoONull,
    dimensioneImpresa: Nullable(Type.Enum(DIMENSIONI_IMPRESA)),
    indirizzo: TestoONull,
    comune: TestoONull,
    provincia: TestoONull,
    cap: TestoONull,
    codRegione: TestoONull,
    descrizioneRegione: TestoONull,
    mail: TestoONull,
    pec: TestoONull,
    codiceCdp: TestoONull,
    abilitato: Type.Boolean(),
    note: TestoONull,
    idBeneficiarioVecchio: Nullable(Id),
    /** Whom this one took over from (subentro), by name: null unless it came with a takeover. */
    nominativoVecchio: Nullable(NomeBeneficiario),
    statoBeneficiario: Type.Enum(STATI_BENEFICIARIO, { description: 'SOSTITUITO: uscito con un subentro' }),
    statoBeneficiarioDal: Istante,
    subentroInCorso: Type.Boolean({
      description: 'Subentrato nel subentro in corso del programma, che si può ancora annullare',
    }),
    idStato: StatoProgramma,
    descrizioneStato: Type.String({ description: 'Stato del programma' }),
    totaleInvestimenti: Importo,
    totaleFabbisogni: Importo,
    totaleCoperture: Importo,
  },
  { $id: 'Beneficiario', description: '`idStato` è lo stato del programma, cui si riferiscono gli stati delle azioni' },
);
export type Beneficiario = Static<typeof Beneficiario>;

export const Anagrafica = Type.Object(anagrafica);
export type Anagrafica = Static<typeof Anagrafica>;

/** Other properties (those of the record read before) are ignored, so a form can send the record back whole. */
export const SalvaBeneficiarioBody = Type.Object({
  idBeneficiario: Id,
  ...anagrafica,
  note: Facoltativo(Type.String({ maxLength: 4000 })),
});
export type SalvaBeneficiarioBody = Static<typeof SalvaBeneficiarioBody>;

export const NuovoBeneficiarioBody = Type.Object({ codiceFiscale: CodiceFiscale, ...anagrafica });
export type NuovoBeneficiarioBody = Static<typeof NuovoBeneficiarioBody>;

export const IdBeneficiarioParams = Type.Object({ idBeneficiario: Id });
export type IdBeneficiarioParams = Static<typeof IdBeneficiarioParams>;

export const IdProgrammaParams = Type.Object({ idProgrammaInvestimento: Id });
export type IdProgrammaParams = Static<typeof IdProgrammaParams>;

export const CreaBeneficiarioParams = Type.Object({ idProgrammaInvestimento: Id, codiceFiscale: CodiceFiscale });
export type CreaBeneficiarioParams = Static<typeof CreaBeneficiarioParams>;

export const CreaBeneficiarioQuery = Type.Object({
  denominazione: Type.Optional(
    Type.String({
      minLength: 1,
      maxLength: 300,
      description: 'Ragione sociale o nome; obbligatoria quando il portale non conosce il codice fiscale',
    }),
  ),
});

export const SubentroParams = Type.Object({ idProgrammaInvestimento: Id, idBeneficiario: Id });
export type SubentroParams = Static<typeof SubentroParams>;

export const IdBeneficiarioVecchioParams = Type.Object({ idBeneficiarioVecchio: Id });
export type IdBeneficiarioVecchioParams = Static<typeof IdBeneficiarioVecchioParams>;

export const VoceStorico = Type.Object({
  idStorico: Id,
  idBeneficiario: Id,
  codiceFiscale: Type.String(),
  azione: Type.String(),
  descrizione: Type.String(),
  note: Nullable(Type.String()),
  utente: Type.String(),
  nominativo: Type.String({ description: 'Nome e cognome di chi ha agito' }),
  ruolo: Type.String(),
  eseguitoIl: Istante,
});

export const CodiceCdp = Type.Object({
  idBeneficiario: Id,
  codiceCdp: Nullable(Type.String({ pattern: '^[A-Z0-9/-]{1,30}$' })),
});
export const SalvaCodiceCdpBody = Type.Object({
  codiceCdp: Type.String({
    pattern: '^[A-Z0-9/-]{1,30}$',
    description: 'Codice della pratica presso Cassa Depositi e Prestiti',
  }),
});
export type SalvaCodiceCdpBody = Static<typeof SalvaCodiceCdpBody>;

const BENEFICIARIO_SORT_FIELDS = [
  'idBeneficiario',
  'codiceFiscale',
  'denominazione',
  'nominativo',
  'codRegione',
  'totaleInvestimenti',
  'statoBeneficiario',
] as const;
export type BeneficiarioSortField = (typeof BENEFICIARIO_SORT_FIELDS)[number];
export const ListaBeneficiariQuery = listQuery(BENEFICIARIO_SORT_FIELDS);
