import type { Validator } from 'react-admin';
import { checkCodiceFiscale } from '../../../contract/validators/codice-fiscale';
import { abiDellIban, IBAN_ITALIANO, ibanValido } from '../../../contract/validators/iban';
import { limitiDi } from '../../../contract/derivati';
import { BancaAutorizzata, Referente } from '../../../contract/proponenti/record';
import { EMAIL } from '../../../src/engine/formats';

/** The contract's rules (`contract/proponenti/record.ts`, `contract/campi.ts`), refusing with catalogue keys. */

const vuoto = (value: unknown) => value === null || value === undefined || value === '';

const regola =
  (valido: (text: string) => boolean, messaggio: string): Validator =>
  (value: unknown) =>
    vuoto(value) || valido(String(value)) ? undefined : messaggio;

/** The schema's pattern, said in the words of this field; its length is the field's limit (`campo`). */
const secondo = ({ pattern = '' }: { readonly pattern?: string }) => {
  const forma = new RegExp(pattern);
  return (text: string) => forma.test(text);
};

export const email = regola((text) => EMAIL.test(text), 'portale.proponenti.rules.email');
export const pec = regola((text) => EMAIL.test(text), 'portale.proponenti.rules.pec');
export const telefono = regola(secondo(limitiDi(Referente, 'telefono')), 'portale.proponenti.rules.phone');
export const abi = regola(secondo(limitiDi(BancaAutorizzata, 'abi')), 'portale.proponenti.rules.abi');

/** The legal representative is a person: a 16-character code, with its check character. */
export const codiceFiscalePersona: Validator = (value: unknown) => {
  if (vuoto(value)) return undefined;
  const check = checkCodiceFiscale(value);
  if (!check.valid) return check.message;
  return check.kind === 'persona' ? undefined : 'portale.proponenti.rules.representative_person';
};

/** An Italian IBAN with right check digits, of the bank whose ABI the form holds. */
export const iban: Validator = (value: unknown, valori: Record<string, unknown> = {}) => {
  if (vuoto(value)) return undefined;
  const text = String(value);
  if (!IBAN_ITALIANO.test(text)) return 'portale.proponenti.rules.iban_shape';
  if (!ibanValido(text)) return 'portale.proponenti.rules.iban_check';
  return vuoto(valori.abi) || abiDellIban(text) === valori.abi
    ? undefined
    : { message: 'portale.proponenti.rules.iban_bank', args: { abi: String(valori.abi) } };
};

/** Codes are typed in any case and with spaces; the server takes them upper case, without spaces. */
export const maiuscoloSenzaSpazi = (value: string) => value.replace(/\s+/g, '').toUpperCase();
