import { Type } from 'typebox';

export const CODICE_FISCALE_FORMAT = 'codice-fiscale';

/**
 * A codice fiscale in a route schema. The format accepts lower case and spaces, so handlers store
 * `checkCodiceFiscale(value).normalized`. The format must be registered once at start-up: `addCodiceFiscaleFormat`
 * for Fastify's validator and `registerCodiceFiscaleFormat` for TypeBox's checker (both in ./codice-fiscale-formato.ts,
 * so that a browser bundle naming the format does not carry its rules).
 */
export const CodiceFiscale = Type.String({
  format: CODICE_FISCALE_FORMAT,
  description: 'Codice fiscale: 16 caratteri per una persona fisica, 11 cifre per una persona giuridica',
  examples: ['RSSMRA80A01H501U', '00743110157'],
});
