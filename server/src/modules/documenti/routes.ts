import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { isAllowed } from '../../../../contract/policy';
import { DOCUMENTI_PROGRAMMA, type DocumentoProgramma } from '../../../../contract/programmi/documenti';
import { principalOf } from '../../auth/authenticate';
import { requirePermission } from '../../engine/require-permission';
import { conflict } from '../../http/errors';
import { ErrorRef } from '../../../../contract/errori';
import { inviaExcel, RispostaExcel } from '../../http/excel';
import { correnti } from '../allegato/repository-casellario';
import { caricaBeneficiario } from '../beneficiario/access';
import { COPERTURE, CRONOPROGRAMMA, FABBISOGNI, INVESTIMENTI, leggiElenco } from '../beneficiario/elenchi';
import { IdBeneficiarioParams, type Beneficiario } from '../../../../contract/beneficiari/record';
import { aggiungiGiorni, oggiInItalia } from '../../engine/clock';
import { errori, permesso, programmaVisibile, TAG, type OpzioniRotte } from '../programma/routes-comuni';
import { IdParams, type DatiGeneraliProgramma } from '../../../../contract/programmi/record';
import {
  beneficiariDelProgramma,
  descrizioneBando,
  motiviRigetto,
  nomiRegioni,
  notaIntegrazione,
  proponenteDi,
} from './dati';
import { comunicazioneApprovazione } from './docx/approvazione';
import { richiestaIntegrazioni } from './docx/integrazioni';
import { inviaDocx, RispostaDocx } from './docx/invio';
import { preavvisoRigetto } from './docx/rifiuto';
import { schedaProgramma } from './docx/scheda';
import { scriviRiepilogoAntimafia } from './excel-antimafia';
import { scriviRiepilogoInvestimenti } from './excel-investimenti';
import { scriviRiepilogoProgramma } from './excel-programma';
import { AZIONI_BENEFICIARIO } from '../../../../contract/beneficiari/azioni';
import { rottaIn } from '../../engine/route';

const conStato = { ...errori, 409: ErrorRef };

const SENZA_PREAVVISO = 'Il programma non ha un esito di validazione negativo da cui trarre il preavviso di rigetto.';

/** 409 naming the state, as the programme's transitions do, when the document makes no sense in it. */
function verificaStato(request: FastifyRequest, azione: DocumentoProgramma, programma: DatiGeneraliProgramma): void {
  const { roles } = principalOf(request);
  if (isAllowed({ roles, resource: 'programmi', permission: `action:${azione}`, record: programma })) return;
  throw conflict(
    `Operazione «${DOCUMENTI_PROGRAMMA[azione].label}» non consentita: ` +
      `il programma è nello stato «${programma.descrizioneStato}».`,
  );
}

async function tutti<T>(lotti: AsyncIterable<T[]>): Promise<T[]> {
  const risultato: T[] = [];
  for await (const lotto of lotti) risultato.push(...lotto);
  return risultato;
}

/**
 * The programme's legacy documents (docs/programma.md "Documents"): Excel summaries written as they stream,
 * DOCX letters and the programme's sheet. Roles 403, visibility 404, state 409, from the policy.
 */
export const routesDocumenti: FastifyPluginAsyncTypebox<OpzioniRotte> = async (app, { deps }) => {
  const { db } = deps;
  const schema = (summary: string, description: string, risposta: typeof RispostaExcel | typeof RispostaDocx) => ({
    summary,
    description,
    tags: TAG,
    params: IdParams,
    response: { 200: risposta, ...conStato },
  });

  /** The programme the person sees (404), in a state where the document makes sense (409). */
  const programmaPer = async (request: FastifyRequest, azione: DocumentoProgramma) => {
    const programma = await programmaVisibile(deps, request);
    verificaStato(request, azione, programma);
    return programma;
  };

  /** What every letter and sheet states about the programme. */
  const datiLettera = async (programma: DatiGeneraliProgramma) => ({
    programma,
    proponente: await proponenteDi(db, programma),
    bando: await descrizioneBando(db, programma.idBando),
    oggi: deps.oggi(),
  });

  app.get(
    rottaIn(app, DOCUMENTI_PROGRAMMA.scaricaRiepilogoProgramma.endpoint),
    {
      schema: schema(
        'Riepilogo Excel del programma',
        'Dati generali, proponente, stato, importi; i beneficiari visibili a chi chiama con i loro totali.',
        RispostaExcel,
      ),
      preHandler: permesso('action:scaricaRiepilogoProgramma'),
    },
    async (request, reply) => {
      const programma = await programmaPer(request, 'scaricaRiepilogoProgramma');
      const [proponente, bando] = await Promise.all([
        proponenteDi(db, programma),
        descrizioneBando(db, programma.idBando),
      ]);
      const beneficiari = beneficiariDelProgramma(db, principalOf(request), programma.idProgrammaInvestimento);
      return inviaExcel(request, reply, `riepilogo-programma-${programma.idProgrammaInvestimento}.xlsx`, (output) =>
        scriviRiepilogoProgramma({ programma, bando, proponente, beneficiari }, output),
      );
    },
  );

  app.get(
    rottaIn(app, DOCUMENTI_PROGRAMMA.scaricaRiepilogoAntimafia.endpoint),
    {
      schema: schema(
        'Riepilogo Excel di casellario e antimafia dei beneficiari',
        'I documenti correnti di ciascun beneficiario con data, protocollo, scadenza e validità ' +
          'ad oggi. Dati giudiziari: solo personale ISMEA e Ministero, dopo la presentazione.',
        RispostaExcel,
      ),
      preHandler: permesso('action:scaricaRiepilogoAntimafia'),
    },
    async (request, reply) => {
      const programma = await programmaPer(request, 'scaricaRiepilogoAntimafia');
      const oggi = deps.oggi();
      const beneficiari = beneficiariDelProgramma(db, principalOf(request), programma.idProgrammaInvestimento);
      return inviaExcel(
        request,
        reply,
        `riepilogo-antimafia-programma-${programma.idProgrammaInvestimento}.xlsx`,
        (output) =>
          scriviRiepilogoAntimafia(
            { programma, oggi, beneficiari, documenti: (idBeneficiario) => correnti(db, idBeneficiario, oggi) },
            output,
          ),
      );
    },
  );

  app.get(
    rottaIn(app, AZIONI_BENEFICIARIO.scaricaRiepilogoInvestimenti.endpoint),
    {
      schema: {
        summary: 'Riepilogo Excel degli investimenti di un beneficiario',
        description: 'Investimenti, fabbisogni, coperture, cronoprogramma e totali, per chi vede il beneficiario.',
        tags: TAG,
        params: IdBeneficiarioParams,
        response: { 200: RispostaExcel, ...conStato },
      },
      preHandler: requirePermission('beneficiari', 'action:scaricaRiepilogoInvestimenti', caricaBeneficiario(db)),
    },
    async (request, reply) => {
      const beneficiario = request.checkedRecord as unknown as Beneficiario;
      const id = beneficiario.idBeneficiario;
      const [investimenti, fabbisogni, coperture, cronoprogramma, regioni] = await Promise.all([
        leggiElenco(db, INVESTIMENTI, id),
        leggiElenco(db, FABBISOGNI, id),
        leggiElenco(db, COPERTURE, id),
        leggiElenco(db, CRONOPROGRAMMA, id),
        nomiRegioni(db),
      ]);
      return inviaExcel(request, reply, `riepilogo-investimenti-beneficiario-${id}.xlsx`, (output) =>
        scriviRiepilogoInvestimenti(
          { beneficiario, regioni, investimenti, fabbisogni, coperture, cronoprogramma },
          output,
        ),
      );
    },
  );

  app.get(
    rottaIn(app, DOCUMENTI_PROGRAMMA.generaTemplateApprovazione.endpoint),
    {
      schema: schema(
        'Modello DOCX della comunicazione di approvazione',
        'Nei soli stati in cui l’approvazione è possibile (Validato) o ' +
          'avvenuta; CUP e COR da assegnare finché il programma non è approvato.',
        RispostaDocx,
      ),
      preHandler: permesso('action:generaTemplateApprovazione'),
    },
    async (request, reply) => {
      const programma = await programmaPer(request, 'generaTemplateApprovazione');
      const beneficiari = (
        await tutti(beneficiariDelProgramma(db, principalOf(request), programma.idProgrammaInvestimento))
      ).filter((b) => b.statoBeneficiario === 'ATTIVO' && b.abilitato);
      const documento = comunicazioneApprovazione({ ...(await datiLettera(programma)), beneficiari });
      return inviaDocx(reply, `approvazione-programma-${programma.idProgrammaInvestimento}.docx`, documento);
    },
  );

  app.get(
    rottaIn(app, DOCUMENTI_PROGRAMMA.generaTemplateRifiuto.endpoint),
    {
      schema: schema(
        'Modello DOCX del preavviso di rigetto (art. 10-bis L. 241/1990)',
        'Con i motivi della validazione negativa e il termine per le ' +
          'controdeduzioni; in Preavviso di rigetto e Non ammesso.',
        RispostaDocx,
      ),
      preHandler: permesso('action:generaTemplateRifiuto'),
    },
    async (request, reply) => {
      const programma = await programmaPer(request, 'generaTemplateRifiuto');
      const motivi = await motiviRigetto(db, programma.idProgrammaInvestimento);
      if (!motivi) throw conflict(SENZA_PREAVVISO);
      const giorni = deps.regole.preavvisoGiorni;
      // Leaving the notice clears its deadline: afterwards it is the day of the notice plus its term.
      const scadenza =
        programma.scadenzaControdeduzioni ?? aggiungiGiorni(oggiInItalia(motivi.dataInserimento), giorni);
      const documento = preavvisoRigetto({ ...(await datiLettera(programma)), motivi: motivi.note, scadenza, giorni });
      return inviaDocx(reply, `preavviso-rigetto-programma-${programma.idProgrammaInvestimento}.docx`, documento);
    },
  );

  app.get(
    rottaIn(app, DOCUMENTI_PROGRAMMA.generaTemplateIntegrazioniProponente.endpoint),
    {
      schema: schema(
        'Modello DOCX della richiesta di integrazioni al proponente',
        'In istruttoria con la bozza della nota di richiesta (se salvata), in ' +
          'integrazione con la nota inviata; con il termine per rispondere.',
        RispostaDocx,
      ),
      preHandler: permesso('action:generaTemplateIntegrazioniProponente'),
    },
    async (request, reply) => {
      const programma = await programmaPer(request, 'generaTemplateIntegrazioniProponente');
      const nota = await notaIntegrazione(db, programma);
      const giorni = deps.regole.integrazioneGiorni;
      const oggi = deps.oggi();
      const scadenza = aggiungiGiorni(oggi, giorni - (programma.giorniInIntegrazione ?? 0));
      const documento = richiestaIntegrazioni({
        ...(await datiLettera(programma)),
        richiesta: nota?.note,
        scadenza,
        giorni,
      });
      return inviaDocx(reply, `richiesta-integrazioni-programma-${programma.idProgrammaInvestimento}.docx`, documento);
    },
  );

  app.get(
    rottaIn(app, DOCUMENTI_PROGRAMMA.scaricaSchedaProgramma.endpoint),
    {
      schema: schema(
        'Scheda DOCX del programma',
        'Dati generali, proponente e beneficiari visibili a chi chiama, con i totali: per chiunque veda il programma.',
        RispostaDocx,
      ),
      preHandler: permesso('action:scaricaSchedaProgramma'),
    },
    async (request, reply) => {
      const programma = await programmaPer(request, 'scaricaSchedaProgramma');
      const beneficiari = await tutti(
        beneficiariDelProgramma(db, principalOf(request), programma.idProgrammaInvestimento),
      );
      const documento = schedaProgramma({ ...(await datiLettera(programma)), beneficiari });
      return inviaDocx(reply, `scheda-programma-${programma.idProgrammaInvestimento}.docx`, documento);
    },
  );
};
