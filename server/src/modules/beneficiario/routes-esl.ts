import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { AzioneBeneficiario } from '../../../../contract/beneficiari/azioni';
import type { AppDatabase } from '../../db/database';
import type { EslField } from '../../domain/esl';
import { haAlPiuDecimali } from '../../domain/importo';
import { badRequest, notFound, type FieldErrors } from '../../http/errors';
import { caricaBeneficiario } from './access';
import { datiEsl, erroriEsl, leggiEsl, salvaTassi, salvaTermini } from './esl';
import { errori, erroriModifica, modifica, permesso, permessoAzione, TAG, type OpzioniRotte } from './routes-comuni';
import { IdBeneficiarioParams } from '../../../../contract/beneficiari/record';
import { DatiEsl, DatiEslBody, EslParams, TassiEslBody } from '../../../../contract/beneficiari/record-esl';
import { annota, type AzioneStorico } from './storico';
import { eslSchema } from '../../../../contract/beneficiari/elenchi';
import { rottaIn } from '../../engine/route';
import type { Endpoint } from '../../../../contract/types';

const ESL_NON_TROVATO = 'Dati ESL non trovati per il beneficiario';
const SEGNAPOSTO =
  'Il client lascia `{idEsl}` non compilato: il segnaposto, o un ' +
  'segmento vuoto, `undefined` o `null`, vale idEsl del corpo.';

/** The id of the path when it is one, else the body's; both given, they must agree. */
function idEslDi(percorso: string, corpo: number | undefined): number {
  const delPercorso = /^[0-9]+$/.test(percorso) ? Number(percorso) : undefined;
  if (delPercorso !== undefined && corpo !== undefined && delPercorso !== corpo) {
    throw badRequest({ idEsl: `Diverso da quello del percorso (${delPercorso})` });
  }
  const id = delPercorso ?? corpo;
  if (id === undefined) throw badRequest({ idEsl: 'Indicare idEsl nel percorso o nel corpo della richiesta' });
  return id;
}

const decimali = (valori: Partial<Record<EslField, number>>, massimo: number): FieldErrors =>
  Object.fromEntries(
    Object.entries(valori).flatMap(([campo, valore]) =>
      haAlPiuDecimali(valore, massimo) ? [] : [[campo, `Al massimo ${massimo} decimali`]],
    ),
  );

const percento = (valore: number) => `${String(valore).replace('.', ',')}%`;

interface Salvataggio<Corpo> {
  readonly endpoint: Endpoint;
  readonly summary: string;
  readonly body: typeof DatiEslBody | typeof TassiEslBody;
  readonly azione: AzioneBeneficiario;
  /** The fields the call saves, checked by the ESL rules with the other stored inputs. */
  readonly campi: (corpo: Corpo) => Partial<Record<EslField, number>>;
  readonly decimali: number;
  readonly salva: (tx: AppDatabase, idEsl: number, corpo: Corpo) => Promise<void>;
  readonly storico: AzioneStorico;
  readonly descrizione: (corpo: Corpo) => string;
}

export const routesEsl: FastifyPluginAsyncTypebox<OpzioniRotte> = async (app, { db }) => {
  app.get(
    rottaIn(app, eslSchema.endpoints!.getOne!),
    {
      schema: {
        summary: 'Calcolo dell’equivalente sovvenzione lordo (ESL) del beneficiario',
        description: 'Importi da investimenti e coperture, durata e tassi dal record ESL del beneficiario.',
        tags: TAG,
        params: IdBeneficiarioParams,
        response: { 200: DatiEsl, ...errori },
      },
      preHandler: permesso('show'),
    },
    async (request) => {
      const { idBeneficiario } = await caricaBeneficiario(db)(request);
      return datiEsl(await leggiEsl(db, idBeneficiario));
    },
  );

  const registra = <Corpo extends { idEsl?: number }>(s: Salvataggio<Corpo>) =>
    app.post(
      rottaIn(app, s.endpoint),
      {
        schema: {
          summary: s.summary,
          description: SEGNAPOSTO,
          tags: TAG,
          params: EslParams,
          body: s.body,
          response: { 200: DatiEsl, ...erroriModifica },
        },
        preHandler: permessoAzione(s.azione),
      },
      async (request) => {
        const corpo = request.body as Corpo;
        const idEsl = idEslDi(request.params.idEsl, corpo.idEsl);
        const { idBeneficiario } = request.params;
        await modifica(db, request, s.azione, idBeneficiario, async ({ tx, autore }) => {
          const salvato = await leggiEsl(tx, idBeneficiario);
          if (salvato.idEsl !== idEsl) throw notFound(ESL_NON_TROVATO);
          const valori = s.campi(corpo);
          const sbagliati = {
            ...erroriEsl(salvato, valori, Object.keys(valori) as EslField[]),
            ...decimali(valori, s.decimali),
          };
          if (Object.keys(sbagliati).length > 0) throw badRequest(sbagliati);
          await s.salva(tx, idEsl, corpo);
          await annota(tx, idBeneficiario, autore, s.storico, s.descrizione(corpo));
        });
        return datiEsl(await leggiEsl(db, idBeneficiario));
      },
    );

  registra<DatiEslBody>({
    endpoint: eslSchema.actions!.salvaDati!.endpoint,
    summary: 'Salva durata e rate del finanziamento agevolato',
    body: DatiEslBody,
    azione: 'modifica',
    campi: ({ durataAnni, preammortamentoAnni, rateAnnue }) => ({ durataAnni, preammortamentoAnni, rateAnnue }),
    decimali: 2,
    salva: salvaTermini,
    storico: 'DATI_ESL',
    descrizione: (c) =>
      `Durata ${c.durataAnni} anni, di cui ${c.preammortamentoAnni} di preammortamento, ${c.rateAnnue} rate l'anno`,
  });
  registra<TassiEslBody>({
    endpoint: eslSchema.actions!.salvaTassi!.endpoint,
    summary: 'Salva i tassi del calcolo ESL',
    body: TassiEslBody,
    azione: 'salvaTassiEsl',
    campi: ({ tassoAgevolato, tassoRiferimento, tassoAttualizzazione }) => ({
      tassoAgevolato,
      tassoRiferimento,
      tassoAttualizzazione,
    }),
    decimali: 6,
    salva: salvaTassi,
    storico: 'TASSI_ESL',
    descrizione: (c) =>
      `Tassi: agevolato ${percento(c.tassoAgevolato)}, di riferimento ${percento(c.tassoRiferimento)}, ` +
      `di attualizzazione ${percento(c.tassoAttualizzazione)}`,
  });
};
