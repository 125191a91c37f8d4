import { Type, type Static } from 'typebox';
import { campiFile } from '../allegati/record';
import { Id, Istante, Testo } from '../programmi/record';

export const IdNotaParams = Type.Object({ idNota: Id });
export type IdNotaParams = Static<typeof IdNotaParams>;

/** A review note of the instructor in charge; a rejection's reasons are its notes. */
export const NotaIstruttoria = Type.Object(
  {
    idNota: Id,
    idDomanda: Id,
    testo: Type.String(),
    autore: Type.String({ description: 'Utente che ha scritto la nota' }),
    nominativo: Type.String(),
    creataIl: Istante,
  },
  { $id: 'NotaIstruttoria' },
);
export type NotaIstruttoria = Static<typeof NotaIstruttoria>;

export const SalvaNotaIstruttoriaBody = Type.Object({ testo: Testo(4000, 'Testo della nota') });
export type SalvaNotaIstruttoriaBody = Static<typeof SalvaNotaIstruttoriaBody>;

export const AllegatoIstruttoria = Type.Object(
  { idAllegato: Id, idDomanda: Id, ...campiFile },
  { $id: 'AllegatoIstruttoria' },
);
export type AllegatoIstruttoria = Static<typeof AllegatoIstruttoria>;
