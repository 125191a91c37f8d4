import type { Validator } from 'react-admin';
import { checkCodiceFiscale } from '../../../server/src/domain/codice-fiscale';
import { abiDellIban, IBAN_ITALIANO, ibanValido } from '../../../server/src/domain/iban';

/** The server's rules (`server/src/modules/proponente/schemas.ts`, `dossier/campi.ts`) in the words a person reads. */

const vuoto = (value: unknown) => value === null || value === undefined || value === '';

const regola = (valido: (text: string) => boolean, messaggio: string): Validator => (value: unknown) =>
  vuoto(value) || valido(String(value)) ? undefined : messaggio;

/** Looser than the server's check on purpose: the server has the last word, with its own message. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const email = regola((text) => EMAIL.test(text) && text.length <= 254, 'Indirizzo email non valido');
export const pec = regola((text) => EMAIL.test(text) && text.length <= 254, 'Indirizzo PEC non valido');
export const telefono = regola((text) => /^\+?[0-9 ]{6,20}$/.test(text), 'Numero di telefono non valido: da 6 a 20 cifre, con un + iniziale facoltativo');
export const abi = regola((text) => /^[0-9]{5}$/.test(text), 'Il codice ABI è composto da 5 cifre');

/** The legal representative is a person: a 16-character code, with its check character. */
export const codiceFiscalePersona: Validator = (value: unknown) => {
  if (vuoto(value)) return undefined;
  const check = checkCodiceFiscale(value);
  if (!check.valid) return check.message;
  return check.kind === 'persona' ? undefined : 'Il rappresentante legale è una persona fisica: indicare un codice fiscale di 16 caratteri';
};

/** An Italian IBAN with right check digits, of the bank whose ABI the form holds. */
export const iban: Validator = (value: unknown, valori: Record<string, unknown> = {}) => {
  if (vuoto(value)) return undefined;
  const text = String(value);
  if (!IBAN_ITALIANO.test(text)) return 'IBAN non valido: IT, 2 cifre di controllo, CIN, ABI, CAB e conto (27 caratteri)';
  if (!ibanValido(text)) return 'IBAN non valido: le cifre di controllo non corrispondono';
  return vuoto(valori.abi) || abiDellIban(text) === valori.abi ? undefined : `L'IBAN non è della banca indicata (ABI ${String(valori.abi)})`;
};

/** Codes are typed in any case and with spaces; the server takes them upper case, without spaces. */
export const maiuscoloSenzaSpazi = (value: string) => value.replace(/\s+/g, '').toUpperCase();
