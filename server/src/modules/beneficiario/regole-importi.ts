import type { FieldErrors } from '../../http/errors';
import { formatEuro, haAlPiuDecimali, somma } from '../../domain/importo';
import type { Decimal } from '../../domain/decimal';
import type { Coperture, Cronoprogramma } from '../../../../contract/beneficiari/record-importi';

/** Every amount with at most 2 decimals (the schema checks the range). */
export function erroriImporti(voci: readonly { readonly importo: number }[]): FieldErrors {
  const errori: FieldErrors = {};
  voci.forEach(({ importo }, indice) => {
    if (!haAlPiuDecimali(importo)) errori[`${indice}.importo`] = 'Al massimo 2 decimali';
  });
  return errori;
}

/** Each source of coverage once, and the coverage adding up to the needs, to the cent. */
export function erroriCoperture(coperture: Coperture, totaleFabbisogni: Decimal): FieldErrors {
  const errori = erroriImporti(coperture);
  const visti = new Set<string>();
  coperture.forEach(({ tipo }, indice) => {
    if (visti.has(tipo)) errori[`${indice}.tipo`] = 'Fonte di copertura già indicata';
    visti.add(tipo);
  });
  const totale = somma(coperture.map((copertura) => copertura.importo));
  const differenza = totale.minus(totaleFabbisogni);
  if (!differenza.isZero()) {
    const scarto = differenza.isPositive()
      ? `eccedono di ${formatEuro(differenza)}`
      : `mancano ${formatEuro(differenza.abs())}`;
    errori.coperture =
      `Il totale delle coperture (${formatEuro(totale)}) deve essere uguale al totale dei fabbisogni ` +
      `(${formatEuro(totaleFabbisogni)}): ${scarto}`;
  }
  return errori;
}

export interface PeriodoProgramma {
  readonly dataInizio: string | null;
  readonly dataFine: string | null;
}

const it = (data: string) => data.split('-').reverse().join('/');

/** Each phase ends on or after its start, and falls within the programme's dates where these are set. */
export function erroriCronoprogramma(fasi: Cronoprogramma, programma: PeriodoProgramma): FieldErrors {
  const errori: FieldErrors = {};
  fasi.forEach(({ dataInizio, dataFine }, indice) => {
    if (dataFine < dataInizio) errori[`${indice}.dataFine`] = 'La data di fine non può precedere la data di inizio';
    else if (programma.dataInizio && dataInizio < programma.dataInizio) {
      errori[`${indice}.dataInizio`] =
        `La fase non può iniziare prima dell'inizio del programma (${it(programma.dataInizio)})`;
    } else if (programma.dataFine && dataFine > programma.dataFine) {
      errori[`${indice}.dataFine`] = `La fase non può finire dopo la fine del programma (${it(programma.dataFine)})`;
    }
  });
  return errori;
}
