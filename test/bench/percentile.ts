/** The nearest-rank percentile (0 < p ≤ 100) of the values; NaN when there are none. */
export function percentile(valori: readonly number[], p: number): number {
  if (valori.length === 0) return Number.NaN;
  const ordinati = [...valori].sort((a, b) => a - b);
  return ordinati[Math.max(0, Math.ceil((p / 100) * ordinati.length) - 1)];
}
