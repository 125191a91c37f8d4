import { Type, type Static } from 'typebox';
import { campiFile } from '../allegati/record';
import { campiFirma, RichiedeFirma } from '../allegati/firma';
import { Data, Id, Istante, Nullable } from '../programmi/record';

export const IdAllegatoParams = Type.Object({ idAllegato: Id });
export type IdAllegatoParams = Static<typeof IdAllegatoParams>;

export const CancellaAllegatoDomandaParams = Type.Object({ idDomanda: Id, idAllegato: Id });
export type CancellaAllegatoDomandaParams = Static<typeof CancellaAllegatoDomandaParams>;

export const CancellaAllegatoBeneficiarioParams = Type.Object({ idBeneficiario: Id, idAllegato: Id });
export type CancellaAllegatoBeneficiarioParams = Static<typeof CancellaAllegatoBeneficiarioParams>;

/** Reference data: what an application or a beneficiary attaches, which categories forwarding needs, which expire. */
export const CategoriaAllegatoDomanda = Type.Object(
  {
    idCategoria: Id,
    descrizione: Type.String(),
    obbligatoria: Type.Boolean({ description: 'Serve almeno un file di questa categoria per inoltrare la domanda' }),
    richiedeScadenza: Type.Boolean({ description: 'Il caricamento chiede dataScadenza' }),
    richiedeFirma: RichiedeFirma,
  },
  { $id: 'CategoriaAllegatoDomanda' },
);
export type CategoriaAllegatoDomanda = Static<typeof CategoriaAllegatoDomanda>;

/** A file of an application (idBeneficiario null) or of one of its beneficiaries. */
export const AllegatoDomanda = Type.Object(
  {
    idAllegato: Id,
    idDomanda: Id,
    idBeneficiario: Nullable(Id),
    idCategoria: Id,
    descrizioneCategoria: Type.String(),
    dataScadenza: Nullable(Data),
    scaduto: Type.Boolean({ description: 'La data di scadenza è passata' }),
    ...campiFile,
    ...campiFirma,
  },
  { $id: 'AllegatoDomanda' },
);
export type AllegatoDomanda = Static<typeof AllegatoDomanda>;

const caricamento = { idCategoria: Id, dataScadenza: Type.Optional(Data) };

export const CaricaAllegatoDomandaQuery = Type.Object({ idDomanda: Id, ...caricamento });
export type CaricaAllegatoDomandaQuery = Static<typeof CaricaAllegatoDomandaQuery>;

export const CaricaAllegatoBeneficiarioQuery = Type.Object({ idBeneficiario: Id, idDomanda: Id, ...caricamento });
export type CaricaAllegatoBeneficiarioQuery = Static<typeof CaricaAllegatoBeneficiarioQuery>;

export { Istante };
