/** A seeded generator (mulberry32): the same seed draws the same cases on every run, so a failure can be replayed. */
export function generatore(seme: number): () => number {
  let stato = seme >>> 0;
  return () => {
    stato = (stato + 0x6d2b79f5) >>> 0;
    let t = stato;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** `quanti` items drawn without repetition, in their original order. */
export function campione<T>(items: readonly T[], quanti: number, caso: () => number): T[] {
  if (items.length <= quanti) return [...items];
  const indici = items.map((_, i) => i);
  for (let i = 0; i < quanti; i++) {
    const j = i + Math.floor(caso() * (indici.length - i));
    [indici[i], indici[j]] = [indici[j], indici[i]];
  }
  return indici
    .slice(0, quanti)
    .sort((a, b) => a - b)
    .map((i) => items[i]);
}
