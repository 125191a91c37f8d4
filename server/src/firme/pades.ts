import type { EsitoFirma } from './esito';
import { leggiSignedData, MOTIVI, verificaSignedData, type OpzioniVerifica } from './cms';

const BYTE_RANGE = /\/ByteRange\s*\[\s*(\d+)\s+(\d+)\s+(\d+)\s+(\d+)\s*\]/g;
/** A PDF date, `D:YYYYMMDDHHmmSS` with an optional offset `+01'00'` or `Z`. */
const DATA_PDF = /\/M\s*\(D:(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})(?:([+-])(\d{2})'?(\d{2})'?|Z)?/;

export const MOTIVI_PADES = {
  intervallo: 'la firma del PDF non indica correttamente le parti firmate',
  aggiunte: 'il PDF è stato modificato dopo la firma',
} as const;

interface Firma {
  readonly intervallo: readonly [number, number, number, number];
  /** The text of the signature dictionary around /ByteRange, to read its /M. */
  readonly dizionario: string;
}

function firmeDel(testo: string): Firma[] {
  return [...testo.matchAll(BYTE_RANGE)].map((trovato) => {
    const inizio = testo.lastIndexOf('obj', trovato.index);
    const fine = testo.indexOf('endobj', trovato.index);
    return {
      intervallo: [1, 2, 3, 4].map((i) => Number(trovato[i])) as unknown as Firma['intervallo'],
      dizionario: testo.slice(Math.max(0, inizio), fine === -1 ? undefined : fine),
    };
  });
}

function dataDichiarata(dizionario: string): Date | null {
  const t = DATA_PDF.exec(dizionario);
  if (!t) return null;
  const utc = Date.UTC(+t[1], +t[2] - 1, +t[3], +t[4], +t[5], +t[6]);
  const scarto = t[7] ? (t[7] === '-' ? -1 : 1) * (+t[8] * 60 + +t[9]) * 60_000 : 0;
  return new Date(utc - scarto);
}

const nonValida = (motivo: string): EsitoFirma => ({
  formato: 'PADES',
  valida: false,
  firmatario: null,
  codiceFiscale: null,
  firmatoIl: null,
  motivo,
});

/**
 * One signature of the PDF: the bytes it covers (all but the hex of /Contents, where the CMS is), the CMS over them.
 * `ultima`: the last signature must cover the file to its end, else something was added after it.
 */
async function verificaUna(
  pdf: Uint8Array,
  testo: string,
  firma: Firma,
  ultima: boolean,
  opzioni: OpzioniVerifica,
): Promise<EsitoFirma> {
  const [a, b, c, d] = firma.intervallo;
  const contenuti = testo.slice(a + b, c);
  if (a !== 0 || c < a + b || c + d > pdf.length || !/^<[0-9a-fA-F\s]*>$/.test(contenuti))
    return nonValida(MOTIVI_PADES.intervallo);
  if (ultima && testo.slice(c + d).trim() !== '') return nonValida(MOTIVI_PADES.aggiunte);
  const signed = leggiSignedData(Buffer.from(contenuti.slice(1, -1).replace(/\s+/g, ''), 'hex'));
  if (typeof signed === 'string') return nonValida(signed);
  const firmato = Buffer.concat([pdf.subarray(a, a + b), pdf.subarray(c, c + d)]);
  return {
    formato: 'PADES',
    ...(await verificaSignedData(signed, firmato, dataDichiarata(firma.dizionario), opzioni)),
  };
}

/**
 * The signatures of a PDF (PAdES): null when it has none. Every one must hold; the last one speaks for the file
 * (with incremental signatures, it covers the earlier ones).
 */
export async function verificaPades(pdf: Uint8Array, opzioni: OpzioniVerifica): Promise<EsitoFirma | null> {
  const testo = Buffer.from(pdf).toString('latin1');
  const firme = firmeDel(testo);
  if (firme.length === 0) return null;
  let esito: EsitoFirma = nonValida(MOTIVI.illeggibile);
  for (const [i, firma] of firme.entries()) {
    esito = await verificaUna(pdf, testo, firma, i === firme.length - 1, opzioni);
    if (!esito.valida) return esito;
  }
  return esito;
}
