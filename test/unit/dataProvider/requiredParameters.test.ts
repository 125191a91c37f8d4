import { describe, expect, it } from 'vitest';
import type { PortalDataProvider } from '../../../dataProvider';
import { schemas } from '../../../resources';
import { avvisiSchema } from './avvisiSempliceRest';
import { jsonAnswer, providerOver } from './fakeFetch';

const richiesto = (parametro: string, chiamata: string) =>
  `Required parameter ${parametro} was null or undefined when calling ${chiamata}`;

const portale = () => providerOver(schemas, () => jsonAnswer({}));

describe.each([null, undefined])('a required parameter that is %s', (mancante) => {
  const subentro = { idProgrammaInvestimento: 5, idBeneficiario: 7 };
  const subentrante = { codiceFiscale: 'RSSMRA80A01H501U', denominazione: 'Mario Rossi' };

  it.each([
    ['body', { params: subentro, body: mancante }],
    ['idProgrammaInvestimento', { params: { ...subentro, idProgrammaInvestimento: mancante }, body: subentrante }],
    ['idBeneficiario', { params: { ...subentro, idBeneficiario: mancante }, body: subentrante }],
  ])('stops a beneficiary takeover without %s before any request', async (parametro, args) => {
    const { dataProvider, sent } = portale();

    await expect(dataProvider.action('beneficiari', 'avviaSubentro', args)).rejects.toThrow(
      richiesto(parametro, 'avviaSubentroBeneficiario'),
    );
    expect(sent).toEqual([]);
  });

  it('stops reading a programme whose id is missing, rather than asking for /null', async () => {
    const { dataProvider, sent } = portale();

    await expect(dataProvider.getOne('programmi', { id: mancante as never })).rejects.toThrow(
      richiesto('id', 'getDatiGeneraliProgramma'),
    );
    expect(sent).toEqual([]);
  });

  it('stops a list under a parent whose id is missing', async () => {
    const { dataProvider, sent } = portale();

    await expect(
      dataProvider.getList('beneficiari', { filter: { idProgrammaInvestimento: mancante } }),
    ).rejects.toThrow(richiesto('idProgrammaInvestimento', 'getListaBeneficiari'));
    expect(sent).toEqual([]);
  });

  it('stops a creation whose path parameter is missing', async () => {
    const { dataProvider, sent } = portale();

    await expect(
      dataProvider.create('beneficiari', {
        data: { idProgrammaInvestimento: mancante, codiceFiscale: 'RSSMRA80A01H501U' },
      }),
    ).rejects.toThrow(richiesto('idProgrammaInvestimento', 'creaBeneficiario'));
    expect(sent).toEqual([]);
  });

  it('stops an action whose record lacks its id', async () => {
    const { dataProvider, sent } = portale();

    await expect(
      dataProvider.action('programmi', 'annulla', { record: { id: mancante }, params: { note: 'Rinuncia' } }),
    ).rejects.toThrow(richiesto('id', 'annullamentoProgramma'));
    expect(sent).toEqual([]);
  });

  it('stops saving the proponent mail without the mail, and validation without its outcome', async () => {
    const { dataProvider, sent } = portale();

    await expect(
      dataProvider.action('proponenti', 'salvaMail', { params: { idProponente: 3, mail: mancante, pec: 'a@pec.it' } }),
    ).rejects.toThrow(richiesto('mail', 'salvaMailProponente'));
    await expect(
      dataProvider.action('programmi', 'valida', { record: { id: 5 }, params: { esito: mancante } }),
    ).rejects.toThrow(richiesto('esito', 'eseguiValidazioneProgramma'));
    expect(sent).toEqual([]);
  });

  it('stops an upload without its file', async () => {
    const { dataProvider, sent } = portale();

    await expect(
      dataProvider.action('allegati', 'caricaControDeduzioni', {
        params: { idProgrammaInvestimento: 5 },
        file: mancante as never,
      }),
    ).rejects.toThrow(richiesto('file', 'caricaControDeduzioni'));
    expect(sent).toEqual([]);
  });

  it.each([
    ['getOne', 'getOne', (p: PortalDataProvider) => p.getOne('avvisi', { id: mancante as never })],
    [
      'update',
      'update',
      (p: PortalDataProvider) =>
        p.update('avvisi', { id: mancante as never, data: { testo: 'x' }, previousData: { id: 1 } }),
    ],
    ['delete', 'delete', (p: PortalDataProvider) => p.delete('avvisi', { id: mancante as never })],
    ['getMany', 'getOne', (p: PortalDataProvider) => p.getMany('avvisi', { ids: [1, mancante as never] })],
  ])('stops simple REST %s before any request, rather than calling /null', async (_metodo, operazione, chiama) => {
    const { dataProvider, sent } = providerOver([avvisiSchema], () => jsonAnswer({ id: 1 }));

    await expect(chiama(dataProvider)).rejects.toThrow(richiesto('id', `avvisi.${operazione}`));
    expect(sent).toEqual([]);
  });
});
