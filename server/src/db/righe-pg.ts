import pg from 'pg';

interface Campo {
  readonly name: string;
  readonly dataTypeID: number;
  readonly format?: string;
}

/** The part of node-postgres's `Result` that `addFields` fills (pg 8, lib/result.js). */
interface Risultato {
  fields: readonly Campo[];
  _parsers: unknown[];
  _types?: { getTypeParser(id: number, formato: string): unknown };
  _prebuiltEmptyResultObject: Readonly<Record<string, null>>;
}

type AddFields = (this: Risultato, campi: readonly Campo[]) => void;

/** The empty rows of the statements seen, by their column names: a few dozen statements, bounded all the same. */
const righeVuote = new Map<string, Readonly<Record<string, null>>>();
const MASSIMO_RIGHE_VUOTE = 1000;

function rigaVuota(campi: readonly Campo[]): Readonly<Record<string, null>> {
  const chiave = campi.map((campo) => campo.name).join('\u0000');
  let riga = righeVuote.get(chiave);
  if (!riga) {
    const nuova: Record<string, null> = {};
    for (const { name } of campi) nuova[name] = null;
    riga = nuova;
    if (righeVuote.size < MASSIMO_RIGHE_VUOTE) righeVuote.set(chiave, riga);
  }
  return riga;
}

/**
 * node-postgres makes each result's empty row (which every row of it copies) as an object without a prototype and
 * then copies that, a copy V8 makes slowly: for the programme list, a twentieth of the portal's CPU
 * (docs/performance.md). The same row as an ordinary object, made once per statement shape: the rows come out the
 * same. A column named `__proto__` keeps pg's own way, which an ordinary object could not hold.
 */
export function righeSenzaCopieLente(): void {
  const prototipo = pg.Result.prototype as unknown as { addFields: AddFields };
  const originale = prototipo.addFields;
  if ((originale as { veloce?: true }).veloce) return;
  const veloce: AddFields = function (this: Risultato, campi) {
    if (campi.some((campo) => campo.name === '__proto__')) return originale.call(this, campi);
    const tipi = this._types ?? (pg.types as NonNullable<Risultato['_types']>);
    this.fields = campi;
    this._parsers = campi.map((campo) => tipi.getTypeParser(campo.dataTypeID, campo.format || 'text'));
    this._prebuiltEmptyResultObject = rigaVuota(campi);
  };
  prototipo.addFields = Object.assign(veloce, { veloce: true as const });
}
