import type { EsitoFirma } from './esito';
import { leggiSignedData, verificaSignedData, type OpzioniVerifica } from './cms';

const PEM = /-----(?:BEGIN|END) [A-Z0-9 #]+-----/g;

/** A `.p7m` is DER/BER, or the same in base64 with or without a PEM header (docs/files.md, accepted types). */
function der(contenuto: Uint8Array): Uint8Array {
  if (contenuto[0] === 0x30) return contenuto;
  const testo = Buffer.from(contenuto).toString('latin1').replace(PEM, '').replace(/\s+/g, '');
  return Buffer.from(testo, 'base64');
}

/** A CAdES envelope with the signed document inside it (attached). */
export async function verificaCades(contenuto: Uint8Array, opzioni: OpzioniVerifica): Promise<EsitoFirma> {
  const signed = leggiSignedData(der(contenuto));
  if (typeof signed === 'string')
    return { formato: 'CADES', valida: false, firmatario: null, codiceFiscale: null, firmatoIl: null, motivo: signed };
  return { formato: 'CADES', ...(await verificaSignedData(signed, undefined, null, opzioni)) };
}
