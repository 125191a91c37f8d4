import { SQL, StringChunk } from 'drizzle-orm';

export interface SqlReso {
  readonly sql: string;
  readonly params: unknown[];
}

type Valore = string | number | boolean | bigint | null;

const valoreSemplice = (chunk: unknown): chunk is Valore =>
  chunk === null ||
  typeof chunk === 'string' ||
  typeof chunk === 'number' ||
  typeof chunk === 'boolean' ||
  typeof chunk === 'bigint';

/**
 * The text and parameters of a plain SQL template, exactly as drizzle's PgDialect renders it (`$1`, `$2`… in order),
 * or undefined when the template holds anything else (tables, columns, arrays, inlined parameters, dates), which
 * drizzle then renders itself. Drizzle's renderer allocates a configuration and a partial result for every piece and
 * asks each piece's kind a dozen times: for the lists' statements, a few hundred pieces, it was the largest part of
 * the portal's own CPU per request (docs/performance.md).
 */
export function rendiSql(radice: SQL): SqlReso | undefined {
  let testo = '';
  const params: unknown[] = [];
  const visita = (nodo: SQL): boolean => {
    if ((nodo as unknown as { shouldInlineParams: boolean }).shouldInlineParams) return false;
    for (const chunk of nodo.queryChunks) {
      if (chunk instanceof StringChunk) {
        for (const parte of chunk.value) testo += parte;
      } else if (chunk instanceof SQL) {
        if (!visita(chunk)) return false;
      } else if (valoreSemplice(chunk)) {
        params.push(chunk);
        testo += `$${params.length}`;
      } else if (chunk !== undefined) {
        return false;
      }
    }
    return true;
  };
  return visita(radice) ? { sql: testo, params } : undefined;
}
