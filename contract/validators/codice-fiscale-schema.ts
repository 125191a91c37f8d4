import { Type } from 'typebox';
import Format from 'typebox/format';
import { isCodiceFiscale } from './codice-fiscale';

export const CODICE_FISCALE_FORMAT = 'codice-fiscale';

/**
 * A codice fiscale in a route schema. The format accepts lower case and spaces, so handlers store
 * `checkCodiceFiscale(value).normalized`. The format must be registered once at start-up with one of the functions
 * below.
 */
export const CodiceFiscale = Type.String({
  format: CODICE_FISCALE_FORMAT,
  description: 'Codice fiscale: 16 caratteri per una persona fisica, 11 cifre per una persona giuridica',
  examples: ['RSSMRA80A01H501U', '00743110157'],
});

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
