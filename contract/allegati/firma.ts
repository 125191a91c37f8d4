import { Type, type Static } from 'typebox';
import { Nullable } from '../programmi/record';

/** What the portal read of an uploaded file's signature (docs/files.md «Digital signatures»). */
export const FirmaAllegato = Type.Object({
  formato: Type.Enum(['PADES', 'CADES'], { description: 'PAdES (PDF firmato) o CAdES (.p7m)' }),
  valida: Type.Boolean({ description: 'Valida sul contenuto, con il certificato in corso di validità alla firma' }),
  firmatario: Nullable(Type.String({ description: 'Nome e cognome dal certificato' })),
  codiceFiscale: Nullable(Type.String({ description: 'Dal numero di serie del certificato (TINIT-…, IT:…)' })),
  firmatoIl: Nullable(Type.String({ format: 'date-time', description: 'Data e ora di firma dichiarate' })),
  motivo: Nullable(Type.String({ description: 'Perché non è valida' })),
});
export type FirmaAllegato = Static<typeof FirmaAllegato>;

/** The field every list of attachments that reads signatures adds: null when the file carries none. */
export const campiFirma = { firma: Nullable(FirmaAllegato) };

/** Whether a category's or a type's files must carry a valid signature. */
export const RichiedeFirma = Type.Boolean({ description: 'Il file deve avere una firma digitale valida' });
