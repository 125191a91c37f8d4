import { Type, type Static } from 'typebox';
import { Id, Istante, Nullable } from '../programmi/record';
import { Livello, Punti } from '../valutazione/record';
import { ESITI_GRADUATORIA, SPAREGGI } from './record';

/**
 * A final ranking as published (issue 12): reachable without login, cacheable, with no personal data: no fiscal code
 * or CUAA, no natural person's name; the applications by number, the district's programme and its lead company.
 */
export const PERCORSI_DATI_APERTI = {
  pagina: '/dati-aperti/graduatorie/{idBando}',
  csv: '/dati-aperti/graduatorie/{idBando}/graduatoria.csv',
  json: '/dati-aperti/graduatorie/{idBando}/graduatoria.json',
} as const;

const Euro = Type.Number({ minimum: 0, description: 'Euro' });

export const RigaPubblica = Type.Object(
  {
    posizione: Type.Integer({ minimum: 1 }),
    idDomanda: Id,
    denominazione: Type.String({ description: 'Programma del distretto' }),
    denominazioneProponente: Type.String({ description: 'Società capofila' }),
    punteggio: Punti,
    punteggi: Type.Array(Type.Object({ idParametro: Id, valore: Nullable(Punti) }), {
      description: 'Punteggio per parametro; per i parametri BENEFICIARIO la media dei beneficiari',
    }),
    dataInoltro: Istante,
    importoRichiesto: Euro,
    sopraSoglia: Type.Boolean(),
    esito: Type.Enum(ESITI_GRADUATORIA),
    budgetResiduo: Type.Number({ description: 'Budget che resta dopo questa riga, euro' }),
    spareggio: Nullable(Type.Enum(SPAREGGI, { description: 'Che cosa la mette sopra la riga seguente' })),
  },
  { $id: 'RigaGraduatoriaPubblica' },
);
export type RigaPubblica = Static<typeof RigaPubblica>;

export const GraduatoriaPubblica = Type.Object(
  {
    idBando: Id,
    descrizioneBando: Type.String(),
    punteggioMinimo: Punti,
    budget: Euro,
    versioneRegola: Type.String({ description: 'Nome della regola di calcolo che ha formato la graduatoria' }),
    finalizzataIl: Istante,
    dataDecreto: Nullable(Type.String({ format: 'date', description: 'Data del decreto che adotta la graduatoria' })),
    parametri: Type.Array(Type.Object({ idParametro: Id, descrizione: Type.String(), livello: Livello })),
    righe: Type.Array(RigaPubblica),
  },
  { $id: 'GraduatoriaPubblica' },
);
export type GraduatoriaPubblica = Static<typeof GraduatoriaPubblica>;
