import { Type, type Static } from 'typebox';
import { Intero } from '../interi';
import { conScelte, Scelta } from '../annotazioni';
import { CodRegione, Importo } from '../campi';
import { REGIONI } from '../programmi/regioni';
import { listQuery } from '../lista';
import { Data, Id, Istante, Nullable, NullableInput, Testo } from '../programmi/record';
import { CodiceFiscale } from '../validators/codice-fiscale-schema';
import { STATI_DOMANDA_CON_NOME } from './stati';

export const StatoDomanda = Scelta(STATI_DOMANDA_CON_NOME, { description: 'Codice dello stato della domanda' });

export const IdDomandaParams = Type.Object({ idDomanda: Id });
export type IdDomandaParams = Static<typeof IdDomandaParams>;

export const CreaDomandaParams = Type.Object({ idBando: Id, cuaaProponente: CodiceFiscale });
export type CreaDomandaParams = Static<typeof CreaDomandaParams>;

/** A company new to the portal names itself and its region as it opens its first application. */
export const CreaDomandaQuery = Type.Object({
  denominazione: Type.Optional(
    Type.String({ minLength: 1, maxLength: 300, description: "Denominazione dell'azienda, se mai vista dal portale" }),
  ),
  codRegione: Type.Optional(CodRegione),
});

/** An application as lists and its page show it; `inCaricoAMe` is answered for the person asking. */
export const Domanda = Type.Object(
  {
    idDomanda: Id,
    idBando: Id,
    descrizioneBando: Type.String(),
    cuaaProponente: Type.String({ description: 'Codice fiscale della capofila del distretto' }),
    denominazioneProponente: Type.String(),
    cognomeProponente: Nullable(Type.String({ description: 'Cognome del rappresentante legale' })),
    idProponente: Id,
    denominazione: Type.String({ description: 'Programma del distretto' }),
    descrizione: Nullable(Type.String()),
    codRegione: Type.String({ pattern: '^[0-9]{2}$' }),
    descrizioneRegione: Type.String(),
    idStato: StatoDomanda,
    descrizioneStato: Type.String(),
    statoDal: Istante,
    dataInoltro: Nullable(Istante),
    nBeneficiari: Type.Integer({ minimum: 0 }),
    importoRichiesto: Type.Number({ minimum: 0, description: 'Somma degli investimenti dei beneficiari, euro' }),
    istruttoreInCarico: Nullable(Type.String({ description: "Utente dell'istruttore che ha in carico la domanda" })),
    nominativoIstruttore: Nullable(Type.String()),
    inCaricoAMe: Type.Boolean({ description: 'La domanda è in carico a chi chiede' }),
    numeroProtocollo: Nullable(Type.String()),
    dataRicezione: Nullable(Data),
  },
  { $id: 'Domanda' },
);
export type Domanda = Static<typeof Domanda>;

/** Other properties (those of the record read before) are ignored, so a form can send the record back whole. */
export const SalvaDatiGeneraliDomandaBody = Type.Object({
  idDomanda: Id,
  denominazione: Testo(300, 'Programma del distretto'),
  descrizione: Type.Optional(NullableInput(Type.String({ maxLength: 4000 }))),
  codRegione: Type.Optional(CodRegione),
});
export type SalvaDatiGeneraliDomandaBody = Static<typeof SalvaDatiGeneraliDomandaBody>;

/** The receipt of the forwarded application: the protocol it was registered under, and when. */
export const DatiRicezioneBody = Type.Object({
  numeroProtocollo: Testo(50, 'Numero di protocollo di ricezione'),
  dataRicezione: Data,
});
export type DatiRicezioneBody = Static<typeof DatiRicezioneBody>;

/** What an external portal sends to open (or find again) the draft of a company on a call. */
export const CreaDomandaRestBody = Type.Object({
  idBando: Id,
  cuaaProponente: CodiceFiscale,
  denominazioneProponente: Testo(300, 'Denominazione della capofila, se nuova'),
  codRegione: CodRegione,
  denominazione: Type.Optional(Testo(300, 'Programma del distretto')),
});
export type CreaDomandaRestBody = Static<typeof CreaDomandaRestBody>;

export const DOMANDA_SORT_FIELDS = [
  'idDomanda',
  'denominazione',
  'cuaaProponente',
  'codRegione',
  'idStato',
  'nBeneficiari',
  'importoRichiesto',
  'dataInoltro',
  'statoDal',
] as const;

const Ricerca = (description: string) => Type.Optional(Type.String({ minLength: 1, maxLength: 200, description }));

/** The seven legacy filters, plus the call. */
export const FiltriDomande = Type.Object({
  idBando: Type.Optional(Id),
  denominazione: Ricerca('Parte della denominazione del programma, senza distinguere maiuscole e accenti'),
  cognomeProponente: Ricerca('Parte del cognome del rappresentante legale, senza distinguere maiuscole e accenti'),
  denominazioneBeneficiario: Ricerca(
    'Parte della denominazione di un beneficiario, senza distinguere maiuscole e accenti',
  ),
  codRegione: Type.Optional(
    Type.String({ pattern: '^[0-9]{2}$', description: 'Codice ISTAT della regione', ...conScelte(REGIONI) }),
  ),
  idStato: Type.Optional(StatoDomanda),
  nBeneficiariDa: Type.Optional(Intero({ minimum: 0 })),
  nBeneficiariA: Type.Optional(Intero({ minimum: 0 })),
});
export type FiltriDomande = Static<typeof FiltriDomande>;

export const ListaDomandeQuery = Type.Object({
  ...listQuery(DOMANDA_SORT_FIELDS).properties,
  ...FiltriDomande.properties,
});
export type ListaDomandeQuery = Static<typeof ListaDomandeQuery>;

export const StatoDomandaVoce = Type.Object({
  idStato: StatoDomanda,
  descrizioneStato: Type.String(),
  finale: Type.Boolean(),
});

/** An application waiting for an action of the person asking (`getListaIncarichi`). */
export const IncaricoDomanda = Type.Object({
  idDomanda: Id,
  idBando: Id,
  cuaaProponente: Type.String(),
  denominazione: Type.String(),
  idStato: StatoDomanda,
  descrizioneStato: Type.String(),
  statoDal: Istante,
  azione: Nullable(Type.String({ description: "Azione attesa (chiave delle azioni dello schema 'domande')" })),
  descrizioneIncarico: Type.String(),
  primaMancanza: Type.Optional(
    Nullable(
      Type.String({
        description:
          "Di una bozza da completare: la chiave della prima cosa che manca per inoltrarla, come nell'elenco " +
          'del rifiuto di inoltraDomanda; null quando non manca nulla',
      }),
    ),
  ),
});
export type IncaricoDomanda = Static<typeof IncaricoDomanda>;

export const ListaIncarichiDomandaQuery = listQuery(['statoDal', 'idDomanda', 'denominazione']);

export { Importo };
