import { Type, type Static, type TSchema } from 'typebox';
import { Intero } from '../interi';
import { STATI_CON_NOME, STATI_PROGRAMMA } from './stati';
import { conScelte, Scelta } from '../annotazioni';
import { listQuery } from '../lista';
import { REGIONI } from './regioni';

export const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

/** An input that may be null: `nullable` (OpenAPI 3.0) keeps AJV's type coercion from turning null into 0 or ''. */
export const NullableInput = <T extends TSchema>(schema: T) =>
  Type.Unsafe<Static<T> | null>({ ...(JSON.parse(JSON.stringify(schema)) as object), nullable: true });

const Id = Intero({ minimum: 1 });
const Data = Type.String({ format: 'date', description: 'AAAA-MM-GG' });
const Istante = Type.String({ format: 'date-time', description: 'ISO 8601 UTC' });
const Importo = Type.Number({ minimum: 0, maximum: 9_999_999_999_999.99, description: 'Euro, al massimo 2 decimali' });
export const Testo = (maxLength: number, description?: string) => Type.String({ minLength: 1, maxLength, description });

export const StatoProgramma = Type.Enum(STATI_PROGRAMMA, { description: 'Codice dello stato del programma' });

export const IdParams = Type.Object({ id: Intero({ minimum: 1, description: 'idProgrammaInvestimento' }) });
export type IdParams = Static<typeof IdParams>;

/** A programme as the lists show it; the clock fields come from `scadenze.ts`. */
const campiProgramma = {
  idProgrammaInvestimento: Id,
  idBando: Id,
  cuaa: Type.String({ description: 'Codice fiscale del proponente' }),
  denominazione: Type.String(),
  cognomeProponente: Nullable(Type.String({ description: 'Cognome del rappresentante legale' })),
  codRegione: Type.String({ pattern: '^[0-9]{2}$' }),
  descrizioneRegione: Type.String(),
  idStato: StatoProgramma,
  descrizioneStato: Type.String(),
  statoDal: Istante,
  nBeneficiari: Intero({ minimum: 0 }),
  titolo: Nullable(Type.String()),
  importoRichiesto: Nullable(Importo),
  importoAmmesso: Nullable(Importo),
  codiceCup: Nullable(Type.String()),
  codiceCore: Nullable(Type.String()),
  dataPresentazione: Nullable(Istante),
  assegnatari: Type.Array(Type.String(), { description: 'Utenti degli istruttori assegnati' }),
  scadenzaControdeduzioni: Nullable(Data),
  giorniInIntegrazione: Nullable(
    Intero({ minimum: 0, description: 'Giorni trascorsi dalla richiesta di integrazione' }),
  ),
  integrazioneScaduta: Type.Boolean({ description: 'In integrazione oltre il termine' }),
};

export const Programma = Type.Object(campiProgramma, { $id: 'ProgrammaInvestimento' });
export type Programma = Static<typeof Programma>;

export const DatiGeneraliProgramma = Type.Object(
  {
    ...campiProgramma,
    descrizione: Nullable(Type.String()),
    dataInizio: Nullable(Data),
    dataFine: Nullable(Data),
    aperturaBando: Type.String({
      format: 'date',
      description: 'Apertura del bando del programma: la data di inizio non può precederla',
    }),
    note: Nullable(Type.String()),
    idProponente: Nullable(Id),
    abiBanca: Nullable(Type.String()),
    parereDaEsprimere: Type.Boolean({
      description: 'Un parere è stato chiesto alla Regione di chi legge e attende il suo esito',
    }),
  },
  { $id: 'DatiGeneraliProgramma' },
);
export type DatiGeneraliProgramma = Static<typeof DatiGeneraliProgramma>;

/** Other properties (those of the record read before) are ignored, so a form can send the record back whole. */
export const SalvaDatiGeneraliBody = Type.Object({
  idProgrammaInvestimento: Id,
  titolo: Type.Optional(NullableInput(Type.String({ maxLength: 500 }))),
  descrizione: Type.Optional(NullableInput(Type.String({ maxLength: 4000 }))),
  importoRichiesto: Type.Optional(NullableInput(Importo)),
  importoAmmesso: Type.Optional(NullableInput(Importo)),
  dataInizio: Type.Optional(NullableInput(Data)),
  dataFine: Type.Optional(NullableInput(Data)),
  note: Type.Optional(NullableInput(Type.String({ maxLength: 4000 }))),
  abiBanca: Type.Optional(
    NullableInput(Type.String({ pattern: '^[0-9]{5}$', description: 'Codice ABI della banca autorizzata' })),
  ),
});
export type SalvaDatiGeneraliBody = Static<typeof SalvaDatiGeneraliBody>;

export const PROGRAMMA_SORT_FIELDS = [
  'idProgrammaInvestimento',
  'denominazione',
  'cuaa',
  'codRegione',
  'idStato',
  'nBeneficiari',
  'importoRichiesto',
  'dataPresentazione',
  'statoDal',
] as const;
export type ProgrammaSortField = (typeof PROGRAMMA_SORT_FIELDS)[number];

const Ricerca = (description: string) => Type.Optional(Type.String({ minLength: 1, maxLength: 200, description }));

/**
 * The seven legacy filters, plus the call and the overdue integrations: the server's querystring, the data
 * provider's query names, the filter form's inputs (`programmiSchema.list.filters`) and the SQL builder's keys.
 */
export const FiltriProgrammi = Type.Object({
  idBando: Type.Optional(Id),
  denominazione: Ricerca('Parte della denominazione, senza distinguere maiuscole e accenti'),
  cognomeProponente: Ricerca('Parte del cognome del proponente, senza distinguere maiuscole e accenti'),
  cognomeBeneficiario: Ricerca('Cognome di un beneficiario, per intero'),
  codRegione: Type.Optional(Type.String({ pattern: '^[0-9]{2}$', ...conScelte(REGIONI) })),
  idStato: Type.Optional(Scelta(STATI_CON_NOME, { description: 'Codice dello stato del programma' })),
  nBeneficiariDa: Type.Optional(Intero({ minimum: 0 })),
  nBeneficiariA: Type.Optional(Intero({ minimum: 0 })),
  integrazioneScaduta: Type.Optional(Type.Boolean()),
});
export type FiltriProgrammi = Static<typeof FiltriProgrammi>;

export const ListaProgrammiQuery = Type.Object({
  ...listQuery(PROGRAMMA_SORT_FIELDS).properties,
  ...FiltriProgrammi.properties,
});
export type ListaProgrammiQuery = Static<typeof ListaProgrammiQuery>;

export const StatoProgrammaVoce = Type.Object({
  idStato: StatoProgramma,
  descrizioneStato: Type.String(),
  finale: Type.Boolean(),
});

export const CodiciCupCore = Type.Object({
  idProgrammaInvestimento: Id,
  codiceCup: Nullable(Type.String()),
  codiceCore: Nullable(Type.String()),
});

export const StoricoImporto = Type.Object({
  idStorico: Id,
  campo: Type.Enum(['importoRichiesto', 'importoAmmesso']),
  importoPrecedente: Nullable(Importo),
  importoNuovo: Nullable(Importo),
  modificatoIl: Istante,
  modificatoDa: Type.String(),
  modificatoDaNome: Type.String({ description: 'Nome e cognome di chi ha modificato' }),
  ruolo: Type.String(),
});

export const Incarico = Type.Object({
  idProgrammaInvestimento: Id,
  idBando: Id,
  cuaa: Type.String(),
  denominazione: Type.String(),
  codRegione: Type.String(),
  idStato: StatoProgramma,
  descrizioneStato: Type.String(),
  statoDal: Istante,
  azione: Nullable(Type.String({ description: "Azione attesa (chiave delle azioni dello schema 'programmi')" })),
  descrizioneIncarico: Type.String(),
  scadenzaControdeduzioni: Nullable(Data),
  giorniInIntegrazione: Nullable(Intero({ minimum: 0 })),
  integrazioneScaduta: Type.Boolean(),
});
export type Incarico = Static<typeof Incarico>;

export const ListaIncarichiQuery = listQuery(['statoDal', 'idProgrammaInvestimento', 'denominazione']);

export const Note = Testo(4000, 'Nota');
export const NoteQuery = Type.Object({ note: Note });
export const NoteFacoltativaQuery = Type.Object({ note: Type.Optional(Note) });

export { Data, Id, Istante };
