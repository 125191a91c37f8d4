import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { errori, erroriScrittura } from '../../../../contract/allegati/record';
import { AZIONI_DOMANDA } from '../../../../contract/domande/azioni';
import { IdDomandaParams } from '../../../../contract/domande/record';
import { DettaglioDomanda } from '../../../../contract/domande/record-proponente';
import { IdBeneficiarioParams } from '../../../../contract/beneficiariDomanda/record';
import { Punteggio, SalvaValutazioneBody, ValutazioneParametro } from '../../../../contract/valutazione/record';
import {
  allegatoValutazioneSchema,
  assegnaPunteggi,
  leggiPunteggi,
  LETTORI_PUNTEGGI,
  LETTORI_VALUTAZIONE,
  PUNTEGGI_NON_ANCORA_LEGGIBILI,
  punteggiParametroSchema,
  valutazioniBeneficiarioSchema,
  valutazioniDomandaSchema,
  SALVATAGGI_DI_PUNTEGGI,
} from '../../../../contract/valutazione/schema';
import { Id } from '../../../../contract/programmi/record';
import { principalOf } from '../../auth/authenticate';
import type { Principal } from '../../auth/principal';
import type { AppDatabase } from '../../db/database';
import { HttpError, notFound } from '../../http/errors';
import { inActionState } from '../../../../contract/policy';
import { applica, type Passaggio } from '../../engine/executor';
import { oggiInItalia } from '../../engine/clock';
import { RISORSA_DOMANDA } from '../domanda/azioni';
import type { ContestoDomanda } from '../domanda/transitions';
import { inviaExcel, RispostaExcel } from '../../http/excel';
import { attoreDi } from '../../engine/actor';
import { domandaPer, domandaVisibile } from '../domanda/access';
import { domandaDi } from '../domanda/beneficiari/repository';
import { eseguiTransizione } from '../domanda/azioni';
import { rottaIn } from '../../engine/route';
import { scriviSchedaValutazione } from './excel';
import * as repository from './repository';

const TAG = ['valutazione'];
const LETTORI = [...LETTORI_VALUTAZIONE];
const PARAMETRO_NON_TROVATO = 'Parametro di valutazione non trovato';
const BENEFICIARIO_NON_TROVATO = 'Beneficiario non trovato';

async function domandaDelBeneficiario(db: AppDatabase, idBeneficiario: number): Promise<number> {
  const idDomanda = await domandaDi(db, idBeneficiario);
  if (!idDomanda) throw notFound(BENEFICIARIO_NON_TROVATO);
  return idDomanda;
}

/**
 * The application the person may read the scores of: the commission and the ministry whenever they see it, its
 * applicant once the ranking is final (403 before, 404 for an application not theirs).
 */
async function domandaDeiPunteggi(db: AppDatabase, principal: Principal, idDomanda: number) {
  const domanda = await domandaVisibile(db, principal, idDomanda, LETTORI_PUNTEGGI);
  const record = domanda as unknown as Record<string, unknown>;
  const ruoli = principal.roles.filter((ruolo) => LETTORI_PUNTEGGI.includes(ruolo));
  if (!ruoli.some((ruolo) => inActionState(leggiPunteggi, ruolo, record)))
    throw new HttpError(403, PUNTEGGI_NON_ANCORA_LEGGIBILI);
  return domanda;
}

/**
 * Scores through the executor, in one transaction under the application's lock, while it is in evaluation: the
 * writes (refused whole on a field of the 400), then the history line listing them; answers them as saved.
 */
function salva(
  db: AppDatabase,
  principal: Principal,
  idDomanda: number,
  valutato: repository.Valutato,
  body: SalvaValutazioneBody,
) {
  const diBeneficiario = 'idBeneficiario' in valutato;
  const attore = attoreDi(principal, assegnaPunteggi.roles);
  const toccate = new Set(body.valutazioni.map((voce) => voce.idParametro));
  const chi = diBeneficiario ? `Beneficiario n. ${valutato.idBeneficiario}: ` : '';
  return db.transaction(async (tx) => {
    const domanda = await domandaPer(tx, principal, assegnaPunteggi, idDomanda);
    const passo: Passaggio<ContestoDomanda> = {
      effetti: async () => {
        await repository.salvaValutazioni(tx, domanda, valutato, body, principal.username);
        return repository.valutazioni(tx, domanda.idBando, valutato);
      },
      nota: (_contesto, salvate) =>
        chi +
        (salvate as ValutazioneParametro[])
          .filter((voce) => toccate.has(voce.idParametro))
          .map(
            (voce) => `«${voce.descrizione}» ${String(voce.valore).replace('.', ',')} (${voce.descrizionePunteggio})`,
          )
          .join('; '),
    };
    const { risultato } = await applica(
      RISORSA_DOMANDA,
      passo,
      { tx, record: domanda, attore, input: { oggi: oggiInItalia() } },
      {
        nome: SALVATAGGI_DI_PUNTEGGI[diBeneficiario ? 'beneficiario' : 'programma'],
        label: valutazioniDomandaSchema.actions!.salva.label,
      },
    );
    return risultato as ValutazioneParametro[];
  });
}

/** The commission's scoring of applications (`/apigen/valutazione`; docs/graduatoria.md). */
export const valutazioneRoutes: FastifyPluginAsyncTypebox<{ db: AppDatabase }> = async (app, { db }) => {
  const lista = Type.Array(ValutazioneParametro);

  app.get(
    rottaIn(app, punteggiParametroSchema.endpoints!.getList!),
    {
      schema: {
        summary: 'Punteggi ammessi per un parametro di valutazione',
        tags: TAG,
        params: Type.Object({ idParametro: Id }),
        response: { 200: Type.Array(Punteggio), ...errori },
      },
    },
    async (request) => {
      attoreDi(principalOf(request), LETTORI);
      if (!(await repository.bandoDelParametro(db, request.params.idParametro))) throw notFound(PARAMETRO_NON_TROVATO);
      return repository.punteggi(db, request.params.idParametro);
    },
  );

  app.get(
    rottaIn(app, valutazioniDomandaSchema.endpoints!.getList!),
    {
      schema: {
        summary: 'Punteggi della domanda per i parametri di livello DOMANDA',
        tags: TAG,
        params: IdDomandaParams,
        response: { 200: lista, ...errori },
      },
    },
    async (request) => {
      const domanda = await domandaDeiPunteggi(db, principalOf(request), request.params.idDomanda);
      return repository.valutazioni(db, domanda.idBando, { idDomanda: domanda.idDomanda });
    },
  );

  app.get(
    rottaIn(app, valutazioniBeneficiarioSchema.endpoints!.getList!),
    {
      schema: {
        summary: 'Punteggi di un beneficiario per i parametri di livello BENEFICIARIO',
        tags: TAG,
        params: IdBeneficiarioParams,
        response: { 200: lista, ...errori },
      },
    },
    async (request) => {
      const principal = principalOf(request);
      attoreDi(principal, LETTORI_PUNTEGGI);
      const idDomanda = await domandaDelBeneficiario(db, request.params.idBeneficiario);
      const { idBando } = await domandaDeiPunteggi(db, principal, idDomanda);
      return repository.valutazioni(db, idBando, { idBeneficiario: request.params.idBeneficiario });
    },
  );

  app.post(
    rottaIn(app, valutazioniDomandaSchema.actions!.salva.endpoint),
    {
      schema: {
        summary: 'Salva i punteggi della domanda: uno tra quelli ammessi per parametro, con una nota',
        tags: TAG,
        params: IdDomandaParams,
        body: SalvaValutazioneBody,
        response: { 200: lista, ...erroriScrittura },
      },
    },
    async (request) =>
      salva(db, principalOf(request), request.params.idDomanda, { idDomanda: request.params.idDomanda }, request.body),
  );

  app.post(
    rottaIn(app, valutazioniBeneficiarioSchema.actions!.salva.endpoint),
    {
      schema: {
        summary: 'Salva i punteggi di un beneficiario: uno tra quelli ammessi per parametro, con una nota',
        tags: TAG,
        params: IdBeneficiarioParams,
        body: SalvaValutazioneBody,
        response: { 200: lista, ...erroriScrittura },
      },
    },
    async (request) => {
      const principal = principalOf(request);
      attoreDi(principal, assegnaPunteggi.roles);
      const idDomanda = await domandaDelBeneficiario(db, request.params.idBeneficiario);
      return salva(db, principal, idDomanda, { idBeneficiario: request.params.idBeneficiario }, request.body);
    },
  );

  app.get(
    rottaIn(app, AZIONI_DOMANDA.concludiValutazione.endpoint),
    {
      schema: {
        summary: AZIONI_DOMANDA.concludiValutazione.label,
        description:
          'Con un punteggio mancante risponde 409 con l’elenco di ciò che manca, per parametro e beneficiario.',
        tags: TAG,
        params: IdDomandaParams,
        response: { 200: DettaglioDomanda, ...erroriScrittura },
      },
    },
    async (request) => eseguiTransizione(db, principalOf(request), 'concludiValutazione', request.params.idDomanda),
  );

  app.get(
    rottaIn(app, allegatoValutazioneSchema.actions!.excel.endpoint),
    {
      schema: {
        summary: 'Scheda di valutazione della domanda (Excel)',
        description:
          'Ogni punteggio con giudizio, nota e autore; la media dei beneficiari per i parametri BENEFICIARIO; ' +
          'il punteggio della domanda.',
        tags: TAG,
        params: IdDomandaParams,
        response: { 200: RispostaExcel, ...errori },
      },
    },
    async (request, reply) => {
      const domanda = await domandaVisibile(db, principalOf(request), request.params.idDomanda, LETTORI);
      return inviaExcel(request, reply, `valutazione-domanda-${domanda.idDomanda}.xlsx`, (output) =>
        scriviSchedaValutazione(db, domanda, output),
      );
    },
  );
};
