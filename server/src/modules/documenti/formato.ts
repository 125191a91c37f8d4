import { formatEuro, importo } from '../../domain/importo';
import { oggiInItalia } from '../../engine/clock';

/** 1.234.567,89 €; a dash for no amount. */
export const euro = (valore: number | null | undefined): string =>
  valore === null || valore === undefined ? '—' : formatEuro(importo(valore));

/** A day `YYYY-MM-DD`, or the Italian day of an instant, as dd/mm/yyyy; a dash for none. */
export function data(valore: string | Date | null | undefined): string {
  if (!valore) return '—';
  const giorno = valore instanceof Date || valore.length > 10 ? oggiInItalia(new Date(valore)) : valore;
  const [anno, mese, di] = giorno.split('-');
  return `${di}/${mese}/${anno}`;
}

export const siNo = (valore: boolean): string => (valore ? 'Sì' : 'No');

export const ETICHETTE_COPERTURA: Readonly<Record<string, string>> = {
  CONTRIBUTO_CAPITALE: 'Contributo in conto capitale',
  FINANZIAMENTO_AGEVOLATO: 'Finanziamento agevolato',
  FINANZIAMENTO_BANCARIO: 'Finanziamento bancario',
  MEZZI_PROPRI: 'Mezzi propri',
};

export const ETICHETTE_DOCUMENTO: Readonly<Record<string, string>> = {
  CASELLARIO: 'Certificato del casellario giudiziale',
  RICHIESTA_CASELLARIO: 'Richiesta del certificato del casellario',
  INFORMATIVA_ANTIMAFIA: 'Informativa antimafia',
  RICHIESTA_ANTIMAFIA: "Richiesta dell'informativa antimafia",
};

export const STATO_BENEFICIARIO: Readonly<Record<string, string>> = {
  ATTIVO: 'Attivo',
  SOSTITUITO: 'Sostituito da subentro',
};
