import { Type } from 'typebox';
import { isCodiceFiscale } from './codice-fiscale';

export const CODICE_FISCALE_FORMAT = 'codice-fiscale';

/**
 * A codice fiscale in a route schema. The format accepts lower case and spaces, so handlers store
 * `checkCodiceFiscale(value).normalized`. The format must be registered once at start-up: `addCodiceFiscaleFormat`
 * below for Fastify's validator, `registerCodiceFiscaleFormat` (./codice-fiscale-formato.ts) for TypeBox's checker.
 */
export const CodiceFiscale = Type.String({
  format: CODICE_FISCALE_FORMAT,
  description: 'Codice fiscale: 16 caratteri per una persona fisica, 11 cifre per una persona giuridica',
  examples: ['RSSMRA80A01H501U', '00743110157'],
});

interface AjvLike {
  addFormat(name: string, format: (value: string) => boolean): unknown;
}

/** An AJV plugin for Fastify's default validator: `Fastify({ ajv: { plugins: [addCodiceFiscaleFormat] } })`. */
export function addCodiceFiscaleFormat<Ajv extends AjvLike>(ajv: Ajv): Ajv {
  ajv.addFormat(CODICE_FISCALE_FORMAT, isCodiceFiscale);
  return ajv;
}
