import type { Livello } from '../../../../contract/valutazione/record';

/** The keys of the server's list of missing scores (409 of 'Concludi valutazione'), used for the fields too. */
export const chiaveDomanda = (idParametro: number) => `parametri.${idParametro}`;
export const chiaveBeneficiario = (idBeneficiario: number, idParametro: number) =>
  `beneficiari.${idBeneficiario}.parametri.${idParametro}`;

/** The DOM id of a parameter's field, from its key. */
export const idCampo = (chiave: string) => `valutazione-${chiave.replaceAll('.', '-')}`;

/** One score as the form holds it now: the parameter it is for, its level and the chosen value (null: none yet). */
export interface ValoreScelto {
  readonly idParametro: number;
  readonly livello: Livello;
  readonly valore: number | null;
}

const centesimi = (valore: number) => Math.round(valore * 100);

/**
 * The sum of the DOMANDA-level scores plus, for each BENEFICIARIO-level parameter, the mean of its
 * beneficiaries' scores rounded to 2 decimals half up (scores are never negative, so Math.round is half up). Worked in
 * cents, so no binary fraction creeps in; a parameter nobody has scored yet counts nothing.
 */
export function punteggioTotale(valori: readonly ValoreScelto[]): number {
  const dati = valori.filter((voce): voce is ValoreScelto & { valore: number } => voce.valore !== null);
  const domanda = dati.filter(({ livello }) => livello === 'DOMANDA').reduce((s, v) => s + centesimi(v.valore), 0);
  const perParametro = new Map<number, number[]>();
  for (const { idParametro, livello, valore } of dati) {
    if (livello === 'BENEFICIARIO') perParametro.set(idParametro, [...(perParametro.get(idParametro) ?? []), valore]);
  }
  const medie = [...perParametro.values()].reduce(
    (somma, punteggi) => somma + Math.round(punteggi.reduce((s, v) => s + centesimi(v), 0) / punteggi.length),
    0,
  );
  return (domanda + medie) / 100;
}

/** How many of the scores to give are given. */
export const valutati = (valori: readonly ValoreScelto[]) => valori.filter(({ valore }) => valore !== null).length;
