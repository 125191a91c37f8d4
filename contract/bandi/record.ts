import { Type, type Static } from 'typebox';
import { Intero } from '../interi';
import { listQuery } from '../lista';

export const TipologiaBando = Type.String({
  description: "Tipologia del bando: 'V' contratti di filiera, 'DC' distretti del cibo, altre tipologie di programma",
  minLength: 1,
  maxLength: 10,
});

export const Bando = Type.Object(
  {
    idBando: Intero({ minimum: 1 }),
    descrizione: Type.String(),
    numeroProgrammi: Intero({ minimum: 0, description: 'Programmi o domande presentati (esclusi i bozza)' }),
    tipologia: TipologiaBando,
    dataApertura: Type.String({ format: 'date' }),
    dataChiusura: Type.String({ format: 'date' }),
    budget: Type.Number({ minimum: 0, description: 'Dotazione finanziaria in euro' }),
  },
  { $id: 'Bando', additionalProperties: false },
);
export type Bando = Static<typeof Bando>;

export const IdBandoParams = Type.Object({ idBando: Intero({ minimum: 1 }) });
export type IdBandoParams = Static<typeof IdBandoParams>;

export const BANDO_SORT_FIELDS = [
  'idBando',
  'descrizione',
  'numeroProgrammi',
  'tipologia',
  'dataApertura',
  'dataChiusura',
] as const;
export type BandoSortField = (typeof BANDO_SORT_FIELDS)[number];

/** The list's filters: the server's querystring, the data provider's query names and the SQL builder's keys. */
export const FiltriBandi = Type.Object({
  descrizione: Type.Optional(
    Type.String({
      maxLength: 200,
      description: 'Parte della descrizione, senza distinguere maiuscole e accenti',
    }),
  ),
});
export type FiltriBandi = Static<typeof FiltriBandi>;

export const ListaBandiQuery = Type.Object({
  ...listQuery(BANDO_SORT_FIELDS).properties,
  ...FiltriBandi.properties,
});
export type ListaBandiQuery = Static<typeof ListaBandiQuery>;
