import Fastify from 'fastify';
import { Type } from 'typebox';
import { Value } from 'typebox/value';
import { describe, expect, it } from 'vitest';
import { checkCodiceFiscale, isCodiceFiscale } from '../../contract/validators/codice-fiscale';
import { registerCodiceFiscaleFormat } from '../../contract/validators/codice-fiscale-formato';
import { addCodiceFiscaleFormat } from '../../contract/validators/codice-fiscale-formato';
import { CodiceFiscale } from '../../contract/validators/codice-fiscale-schema';

const LUNGHEZZA = 'Il codice fiscale deve avere 16 caratteri (persona fisica) o 11 cifre (persona giuridica)';
const CONTROLLO = 'Carattere di controllo del codice fiscale non valido';

/**
 * RSSMRA80A01H501U with 1 to 7 digits replaced by omocodia letters, right to left; check characters computed by hand.
 */
const OMOCODICI = [
  'RSSMRA80A01H50MM',
  'RSSMRA80A01H5LMX',
  'RSSMRA80A01HRLMS',
  'RSSMRA80A0MHRLMK',
  'RSSMRA80ALMHRLMV',
  'RSSMRA8LALMHRLMG',
  'RSSMRAULALMHRLMD',
];

describe('codice fiscale of a person', () => {
  it.each(['RSSMRA80A01H501U', 'BNCLRA85T41F205Y', 'VRDGPP13R10B296X'])('accepts %s', (code) => {
    expect(checkCodiceFiscale(code)).toEqual({ valid: true, kind: 'persona', normalized: code });
  });

  it('normalises lower case and spaces', () => {
    expect(checkCodiceFiscale('  rssmra80a01h501u ')).toEqual({
      valid: true,
      kind: 'persona',
      normalized: 'RSSMRA80A01H501U',
    });
    expect(checkCodiceFiscale('RSS MRA 80A01 H501U')).toEqual({
      valid: true,
      kind: 'persona',
      normalized: 'RSSMRA80A01H501U',
    });
  });

  it.each(OMOCODICI)('accepts the omocodia variant %s', (code) => {
    expect(checkCodiceFiscale(code.toLowerCase())).toEqual({ valid: true, kind: 'persona', normalized: code });
  });

  it.each(['RSSMRA80A01H501A', 'RSSMRA80A01H501V', 'RSSMRA80A01H50MU', 'BNCLRA85T41F205X'])(
    'refuses the wrong check character of %s',
    (code) => {
      expect(checkCodiceFiscale(code)).toEqual({ valid: false, message: CONTROLLO });
    },
  );

  it('refuses a swap of two characters', () => {
    expect(checkCodiceFiscale('RSSMRA08A01H501U')).toEqual({ valid: false, message: CONTROLLO });
  });

  it('tells what is wrong with the shape, the month or the day', () => {
    expect(checkCodiceFiscale('RSSMRA80A01H5O1U')).toEqual({
      valid: false,
      message:
        'Formato del codice fiscale non valido: sono attesi 6 lettere, ' +
        '2 cifre, 1 lettera, 2 cifre, 1 lettera, 3 cifre e 1 lettera',
    });
    expect(checkCodiceFiscale('1234567890123456')).toEqual(checkCodiceFiscale('RSSMRA80A01H5O1U'));
    expect(checkCodiceFiscale('RSS1RA80A01H501U')).toEqual(checkCodiceFiscale('RSSMRA80A01H5O1U'));
    expect(checkCodiceFiscale('RSSMRA80F01H501U')).toEqual({
      valid: false,
      message: 'Mese di nascita del codice fiscale non valido',
    });
    expect(checkCodiceFiscale('RSSMRA80A32H501U')).toEqual({
      valid: false,
      message: 'Giorno di nascita del codice fiscale non valido',
    });
    expect(checkCodiceFiscale('RSSMRA80A00H501U')).toEqual({
      valid: false,
      message: 'Giorno di nascita del codice fiscale non valido',
    });
  });
});

describe('codice fiscale of a company', () => {
  it.each(['00743110157', '12345678903', '01234567897'])('accepts %s', (code) => {
    expect(checkCodiceFiscale(code)).toEqual({ valid: true, kind: 'azienda', normalized: code });
  });

  it.each(['00743110158', '12345678901', '01234567890'])('refuses the wrong check digit of %s', (code) => {
    expect(checkCodiceFiscale(code)).toEqual({
      valid: false,
      message: 'Cifra di controllo del codice fiscale non valida',
    });
  });
});

describe('codice fiscale of the wrong length or kind', () => {
  it.each(['RSSMRA80A01H501', 'RSSMRA80A01H501UX', '0074311015', '007431101577', '0074311015A'])(
    'refuses %s with the length message',
    (code) => {
      expect(checkCodiceFiscale(code)).toEqual({ valid: false, message: LUNGHEZZA });
    },
  );

  it('asks for a code when there is none', () => {
    for (const value of ['', '   ', undefined, null, 42]) {
      expect(checkCodiceFiscale(value)).toEqual({ valid: false, message: 'Indicare il codice fiscale' });
    }
  });

  it('answers a plain boolean too', () => {
    expect(isCodiceFiscale('RSSMRA80A01H501U')).toBe(true);
    expect(isCodiceFiscale('RSSMRA80A01H501A')).toBe(false);
  });
});

describe('CodiceFiscale schema', () => {
  const Body = Type.Object({ codiceFiscale: CodiceFiscale });

  it('validates with TypeBox once the format is registered', () => {
    registerCodiceFiscaleFormat();
    expect(Value.Check(Body, { codiceFiscale: 'rssmra80a01h501u' })).toBe(true);
    expect(Value.Check(Body, { codiceFiscale: '00743110157' })).toBe(true);
    expect(Value.Check(Body, { codiceFiscale: 'RSSMRA80A01H501A' })).toBe(false);
  });

  it("validates a route's body with Fastify's AJV", async () => {
    const app = Fastify({ ajv: { plugins: [addCodiceFiscaleFormat] } });
    app.post('/beneficiari', { schema: { body: Body } }, async (request) => request.body);
    try {
      const valid = await app.inject({
        method: 'POST',
        url: '/beneficiari',
        payload: { codiceFiscale: 'RSSMRA80A01H501U' },
      });
      expect(valid.statusCode).toBe(200);
      const invalid = await app.inject({
        method: 'POST',
        url: '/beneficiari',
        payload: { codiceFiscale: 'RSSMRA80A01H501A' },
      });
      expect(invalid.statusCode).toBe(400);
      expect(invalid.json().message).toContain('codice-fiscale');
    } finally {
      await app.close();
    }
  });

  it('documents itself for OpenAPI', () => {
    expect(CodiceFiscale).toMatchObject({
      type: 'string',
      format: 'codice-fiscale',
      examples: ['RSSMRA80A01H501U', '00743110157'],
    });
  });
});
