import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Intero } from '../../../../contract/interi';
import { EsitoParere, Parere } from '../../../../contract/programmi/record-letture';
import { sql } from 'drizzle-orm';
import { Type, type Static, type TSchema } from 'typebox';
import { principalOf } from '../../auth/authenticate';
import { iso, nomeBeneficiario, nomeDi, righe } from '../../db/sql';
import { errori, permesso, programmaVisibile, TAG, type OpzioniRotte } from './routes-comuni';
import { Data, IdParams, Nullable } from '../../../../contract/programmi/record';
import { pareriRegioneSchema } from '../../../../contract/programmi/letture';
import { allegatiSchema } from '../../../../contract/allegati/chiamate';
import { rottaIn } from '../../engine/route';
import { LETTURE_PROGRAMMA } from '../../../../contract/programmi/chiamate';

const Investimento = Type.Object({
  idInvestimento: Intero(),
  idBeneficiario: Intero(),
  denominazioneBeneficiario: Type.String(),
  descrizione: Type.String(),
  codRegione: Type.String(),
  descrizioneRegione: Type.String(),
  importo: Type.Number(),
});

/** A region reads the investments in its territory; staff, without a region, all of them. */
const investimenti = (db: OpzioniRotte['deps']['db'], id: number, codRegione?: string) =>
  righe<Static<typeof Investimento>>(
    db,
    sql`SELECT i.id_investimento AS "idInvestimento", b.id_beneficiario AS "idBeneficiario",
      ${nomeBeneficiario('b')} AS "denominazioneBeneficiario",
        i.descrizione, i.cod_regione AS "codRegione", r.denominazione AS "descrizioneRegione",
        i.importo::float8 AS importo
      FROM investimento i JOIN beneficiario b USING (id_beneficiario) JOIN regione r ON r.cod_regione = i.cod_regione
      WHERE b.id_programma_investimento = ${id} AND b.stato = 'ATTIVO' AND (${codRegione ?? null}::text IS NULL
      OR i.cod_regione = ${codRegione ?? null})
      ORDER BY b.id_beneficiario, i.ordine`,
  );

const pareri = (db: OpzioniRotte['deps']['db'], id: number) =>
  righe<Parere>(
    db,
    sql`SELECT pr.id_parere AS "idParere", pr.id_programma_investimento AS "idProgrammaInvestimento",
      pr.cod_regione AS "codRegione",
        r.denominazione AS "descrizioneRegione", ${iso(sql`pr.richiesto_il`)} AS "richiestoIl",
        pr.richiesto_da AS "richiestoDa", ${nomeDi(sql`pr.richiesto_da`)} AS "richiestoDaNome",
        pr.esito, pr.note, ${iso(sql`pr.espresso_il`)} AS "espressoIl", pr.espresso_da AS "espressoDa",
        CASE WHEN pr.espresso_da IS NULL THEN NULL ELSE ${nomeDi(sql`pr.espresso_da`)} END AS "espressoDaNome"
      FROM programma_parere_regione pr JOIN regione r USING (cod_regione)
      WHERE pr.id_programma_investimento = ${id} ORDER BY pr.id_parere DESC`,
  );

export const routesVerifiche: FastifyPluginAsyncTypebox<OpzioniRotte> = async (app, { deps }) => {
  const leggi = <T extends TSchema>(summary: string, response: T) => ({
    schema: { summary, tags: TAG, params: IdParams, response: { 200: response, ...errori } },
  });

  app.get(
    rottaIn(app, pareriRegioneSchema.endpoints!.getList!),
    {
      ...leggi('Pareri richiesti alla Regione, dal più recente', Type.Array(Parere)),
      preHandler: permesso('read:pareri'),
    },
    async (request) => {
      await programmaVisibile(deps, request);
      return pareri(deps.db, request.params.id);
    },
  );

  app.get(
    rottaIn(app, LETTURE_PROGRAMMA.visualizzaNoteRegione),
    { ...leggi('Pareri espressi dalla Regione, con le note', Type.Array(Parere)), preHandler: permesso('read:pareri') },
    async (request) => {
      await programmaVisibile(deps, request);
      return (await pareri(deps.db, request.params.id)).filter((parere) => parere.esito !== null);
    },
  );

  const StatoParere = Type.Object({
    richiesto: Type.Boolean(),
    inAttesa: Type.Boolean(),
    esito: Nullable(EsitoParere),
  });
  app.get(
    rottaIn(app, LETTURE_PROGRAMMA.verificaParereRegione),
    {
      ...leggi('Se il parere regionale è stato richiesto, se attende, e il suo esito', StatoParere),
      preHandler: permesso('read:pareri'),
    },
    async (request) => {
      await programmaVisibile(deps, request);
      const tutti = await pareri(deps.db, request.params.id);
      return {
        richiesto: tutti.length > 0,
        inAttesa: tutti.some((parere) => parere.esito === null),
        esito: tutti.find((parere) => parere.esito !== null)?.esito ?? null,
      };
    },
  );

  app.get(
    rottaIn(app, LETTURE_PROGRAMMA.listaInvestimentiRegione),
    {
      ...leggi(
        'Investimenti dei beneficiari attivi del programma nella regione ' +
          'di chi chiama (tutti per il personale ISMEA e il Ministero)',
        Type.Array(Investimento),
      ),
      preHandler: permesso('read:investimentiRegione'),
    },
    async (request) => {
      await programmaVisibile(deps, request);
      return investimenti(deps.db, request.params.id, principalOf(request).codRegione);
    },
  );

  const StatoControDeduzioni = Type.Object({
    presenti: Type.Boolean(),
    scadenzaControdeduzioni: Nullable(Data),
    scaduta: Type.Boolean(),
  });
  app.get(
    rottaIn(app, allegatiSchema.actions!.verificaControDeduzioni!.endpoint),
    {
      ...leggi('Se il file delle controdeduzioni è stato caricato, e la scadenza', StatoControDeduzioni),
      preHandler: permesso('read:controDeduzioni'),
    },
    async (request) => {
      const { scadenzaControdeduzioni } = await programmaVisibile(deps, request);
      const presenti = await deps.guards.hasCounterDeductionFile(deps.db, request.params.id);
      return {
        presenti,
        scadenzaControdeduzioni,
        scaduta: scadenzaControdeduzioni !== null && scadenzaControdeduzioni < deps.oggi(),
      };
    },
  );

  app.get(
    rottaIn(app, LETTURE_PROGRAMMA.verificaChecklist),
    {
      ...leggi('Se le checklist del programma sono complete', Type.Object({ completa: Type.Boolean() })),
      preHandler: permesso('read:istruttoria'),
    },
    async (request) => {
      await programmaVisibile(deps, request);
      return { completa: await deps.guards.checklistComplete(deps.db, request.params.id) };
    },
  );
};
