import { describe, expect, it } from 'vitest';
import { programmiSchema } from '../../../contract/programmi/schema';
import { jsonAnswer, providerOver } from './fakeFetch';

/** The programme calls as the portal declares them (not copies): filters and the approval's parameters. */
const provider = () => providerOver([programmiSchema], () => jsonAnswer([]));

describe('the programme list', () => {
  it('sends every legacy filter and the call, and nothing the list does not take', async () => {
    const { dataProvider, sent } = provider();
    await dataProvider.getList('programmi', {
      filter: {
        idBando: 2,
        denominazione: 'Fil',
        cognomeProponente: 'Ros',
        cognomeBeneficiario: 'Verdi',
        codRegione: '12',
        idStato: 'VALIDATO',
        nBeneficiariDa: 2,
        nBeneficiariA: 5,
        altro: 'ignorato',
      },
    });
    const query = new URL(sent[0].url).searchParams;
    expect(Object.fromEntries(query)).toEqual({
      idBando: '2',
      denominazione: 'Fil',
      cognomeProponente: 'Ros',
      cognomeBeneficiario: 'Verdi',
      codRegione: '12',
      idStato: 'VALIDATO',
      nBeneficiariDa: '2',
      nBeneficiariA: '5',
    });
  });
});

describe("the approval's parameters", () => {
  const record = { id: 7, idProgrammaInvestimento: 7 };

  it.each([null, undefined])('refuses a CUP that is %s before any request', async (codiceCup) => {
    const { dataProvider, sent } = provider();
    await expect(
      dataProvider.action('programmi', 'approva', { record, params: { codiceCup, codiceCore: '123' } }),
    ).rejects.toThrow('Required parameter codiceCup was null or undefined when calling approvazioneprogramma');
    expect(sent).toEqual([]);
  });

  it.each([null, undefined])('refuses a COR that is %s before any request', async (codiceCore) => {
    const { dataProvider, sent } = provider();
    await expect(
      dataProvider.action('programmi', 'approva', { record, params: { codiceCup: 'J84E24000120001', codiceCore } }),
    ).rejects.toThrow('Required parameter codiceCore was null or undefined when calling approvazioneprogramma');
    expect(sent).toEqual([]);
  });

  it('sends the codes and the optional note in the query of the PUT', async () => {
    const { dataProvider, sent } = provider();
    await dataProvider.action('programmi', 'approva', {
      record,
      params: { codiceCup: 'J84E24000120001', codiceCore: '123', note: 'Decreto 1' },
    });
    expect(sent[0].method).toBe('PUT');
    const url = new URL(sent[0].url);
    expect(url.pathname).toBe('/api/programma/approvazioneprogramma/7');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      codiceCup: 'J84E24000120001',
      codiceCore: '123',
      note: 'Decreto 1',
    });
  });
});
