import { Type, type Static } from 'typebox';
import { campiFile } from '../allegati/record';
import { Id, Istante, Nullable } from '../programmi/record';
import { MOTIVAZIONE_MASSIMA } from './motivazione';

export const LIVELLI = ['DOMANDA', 'BENEFICIARIO'] as const;
export type Livello = (typeof LIVELLI)[number];
export const Livello = Type.Enum(LIVELLI, {
  description: 'DOMANDA: un punteggio per la domanda; BENEFICIARIO: uno per beneficiario, conta la media',
});

export const Punti = Type.Number({ minimum: 0, description: 'Punti, al massimo 2 decimali' });

/** A scoring parameter of a DC call (docs/graduatoria.md). */
export const Parametro = Type.Object(
  { idParametro: Id, idBando: Id, descrizione: Type.String(), livello: Livello, ordine: Type.Integer() },
  { $id: 'ParametroValutazione' },
);
export type Parametro = Static<typeof Parametro>;

/** One allowed score of a parameter (`listaPunteggi/{idParametro}`). */
export const Punteggio = Type.Object(
  { idPunteggio: Id, idParametro: Id, valore: Punti, descrizione: Type.String() },
  { $id: 'PunteggioParametro' },
);
export type Punteggio = Static<typeof Punteggio>;

/** A parameter with the score it has for an application or a beneficiary, if given yet. */
export const ValutazioneParametro = Type.Object(
  {
    ...Parametro.properties,
    idPunteggio: Nullable(Id),
    valore: Nullable(Punti),
    descrizionePunteggio: Nullable(Type.String()),
    note: Nullable(Type.String()),
    motivazione: Nullable(Type.String({ description: 'Perché il punteggio: testo di almeno la lunghezza del bando' })),
    idAllegatoEvidenza: Nullable(Id),
    nomeFileEvidenza: Nullable(Type.String({ description: 'Il file citato come evidenza' })),
    categoriaEvidenza: Nullable(Type.String({ description: 'La categoria di quel file' })),
    paginaEvidenza: Nullable(Type.Integer({ minimum: 1 })),
    lunghezzaMinimaMotivazione: Type.Integer({
      minimum: 1,
      description: 'Caratteri minimi della motivazione nel bando',
    }),
    salvataDa: Nullable(Type.String()),
    salvataIl: Nullable(Istante),
  },
  { $id: 'ValutazioneParametro' },
);
export type ValutazioneParametro = Static<typeof ValutazioneParametro>;

/**
 * The scores a commission member saves: one allowed score per parameter, each with its motivation (required: at least
 * the call's `lunghezzaMinimaMotivazione` characters, checked with the call, so absent is refused on its field as too
 * short), an optional note, and optionally the evidence it rests on: an attachment of the application or of one of
 * its beneficiaries, and a page of it.
 */
export const SalvaValutazioneBody = Type.Object({
  valutazioni: Type.Array(
    Type.Object({
      idParametro: Id,
      idPunteggio: Id,
      motivazione: Type.Optional(Nullable(Type.String({ maxLength: MOTIVAZIONE_MASSIMA }))),
      idAllegatoEvidenza: Type.Optional(Nullable(Id)),
      paginaEvidenza: Type.Optional(Nullable(Type.Integer({ minimum: 1, maximum: 100000 }))),
      note: Type.Optional(Nullable(Type.String({ maxLength: 4000 }))),
    }),
    { minItems: 1, maxItems: 100 },
  ),
});
export type SalvaValutazioneBody = Static<typeof SalvaValutazioneBody>;

/** The commission's minutes of an application's evaluation: one file per application (by idDomanda). */
export const AllegatoValutazione = Type.Object({ idDomanda: Id, ...campiFile }, { $id: 'AllegatoValutazione' });
export type AllegatoValutazione = Static<typeof AllegatoValutazione>;
