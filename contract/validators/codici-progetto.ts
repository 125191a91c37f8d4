import { Type } from 'typebox';

/** The codes a programme receives on approval: CUP (codice unico di progetto) and COR (registro nazionale aiuti). */
export const CUP_FORMAT = 'codice-cup';
export const COR_FORMAT = 'codice-cor';

export const isCodiceCup = (value: string): boolean => /^[A-Z0-9]{15}$/.test(value);
export const isCodiceCor = (value: string): boolean => /^[0-9]{1,12}$/.test(value);

export const CodiceCup = Type.String({
  format: CUP_FORMAT,
  description: 'Codice unico di progetto: 15 caratteri, lettere maiuscole e cifre',
  examples: ['J84E24000120001'],
});

export const CodiceCor = Type.String({
  format: COR_FORMAT,
  description: 'Codice COR del Registro nazionale degli aiuti: solo cifre',
  examples: ['1234567'],
});

interface AjvLike {
  addFormat(name: string, format: (value: string) => boolean): unknown;
}

/** An AJV plugin for Fastify's validator, beside `addCodiceFiscaleFormat`. */
export function addCodiciProgettoFormats<Ajv extends AjvLike>(ajv: Ajv): Ajv {
  ajv.addFormat(CUP_FORMAT, isCodiceCup);
  ajv.addFormat(COR_FORMAT, isCodiceCor);
  return ajv;
}
