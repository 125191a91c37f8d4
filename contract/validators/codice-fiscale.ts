/** Outcome of `checkCodiceFiscale`: a valid code comes back upper case, without spaces. */
export type CodiceFiscaleCheck =
  | { readonly valid: true; readonly kind: 'persona' | 'azienda'; readonly normalized: string }
  | { readonly valid: false; readonly message: string };

export const MESSAGGI_CODICE_FISCALE = {
  mancante: 'Indicare il codice fiscale',
  lunghezza: 'Il codice fiscale deve avere 16 caratteri (persona fisica) o 11 cifre (persona giuridica)',
  formato:
    'Formato del codice fiscale non valido: sono attesi 6 lettere, ' +
    '2 cifre, 1 lettera, 2 cifre, 1 lettera, 3 cifre e 1 lettera',
  mese: 'Mese di nascita del codice fiscale non valido',
  giorno: 'Giorno di nascita del codice fiscale non valido',
  carattereControllo: 'Carattere di controllo del codice fiscale non valido',
  cifraControllo: 'Cifra di controllo del codice fiscale non valida',
} as const;

/** Omocodia: when two people would share a code, the Agenzia replaces digits with these letters (0 → L … 9 → V). */
const OMOCODIA = 'LMNPQRSTUV';
const CIFRA = `[0-9${OMOCODIA}]`;
const PERSONA = new RegExp(`^[A-Z]{6}${CIFRA}{2}[A-Z]${CIFRA}{2}[A-Z]${CIFRA}{3}[A-Z]$`);
const MESI = 'ABCDEHLMPRST';
/**
 * Official values of the characters in odd positions for the check character, A to Z; digits 0 to 9 count as A to J.
 */
const DISPARI = [1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 2, 4, 18, 20, 11, 3, 6, 8, 12, 14, 16, 10, 22, 25, 24, 23];

/** Checks a codice fiscale: 16 characters for a person (omocodia allowed), 11 digits for a company. */
export function checkCodiceFiscale(value: unknown): CodiceFiscaleCheck {
  if (typeof value !== 'string' || value.trim() === '') return invalid(MESSAGGI_CODICE_FISCALE.mancante);
  const normalized = value.replace(/\s+/g, '').toUpperCase();
  if (/^\d{11}$/.test(normalized)) return checkAzienda(normalized);
  if (normalized.length === 16) return checkPersona(normalized);
  return invalid(MESSAGGI_CODICE_FISCALE.lunghezza);
}

export function isCodiceFiscale(value: unknown): boolean {
  return checkCodiceFiscale(value).valid;
}

function checkPersona(code: string): CodiceFiscaleCheck {
  if (!PERSONA.test(code)) return invalid(MESSAGGI_CODICE_FISCALE.formato);
  if (!MESI.includes(code[8])) return invalid(MESSAGGI_CODICE_FISCALE.mese);
  const giorno = Number(senzaOmocodia(code.slice(9, 11)));
  const maschio = giorno >= 1 && giorno <= 31;
  const femmina = giorno >= 41 && giorno <= 71;
  if (!maschio && !femmina) return invalid(MESSAGGI_CODICE_FISCALE.giorno);
  if (carattereDiControllo(code.slice(0, 15)) !== code[15]) return invalid(MESSAGGI_CODICE_FISCALE.carattereControllo);
  return { valid: true, kind: 'persona', normalized: code };
}

/** Positions count from 1: odd ones take the official table, even ones their plain value. */
function carattereDiControllo(first15: string): string {
  let somma = 0;
  for (let i = 0; i < first15.length; i++) somma += i % 2 === 0 ? DISPARI[ordinale(first15[i])] : ordinale(first15[i]);
  return String.fromCharCode(65 + (somma % 26));
}

/** 0 to 9 for a digit, 0 to 25 for a letter A to Z. */
function ordinale(c: string): number {
  return c >= '0' && c <= '9' ? Number(c) : c.charCodeAt(0) - 65;
}

/** Luhn-like rule of the Agenzia delle Entrate: digits in even positions are doubled, 9 subtracted above 9. */
function checkAzienda(code: string): CodiceFiscaleCheck {
  let somma = 0;
  for (let i = 0; i < 10; i++) {
    const cifra = Number(code[i]) * (i % 2 === 0 ? 1 : 2);
    somma += cifra > 9 ? cifra - 9 : cifra;
  }
  if ((10 - (somma % 10)) % 10 !== Number(code[10])) return invalid(MESSAGGI_CODICE_FISCALE.cifraControllo);
  return { valid: true, kind: 'azienda', normalized: code };
}

function senzaOmocodia(text: string): string {
  return text.replace(/[LMNPQRSTUV]/g, (lettera) => String(OMOCODIA.indexOf(lettera)));
}

function invalid(message: string): CodiceFiscaleCheck {
  return { valid: false, message };
}
