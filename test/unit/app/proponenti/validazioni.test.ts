import type { ValidationErrorMessage, Validator } from 'react-admin';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18nProvider } from '../../../../i18n';
import {
  abi,
  codiceFiscalePersona,
  email,
  iban,
  maiuscoloSenzaSpazi,
  pec,
  telefono,
} from '../../../../resources/proponenti/wizard/validazioni';

/** The refusal as a person reads it, in Italian, as react-admin's helper text translates it. */
const letto = (refusal: ValidationErrorMessage | null | undefined) =>
  typeof refusal === 'object' && refusal
    ? i18nProvider.translate(refusal.message, refusal.args)
    : refusal && i18nProvider.translate(refusal);

/** A rule as a form runs it: the value, the form's values, the input's props; its refusal as read. */
const prova = (regola: Validator, valore: unknown, valori: object = {}) =>
  letto(regola(valore, valori, {}) as ValidationErrorMessage | undefined);

const IBAN_INTESA = 'IT09X0306903200000012345678';

describe("the proponent's field rules, in the server's words", () => {
  // The wizard's screen brings these texts when it loads.
  beforeAll(() => i18nProvider.loadScreenTexts());

  it('accepts an empty optional field and refuses malformed mail, PEC, phone and ABI', () => {
    for (const regola of [email, pec, telefono, abi]) expect(prova(regola, null)).toBeUndefined();
    expect(prova(email, 'info@colli.it', {})).toBeUndefined();
    expect(prova(email, 'info@colli', {})).toBe('Indirizzo email non valido');
    expect(prova(pec, 'colli legalmail.it', {})).toBe('Indirizzo PEC non valido');
    expect(prova(telefono, '+39 06 1234567', {})).toBeUndefined();
    expect(prova(telefono, '06-123', {})).toMatch(/^Numero di telefono non valido/);
    expect(prova(abi, '03069', {})).toBeUndefined();
    expect(prova(abi, '3069', {})).toBe('Il codice ABI è composto da 5 cifre');
  });

  it('wants a person as legal representative', () => {
    expect(prova(codiceFiscalePersona, 'RSSMRA80A01H501U', {})).toBeUndefined();
    expect(prova(codiceFiscalePersona, '01234567897', {})).toBe(
      'Il rappresentante legale è una persona fisica: indicare un codice fiscale di 16 caratteri',
    );
    expect(prova(codiceFiscalePersona, 'RSSMRA80A01H501A', {})).toBe(
      'Carattere di controllo del codice fiscale non valido',
    );
  });

  it("checks the IBAN's shape, its check digits and that it is of the bank named by the ABI", () => {
    expect(prova(iban, IBAN_INTESA, { abi: '03069' })).toBeUndefined();
    expect(prova(iban, 'IT09X03069', { abi: '03069' })).toMatch(/^IBAN non valido: IT, 2 cifre di controllo/);
    expect(prova(iban, 'IT10X0306903200000012345678', { abi: '03069' })).toBe(
      'IBAN non valido: le cifre di controllo non corrispondono',
    );
    expect(prova(iban, IBAN_INTESA, { abi: '02008' })).toBe("L'IBAN non è della banca indicata (ABI 02008)");
    expect(maiuscoloSenzaSpazi('it09 x030 69')).toBe('IT09X03069');
  });
});
