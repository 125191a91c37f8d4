import { Type, type Static } from 'typebox';
import { NomeBeneficiario } from '../campi';
import { Intero } from '../interi';
import { ErrorRef } from '../errori';
import { Nullable } from '../programmi/record';
import { campiFirma, RichiedeFirma } from './firma';

export { Nullable };

const Id = (description: string) => Intero({ minimum: 1, description });
const Data = Type.String({ format: 'date', description: 'AAAA-MM-GG' });
const Istante = Type.String({ format: 'date-time', description: 'ISO 8601 UTC' });

export const errori = { 400: ErrorRef, 401: ErrorRef, 403: ErrorRef, 404: ErrorRef };
export const erroriScrittura = { ...errori, 409: ErrorRef };
export const erroriCaricamento = { ...erroriScrittura, 413: ErrorRef, 415: ErrorRef };

/** What every attachment says of its file; the storage key never leaves the server. */
export const campiFile = {
  nomeFile: Type.String({ description: 'Nome del file, ripulito' }),
  tipoFile: Type.String({
    description: 'Tipo riconosciuto dal contenuto (pdf, p7m, png, jpeg, tiff, xlsx, docx, zip)',
  }),
  dimensione: Intero({ minimum: 0, description: 'Byte' }),
  sha256: Type.String({ pattern: '^[0-9a-f]{64}$' }),
  caricatoDa: Type.String({ description: 'Nome utente di chi lo ha caricato' }),
  caricatoDaNome: Type.String({
    description: 'Nome e cognome di chi lo ha caricato (il nome utente se non è censito)',
  }),
  caricatoIl: Istante,
};

export const IdProgrammaParams = Type.Object({ idProgrammaInvestimento: Id('idProgrammaInvestimento') });
export type IdProgrammaParams = Static<typeof IdProgrammaParams>;
export const IdProponenteParams = Type.Object({ idProponente: Id('idProponente') });
export const IdBeneficiarioParams = Type.Object({ idBeneficiario: Id('idBeneficiario') });
export const IdAllegatoParams = Type.Object({ idAllegato: Id('idAllegato') });
export const IdCategoriaParams = Type.Object({ idCategoria: Id('idCategoria') });

export const AllegatoProgramma = Type.Object(
  {
    idAllegato: Id('idAllegato'),
    idProgrammaInvestimento: Id('idProgrammaInvestimento'),
    idBeneficiario: Nullable(Id('idBeneficiario')),
    denominazioneBeneficiario: Nullable(NomeBeneficiario),
    tipo: Type.Enum(['APPROVAZIONE', 'RICHIESTA_INTEGRAZIONE', 'INTEGRAZIONE', 'CONTRODEDUZIONI']),
    ...campiFile,
  },
  { $id: 'AllegatoProgramma', title: 'AllegatoProgramma' },
);

export const Esistenza = Type.Object({ esiste: Type.Boolean() });

export const IntegrazioneQuery = Type.Object({
  idProgrammaInvestimento: Id('idProgrammaInvestimento'),
  idBeneficiario: Type.Optional(Id('Beneficiario a cui si riferisce il file, se uno')),
});
export type IntegrazioneQuery = Static<typeof IntegrazioneQuery>;

export const Categoria = Type.Object({ idCategoria: Id('idCategoria'), descrizione: Type.String() });
export const Tipologia = Type.Object({
  idTipologia: Id('idTipologia'),
  idCategoria: Id('idCategoria'),
  descrizione: Type.String(),
  richiedeScadenza: Type.Boolean({ description: 'Il caricamento chiede dataScadenza' }),
  richiedeFirma: RichiedeFirma,
});

export const AllegatoDossier = Type.Object(
  {
    idAllegato: Id('idAllegato'),
    idProponente: Nullable(Id('idProponente')),
    idBeneficiario: Nullable(Id('idBeneficiario')),
    idTipologia: Id('idTipologia'),
    descrizioneTipologia: Type.String(),
    idCategoria: Id('idCategoria'),
    descrizioneCategoria: Type.String(),
    dataScadenza: Nullable(Data),
    scaduto: Type.Boolean({ description: 'La data di scadenza è passata' }),
    storicizzatoIl: Nullable(Istante),
    ...campiFile,
    ...campiFirma,
  },
  { $id: 'AllegatoDossier', title: 'AllegatoDossier' },
);

const caricamentoDossier = {
  idTipologia: Id('idTipologia'),
  dataScadenza: Type.Optional(Data),
};
export const CaricaProponenteQuery = Type.Object({ idProponente: Id('idProponente'), ...caricamentoDossier });
export type CaricaProponenteQuery = Static<typeof CaricaProponenteQuery>;
export const CaricaBeneficiarioQuery = Type.Object({ idBeneficiario: Id('idBeneficiario'), ...caricamentoDossier });
export type CaricaBeneficiarioQuery = Static<typeof CaricaBeneficiarioQuery>;
