import { Type, type Static } from 'typebox';
import { Intero } from '../interi';
import { listQuery } from '../lista';

export const Notifica = Type.Object({
  idNotifica: Intero(),
  titolo: Type.String(),
  testo: Type.String(),
  link: Type.Union([Type.String({ description: "Percorso dell'app, sotto /contratti-filiera-fe" }), Type.Null()]),
  dataCreazione: Type.String({ format: 'date-time' }),
  letto: Type.Boolean(),
});

/** The list's filters: the server's querystring, the data provider's query names and the SQL builder's keys. */
export const FiltriNotifiche = Type.Object({
  letto: Type.Optional(Type.Boolean({ description: 'Solo le lette (true) o le non lette (false)' })),
});
export type FiltriNotifiche = Static<typeof FiltriNotifiche>;

export const ListaNotificheQuery = Type.Object({
  ...listQuery(['idNotifica']).properties,
  ...FiltriNotifiche.properties,
});
