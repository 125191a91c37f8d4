import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Intero } from '../../../../contract/interi';
import { Assegnatario } from '../../../../contract/programmi/record-letture';
import { asc, eq, sql } from 'drizzle-orm';
import { Type } from 'typebox';
import { isAllowed } from '../../../../contract/policy';
import { principalOf } from '../../auth/authenticate';
import { programmaAssegnatario, utente } from '../../db/schema';
import { nomeDi } from '../../db/sql';
import { forbidden, notFound } from '../../http/errors';
import { RUOLI_ISTRUTTORI } from './destinatari';
import { errori, permesso, programmaVisibile, TAG, type OpzioniRotte } from './routes-comuni';
import { IdParams, Nullable } from '../../../../contract/programmi/record';
import { istruttoriIsmeaSchema } from '../../../../contract/programmi/istruttori';
import { assegnatariSchema } from '../../../../contract/programmi/letture';
import { rottaIn } from '../../engine/route';
import { LETTURE_PROGRAMMA } from '../../../../contract/programmi/chiamate';

const Soggetto = Type.Object({
  idUtente: Type.String({ description: 'Username' }),
  nome: Type.String(),
  cognome: Type.String(),
  nominativo: Type.String(),
  codiceFiscale: Nullable(Type.String()),
  email: Nullable(Type.String()),
  ruoli: Type.Array(Type.String()),
});

const Istruttore = Type.Object({ ...Soggetto.properties, nProgrammiAssegnati: Intero({ minimum: 0 }) });

const soggetto = {
  idUtente: utente.username,
  nome: utente.nome,
  cognome: utente.cognome,
  nominativo: sql<string>`${utente.nome} || ' ' || ${utente.cognome}`,
  codiceFiscale: utente.codiceFiscale,
  email: utente.email,
  ruoli: utente.ruoli,
};

export const routesSoggetti: FastifyPluginAsyncTypebox<OpzioniRotte> = async (app, { deps }) => {
  app.get(
    rottaIn(app, istruttoriIsmeaSchema.endpoints!.getList!),
    {
      schema: {
        summary: 'Istruttori ISMEA assegnabili, con il numero di programmi assegnati',
        tags: TAG,
        response: { 200: Type.Array(Istruttore), ...errori },
      },
      preHandler: permesso('read:istruttori'),
    },
    async () =>
      deps.db
        .select({
          ...soggetto,
          nProgrammiAssegnati: sql<number>`(SELECT count(*) FROM programma_assegnatario pa
            WHERE pa.username = ${utente.username})::int`,
        })
        .from(utente)
        .where(
          sql`${utente.ruoli} && ARRAY[${sql.join(
            RUOLI_ISTRUTTORI.map((ruolo) => sql`${ruolo}`),
            sql`, `,
          )}]::text[]`,
        )
        .orderBy(asc(utente.cognome), asc(utente.nome)),
  );

  app.get(
    rottaIn(app, LETTURE_PROGRAMMA.getSoggetto),
    {
      schema: {
        summary: 'Dati di una persona del portale',
        description: 'Ciascuno legge i propri dati; il personale ISMEA e il Ministero quelli di tutti.',
        tags: TAG,
        params: Type.Object({ idUtente: Type.String({ minLength: 1, maxLength: 100 }) }),
        response: { 200: Soggetto, ...errori },
      },
      preHandler: permesso('list'),
    },
    async (request) => {
      const principal = principalOf(request);
      const { idUtente } = request.params;
      if (
        idUtente !== principal.username &&
        !isAllowed({ roles: principal.roles, resource: 'programmi', permission: 'read:istruttoria' })
      )
        throw forbidden();
      const [trovato] = await deps.db.select(soggetto).from(utente).where(eq(utente.username, idUtente));
      if (!trovato) throw notFound('Soggetto non trovato');
      return trovato;
    },
  );

  app.get(
    rottaIn(app, assegnatariSchema.endpoints!.getList!),
    {
      schema: {
        summary: 'Istruttori assegnati al programma',
        tags: TAG,
        params: IdParams,
        response: { 200: Type.Array(Assegnatario), ...errori },
      },
      preHandler: permesso('read:istruttoria'),
    },
    async (request) => {
      await programmaVisibile(deps, request);
      const assegnatari = await deps.db
        .select({
          idProgrammaInvestimento: programmaAssegnatario.idProgrammaInvestimento,
          utente: programmaAssegnatario.username,
          nominativo: programmaAssegnatario.nominativo,
          assegnatoIl: programmaAssegnatario.assegnatoIl,
          assegnatoDa: programmaAssegnatario.assegnatoDa,
          assegnatoDaNome: nomeDi(programmaAssegnatario.assegnatoDa),
        })
        .from(programmaAssegnatario)
        .where(eq(programmaAssegnatario.idProgrammaInvestimento, request.params.id))
        .orderBy(asc(programmaAssegnatario.assegnatoIl), asc(programmaAssegnatario.username));
      return assegnatari.map((assegnatario) => ({
        ...assegnatario,
        assegnatoIl: assegnatario.assegnatoIl.toISOString(),
      }));
    },
  );
};
