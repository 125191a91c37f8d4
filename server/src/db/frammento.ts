import { SQL, StringChunk } from 'drizzle-orm';

const testiGiaVisti = new WeakMap<TemplateStringsArray, readonly StringChunk[]>();

const conPezzi = (pezzi: readonly unknown[]): SQL => {
  // An empty SQL filled afterwards: drizzle's constructor looks for a table in every piece, which these never hold.
  const risultato = new SQL([]);
  risultato.queryChunks.push(...(pezzi as SQL['queryChunks']));
  return risultato;
};

/**
 * drizzle's `sql` tag for the statements built on every request (the lists' filters, visibility, clocks): the same SQL
 * object from text, values and other fragments — never a table or a column, whose names drizzle would then not
 * collect. drizzle's own tag makes a new piece for every bit of text and asks every piece whether it is a table: for
 * the programme list, a thirtieth of the portal's CPU (docs/performance.md). A template's text pieces are made once.
 */
export function frammento(testi: TemplateStringsArray, ...valori: unknown[]): SQL {
  let testo = testiGiaVisti.get(testi);
  if (!testo) {
    testo = testi.map((parte) => new StringChunk(parte));
    testiGiaVisti.set(testi, testo);
  }
  const pezzi: unknown[] = [testo[0]];
  for (let i = 0; i < valori.length; i++) pezzi.push(valori[i], testo[i + 1]);
  return conPezzi(pezzi);
}

/** `sql.join`: the fragments with `separatore` between each two. */
export function unisci(frammenti: readonly SQL[], separatore: string): SQL {
  const tra = new StringChunk(separatore);
  return conPezzi(frammenti.flatMap((parte, i) => (i === 0 ? [parte] : [tra, parte])));
}

/** `sql.raw`: text taken as SQL, never a value (only for the code's own words, such as ASC and DESC). */
export const grezzo = (testo: string): SQL => conPezzi([new StringChunk(testo)]);
