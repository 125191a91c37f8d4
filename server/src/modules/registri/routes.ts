import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { AZIONI_PROGRAMMA } from '../../../../contract/programmi/azioni';
import { principalOf } from '../../auth/authenticate';
import type { AppDatabase } from '../../db/database';
import { inviaExcel, RispostaExcel } from '../../http/excel';
import { verificaStato } from '../programma/executor';
import type { RegoleScadenze } from '../programma/clock';
import type { ProgrammaBloccato } from '../programma/repository';
import { dipendenzeProgramma } from '../programma/routes';
import { errori, erroriTransizione, permesso, programmaVisibile, TAG } from '../programma/routes-comuni';
import { IdParams } from '../../../../contract/programmi/record';
import { eseguiVerifiche, REGISTRI, type ServizioVerifiche } from './executor';
import { scriviVerificheExcel } from './excel';
import { formatoVerifica } from './formato';
import type { NomeRegistro, Registri } from './registri';
import { tutteLeVerifiche, ultimeVerifiche } from './repository';
import { VerificaBeneficiario } from '../../../../contract/registri/record';
import { verificheDeggendorfSchema, verificheRnaSchema } from '../../../../contract/programmi/verificheRegistri';
import { rottaIn, type ChiamateDi } from '../../engine/route';

export interface VerificheOptions {
  readonly db: AppDatabase;
  readonly regole: RegoleScadenze;
  readonly registri: Registri;
  readonly validitaGiorni: number;
  readonly oggi?: () => string;
}

/** The list of each register's latest checks, whose legacy path spells 'Deggendolf' for Deggendorf. */
const ULTIME: Readonly<Record<NomeRegistro, ChiamateDi>> = {
  DEGGENDORF: verificheDeggendorfSchema,
  RNA: verificheRnaSchema,
};

const istante = (iso: string) =>
  new Intl.DateTimeFormat('it-IT', { dateStyle: 'short', timeStyle: 'short', timeZone: 'Europe/Rome' }).format(
    new Date(iso),
  );

/** The legacy eseguiVerifiche*, checkVerifiche* and downloadVerifiche* for the Deggendorf register and the RNA. */
export const verificheRegistriRoutes: FastifyPluginAsyncTypebox<VerificheOptions> = async (
  app,
  { db, regole, registri, validitaGiorni, oggi },
) => {
  const servizio: ServizioVerifiche = { deps: dipendenzeProgramma({ db, regole, oggi }), registri, validitaGiorni };
  const { deps } = servizio;
  const Elenco = Type.Array(VerificaBeneficiario);

  for (const registro of ['DEGGENDORF', 'RNA'] as const) {
    const { esegui, scarica, nome, breve } = REGISTRI[registro];
    const formato = (righe: Awaited<ReturnType<typeof ultimeVerifiche>>) =>
      righe.map((riga) => formatoVerifica(riga, registro, validitaGiorni));

    app.post(
      rottaIn(app, AZIONI_PROGRAMMA[esegui].endpoint),
      {
        schema: {
          summary: AZIONI_PROGRAMMA[esegui].label,
          description:
            `Interroga il ${nome} per ogni beneficiario attivo e registra gli esiti come evidenze datate; ` +
            `un registro che non risponde dà «Non verificabile». Stati: ${AZIONI_PROGRAMMA[esegui].states.join(', ')}.`,
          tags: TAG,
          params: IdParams,
          response: { 200: Elenco, ...erroriTransizione },
        },
        preHandler: permesso(`action:${esegui}`),
      },
      async (request) => formato(await eseguiVerifiche(servizio, principalOf(request), registro, request.params.id)),
    );

    app.get(
      rottaIn(app, ULTIME[registro].endpoints!.getList!),
      {
        schema: {
          summary: `Ultima verifica ${breve} di ogni beneficiario attivo`,
          description:
            `Con l'età della verifica: da ripetere se mai eseguita, non ` +
            `verificabile o più vecchia di ${validitaGiorni} giorni.`,
          tags: TAG,
          params: IdParams,
          response: { 200: Elenco, ...errori },
        },
        preHandler: permesso('read:verificheRegistri'),
      },
      async (request) => {
        await programmaVisibile(deps, request);
        return formato(await ultimeVerifiche(db, request.params.id, registro, deps.oggi()));
      },
    );

    app.get(
      rottaIn(app, AZIONI_PROGRAMMA[scarica].endpoint),
      {
        schema: {
          summary: AZIONI_PROGRAMMA[scarica].label,
          description: 'Tutte le evidenze del registro per il programma, dalla più recente, in un file Excel.',
          tags: TAG,
          params: IdParams,
          response: {
            200: RispostaExcel,
            ...erroriTransizione,
          },
        },
        preHandler: permesso(`action:${scarica}`),
      },
      async (request, reply) => {
        const principal = principalOf(request);
        const programma = await programmaVisibile(deps, request);
        verificaStato(principal, scarica, programma as unknown as ProgrammaBloccato);
        const verifiche = await tutteLeVerifiche(db, programma.idProgrammaInvestimento, registro);
        const intestazione = {
          titolo: `Verifiche ${nome}: programma n. ${programma.idProgrammaInvestimento}, ${programma.denominazione}`,
          estrazione: `Estratto il ${istante(new Date().toISOString())} da ${principal.name}`,
        };
        const nomeFile = `verifiche-${breve.toLowerCase()}-programma-${programma.idProgrammaInvestimento}.xlsx`;
        return inviaExcel(request, reply, nomeFile, (output) => scriviVerificheExcel(intestazione, verifiche, output));
      },
    );
  }
};
