/** Italian IBAN: IT, 2 check digits, CIN, ABI (5 digits), CAB (5 digits), account (12 characters). */
export const IBAN_ITALIANO = /^IT[0-9]{2}[A-Z][0-9]{10}[0-9A-Z]{12}$/;

/** The ISO 13616 check: the country and check digits moved to the end, letters as 10…35, the number mod 97 is 1. */
export function ibanValido(iban: string): boolean {
  const riordinato = `${iban.slice(4)}${iban.slice(0, 4)}`;
  let resto = 0;
  for (const carattere of riordinato) {
    const valore = Number.parseInt(carattere, 36);
    resto = (valore > 9 ? resto * 100 + valore : resto * 10 + valore) % 97;
  }
  return resto === 1;
}

export const abiDellIban = (iban: string): string => iban.slice(5, 10);
