// Apart from the schema: importing typebox/format registers every standard format, which the browser never needs.
import Format from 'typebox/format';
import { isCodiceFiscale } from './codice-fiscale';
import { CODICE_FISCALE_FORMAT } from './codice-fiscale-schema';

/** For TypeBox's own checker (`Value.Check`, `Compile`, the type provider's `TypeBoxValidatorCompiler`). */
export function registerCodiceFiscaleFormat(): void {
  Format.Set(CODICE_FISCALE_FORMAT, isCodiceFiscale);
}

interface AjvLike {
  addFormat(name: string, format: (value: string) => boolean): unknown;
}

/** An AJV plugin for Fastify's default validator: `Fastify({ ajv: { plugins: [addCodiceFiscaleFormat] } })`. */
export function addCodiceFiscaleFormat<Ajv extends AjvLike>(ajv: Ajv): Ajv {
  ajv.addFormat(CODICE_FISCALE_FORMAT, isCodiceFiscale);
  return ajv;
}
