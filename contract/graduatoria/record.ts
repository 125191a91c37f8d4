import { Type, type Static } from 'typebox';
import { campiFile } from '../allegati/record';
import { Id, Istante, Nullable } from '../programmi/record';
import { Livello, Punti } from '../valutazione/record';

export const ESITI_GRADUATORIA = ['FINANZIABILE', 'AMMESSA_NON_FINANZIATA', 'ESCLUSA'] as const;
export const SPAREGGI = ['PUNTEGGIO', 'INOLTRO', 'NUMERO'] as const;

const Euro = Type.Number({ minimum: 0, description: 'Euro' });

/** A row of the ranking, explaining itself (docs/graduatoria.md); no fiscal code, no natural person's name. */
export const RigaGraduatoria = Type.Object(
  {
    posizione: Type.Integer({ minimum: 1 }),
    idDomanda: Id,
    denominazione: Type.String({ description: 'Programma del distretto' }),
    denominazioneProponente: Type.String({ description: 'Società capofila' }),
    punteggio: Punti,
    punteggi: Type.Array(
      Type.Object({
        idParametro: Id,
        descrizione: Type.String(),
        livello: Livello,
        valore: Nullable(Punti),
      }),
      { description: 'Punteggio per parametro; per i parametri BENEFICIARIO la media dei beneficiari' },
    ),
    dataInoltro: Istante,
    importoRichiesto: Euro,
    sopraSoglia: Type.Boolean(),
    esito: Type.Enum(ESITI_GRADUATORIA),
    budgetResiduo: Type.Number({ description: 'Budget che resta dopo questa riga, euro' }),
    spareggio: Nullable(Type.Enum(SPAREGGI, { description: 'Che cosa la mette sopra la riga seguente' })),
  },
  { $id: 'RigaGraduatoria' },
);
export type RigaGraduatoria = Static<typeof RigaGraduatoria>;

/** A call's ranking: provisional (computed now) until finalised, frozen after. */
export const Graduatoria = Type.Object(
  {
    idBando: Id,
    descrizioneBando: Type.String(),
    definitiva: Type.Boolean(),
    punteggioMinimo: Punti,
    budget: Euro,
    versioneRegola: Type.String({ description: 'Nome della regola di calcolo che forma la graduatoria' }),
    finalizzataIl: Nullable(Istante),
    dataDecreto: Nullable(Type.String({ format: 'date', description: 'Data del decreto che adotta la graduatoria' })),
    righe: Type.Array(RigaGraduatoria),
  },
  { $id: 'Graduatoria' },
);
export type Graduatoria = Static<typeof Graduatoria>;

/** The decree that adopts a final ranking: one file per call (by idBando), with the decree's date. */
export const AllegatoGraduatoria = Type.Object(
  { idBando: Id, dataDecreto: Type.String({ format: 'date', description: 'Data del decreto' }), ...campiFile },
  { $id: 'AllegatoGraduatoria' },
);
export type AllegatoGraduatoria = Static<typeof AllegatoGraduatoria>;

/**
 * A call whose ranking waits for the ministry (`getListaGraduatorieDaFinalizzare`): evaluated applications and none
 * still in review or evaluation, not final yet. The ministry's work queue shows it with a link to the ranking.
 */
export const GraduatoriaDaFinalizzare = Type.Object({
  idBando: Id,
  descrizioneBando: Type.String(),
  domandeValutate: Type.Integer({ minimum: 1 }),
  prontaDal: Istante,
  descrizioneIncarico: Type.String(),
});
export type GraduatoriaDaFinalizzare = Static<typeof GraduatoriaDaFinalizzare>;
