import { describe, expect, it } from 'vitest';
import { proponentiSchema } from '../../../contract/proponenti/schema';
import { jsonAnswer, providerOver } from './fakeFetch';

/** The proponent's email save as the portal declares it (`mail` required, `pec` optional, in the query). */
const provider = () => providerOver([proponentiSchema], () => jsonAnswer({}));
const record = { id: 4, idProponente: 4 };

describe('salvaMailProponente', () => {
  it.each([null, undefined])('refuses an email that is %s before any request', async (mail) => {
    const { dataProvider, sent } = provider();
    await expect(
      dataProvider.action('proponenti', 'salvaMail', { record, params: { mail, pec: 'pec@pec.it' } }),
    ).rejects.toThrow('Required parameter mail was null or undefined when calling salvaMailProponente');
    expect(sent).toEqual([]);
  });

  it('sends the email, and the PEC only when there is one', async () => {
    const { dataProvider, sent } = provider();
    await dataProvider.action('proponenti', 'salvaMail', { record, params: { mail: 'a@b.it', pec: null } });
    expect(sent[0].method).toBe('POST');
    expect(sent[0].url).toBe('http://programmi.test/api/programma/salvaMailProponente/4?mail=a%40b.it');
  });
});
