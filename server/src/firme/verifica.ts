import type { FileKind } from '../files';
import { verificaCades } from './cades';
import { MOTIVI, type OpzioniVerifica } from './cms';
import type { EsitoFirma } from './esito';
import { verificaPades } from './pades';

/** The signature of an uploaded file: a `.p7m` always has one; a PDF may (PAdES); other types are never read. */
export async function verificaFirma(
  contenuto: Uint8Array,
  tipo: FileKind,
  opzioni: OpzioniVerifica = {},
): Promise<EsitoFirma | null> {
  try {
    if (tipo === 'p7m') return await verificaCades(contenuto, opzioni);
    if (tipo === 'pdf') return await verificaPades(contenuto, opzioni);
    return null;
  } catch {
    // A malformed envelope the parsers did not foresee is an unreadable signature, not a failed upload.
    return { formato: tipo === 'p7m' ? 'CADES' : 'PADES', ...ILLEGGIBILE };
  }
}

const ILLEGGIBILE = {
  valida: false,
  firmatario: null,
  codiceFiscale: null,
  firmatoIl: null,
  motivo: MOTIVI.illeggibile,
};
