import type { Istruzione } from './istruzione-lista';

export interface ScriptPgbench {
  /** The statement with `:pN` for the N-th parameter, ended by a semicolon. */
  readonly script: string;
  /** pgbench `-D` definitions, bound as text parameters with `-M extended`, as node-postgres binds them. */
  readonly variabili: Readonly<Record<string, string>>;
}

/** node-postgres's text form of a parameter (`prepareValue`) for the types the list binds. */
function testoDelParametro(valore: unknown, posizione: number): string {
  if (typeof valore === 'string') return valore;
  if (typeof valore === 'number' || typeof valore === 'boolean') return String(valore);
  throw new Error(`Parametro $${posizione} non rappresentabile per pgbench: ${JSON.stringify(valore)}`);
}

/**
 * A string constant written as U&'…' with its colons escaped: pgbench takes `:name` anywhere in a statement, string
 * constants included, for a variable. The constant's value, and so the statement's meaning and plan, do not change.
 */
const costante = (letterale: string): string =>
  letterale.includes(':') ? `U&${letterale.replaceAll('\\', '\\005C').replaceAll(':', '\\003A')}` : letterale;

/**
 * The pgbench script of a statement: placeholders `$N` become variables `:pN`; string constants holding a colon are
 * rewritten so pgbench leaves them alone. Fails on anything else pgbench would read as a variable.
 */
export function scriptPgbench({ text, params }: Istruzione): ScriptPgbench {
  const parti = text.split(/('(?:[^']|'')*')/);
  const script = parti
    .map((parte, indice) => {
      if (indice % 2 === 1) return costante(parte);
      const riscritta = parte.replace(/\$(\d+)/g, (_, n: string) => `:p${n}`);
      const estranea = /(?<!:):(?!:)(?!p\d)\w/.exec(riscritta);
      if (estranea)
        throw new Error(
          `pgbench leggerebbe una variabile in «${riscritta.slice(estranea.index, estranea.index + 20)}»`,
        );
      return riscritta;
    })
    .join('');
  const variabili = Object.fromEntries(params.map((valore, i) => [`p${i + 1}`, testoDelParametro(valore, i + 1)]));
  return { script: `${script.trim()};\n`, variabili };
}
