import pg from 'pg';

interface Campo {
  readonly name: string;
  readonly dataTypeID: number;
  readonly format?: string;
}

type Lettore = (testo: string) => unknown;
type CostruttoreRiga = (valori: readonly (string | null)[], lettori: readonly Lettore[]) => Record<string, unknown>;

/** The part of node-postgres's `Result` that `addFields` fills and `parseRow` reads (pg 8, lib/result.js). */
interface Risultato {
  fields: readonly Campo[];
  _parsers: Lettore[];
  _types?: { getTypeParser(id: number, formato: string): Lettore };
  _prebuiltEmptyResultObject: Readonly<Record<string, null>> | null;
  costruttoreRiga?: CostruttoreRiga;
}

type AddFields = (this: Risultato, campi: readonly Campo[]) => void;
type ParseRow = (this: Risultato, valori: readonly (string | null)[]) => Record<string, unknown>;

/** The statements' shapes seen, by their column names: a few dozen statements, bounded all the same. */
interface Forma {
  readonly vuota: Readonly<Record<string, null>>;
  readonly costruttore: CostruttoreRiga;
}
const forme = new Map<string, Forma>();
const MASSIMO_FORME = 1000;

/**
 * A function that makes a row of this shape in one object literal: the names are written as JSON strings, so a name
 * is only ever a property's name. What fast-json-stringify does for the answers, done here for the rows.
 */
function formaDi(campi: readonly Campo[]): Forma {
  const chiave = campi.map((campo) => campo.name).join('\u0000');
  let forma = forme.get(chiave);
  if (!forma) {
    const proprieta = campi.map(({ name }, i) => `${JSON.stringify(name)}: v[${i}] === null ? null : l[${i}](v[${i}])`);
    const vuota: Record<string, null> = {};
    for (const { name } of campi) vuota[name] = null;
    const costruttore = new Function('v', 'l', `return { ${proprieta.join(', ')} };`) as CostruttoreRiga;
    forma = { vuota, costruttore };
    if (forme.size < MASSIMO_FORME) forme.set(chiave, forma);
  }
  return forma;
}

/** A row pg's own way: a `__proto__` column (which an object literal would take for the prototype), binary values. */
const ordinaria = (campi: readonly Campo[]) =>
  campi.some((campo) => campo.name === '__proto__' || (campo.format ?? 'text') !== 'text');

/**
 * node-postgres makes each result's empty row as an object without a prototype, copies it (a copy V8 makes slowly)
 * and then copies it again for every row, setting each field by name: for the programme list, a tenth of the
 * portal's CPU (docs/performance.md). Here each statement shape gets, once, its empty row as an ordinary object and a
 * function that makes a row in one go; the rows come out the same, in the same order of fields.
 */
export function righeSenzaCopieLente(): void {
  const prototipo = pg.Result.prototype as unknown as { addFields: AddFields; parseRow: ParseRow; veloce?: true };
  if (prototipo.veloce) return;
  const { addFields, parseRow } = prototipo;
  prototipo.addFields = function (this: Risultato, campi) {
    if (ordinaria(campi)) {
      this.costruttoreRiga = undefined;
      return addFields.call(this, campi);
    }
    const tipi = this._types ?? (pg.types as NonNullable<Risultato['_types']>);
    const forma = formaDi(campi);
    this.fields = campi;
    this._parsers = campi.map((campo) => tipi.getTypeParser(campo.dataTypeID, 'text'));
    this._prebuiltEmptyResultObject = forma.vuota;
    this.costruttoreRiga = forma.costruttore;
  };
  prototipo.parseRow = function (this: Risultato, valori) {
    return this.costruttoreRiga ? this.costruttoreRiga(valori, this._parsers) : parseRow.call(this, valori);
  };
  prototipo.veloce = true;
}
