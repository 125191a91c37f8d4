import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ESEMPIO, esl } from './support/esl';
import type { Esl } from '../../server/src/domain/esl';

/** Italian display used by the docs: 1.234,56. */
function italiano(value: { toFixed(decimals: number): string }, decimals = 2): string {
  const [intero, decimale] = value.toFixed(decimals).split('.');
  return `${intero.replace(/\B(?=(\d{3})+(?!\d))/g, '.')},${decimale}`;
}

/** Body rows (cells) of the first markdown table after a heading of docs/esl.md. */
function tabella(heading: string): string[][] {
  const doc = readFileSync(new URL('../../docs/esl.md', import.meta.url), 'utf8');
  const lines = doc.slice(doc.indexOf(`\n### ${heading}\n`)).split('\n');
  const start = lines.findIndex((line) => line.startsWith('|'));
  const end = lines.findIndex((line, index) => index > start && !line.startsWith('|'));
  return lines.slice(start + 2, end).map((line) =>
    line
      .split('|')
      .slice(1, -1)
      .map((cell) => cell.trim()),
  );
}

describe('ESL: the worked example of docs/esl.md', () => {
  const risultato = esl(ESEMPIO);
  const somma = (valori: Esl['eslTotale'][]) => valori.reduce((a, b) => a.plus(b));

  it('gives the headline figures', () => {
    expect(risultato.eslFinanziamento.toFixed(2)).toBe('82766.20');
    expect(risultato.eslTotale.toFixed(2)).toBe('282766.20');
    expect(risultato.eslPercentuale.toFixed(2)).toBe('28.28');
    expect(risultato.periodi).toHaveLength(20);
    expect(risultato.periodi[4].agevolato.rata.toFixed(4)).toBe('31918.2076');
    expect(risultato.periodi[4].riferimento.rata.toFixed(4)).toBe('36099.7882');
  });

  it.each([
    ['Piano agevolato (0,5%)', 'agevolato'],
    ['Piano di riferimento (3,5%)', 'riferimento'],
  ] as const)('reproduces every figure of the table "%s"', (heading, piano) => {
    const attese = risultato.periodi.map((periodo) => {
      const { rata, interessi, quotaCapitale, debitoResiduo } = periodo[piano];
      return [
        String(periodo.periodo),
        String(periodo.mesi),
        ...[rata, interessi, quotaCapitale, debitoResiduo].map((v) => italiano(v)),
      ];
    });
    expect(tabella(heading)).toEqual(attese);
  });

  it('reproduces every figure of the discounting table', () => {
    const attese = risultato.periodi.map((periodo) => [
      String(periodo.periodo),
      italiano(periodo.riferimento.rata),
      italiano(periodo.agevolato.rata),
      italiano(periodo.risparmio),
      italiano(periodo.fattoreSconto, 8),
      italiano(periodo.risparmioAttualizzato),
    ]);
    expect(tabella('Risparmi attualizzati')).toEqual(attese);
  });

  it('reproduces the result table', () => {
    const valori = Object.fromEntries(
      tabella('Risultato').map(([voce, valore]) => [voce.replaceAll('**', ''), valore.replaceAll('**', '')]),
    );
    const interessiDiRiferimento = somma(risultato.periodi.map((p) => p.riferimento.interessi));
    expect(valori).toEqual({
      'interessi del piano agevolato': `${italiano(somma(risultato.periodi.map((p) => p.agevolato.interessi)))} €`,
      'interessi del piano di riferimento': `${italiano(interessiDiRiferimento)} €`,
      'somma dei risparmi (interessi risparmiati)': `${italiano(somma(risultato.periodi.map((p) => p.risparmio)))} €`,
      'ESL del finanziamento': `${italiano(risultato.eslFinanziamento)} €`,
      'contributo in conto capitale': '200.000,00 €',
      'ESL totale': `${italiano(risultato.eslTotale)} €`,
      "ESL in percentuale dell'investimento ammissibile": `${italiano(risultato.eslPercentuale)}%`,
    });
  });

  it('keeps the meaning the docs state: the savings add up to the interest saved, both plans repay the loan', () => {
    const interessiRisparmiati = somma(
      risultato.periodi.map((p) => p.riferimento.interessi.minus(p.agevolato.interessi)),
    );
    expect(somma(risultato.periodi.map((p) => p.risparmio)).toFixed(30)).toBe(interessiRisparmiati.toFixed(30));
    for (const piano of ['agevolato', 'riferimento'] as const) {
      expect(somma(risultato.periodi.map((p) => p[piano].quotaCapitale)).toFixed(30)).toBe(`500000.${'0'.repeat(30)}`);
      expect(risultato.periodi.at(-1)?.[piano].debitoResiduo.isZero()).toBe(true);
    }
  });
});
