import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { sql } from 'drizzle-orm';
import { Type } from 'typebox';
import { erroriScrittura, errori } from '../../../../../contract/allegati/record';
import {
  AggiungiSedeBody,
  IdBeneficiarioParams,
  IdSedeParams,
  Sede,
} from '../../../../../contract/beneficiariDomanda/record';
import { sediBeneficiarioSchema } from '../../../../../contract/beneficiariDomanda/schema';
import { principalOf } from '../../../auth/authenticate';
import type { AppDatabase } from '../../../db/database';
import { righe } from '../../../db/sql';
import { badRequest, notFound } from '../../../http/errors';
import { bloccaPerBeneficiario, domandaDelBeneficiario } from '../beneficiari/access';
import { rottaIn } from '../../../engine/route';

const TAG = ['sedi'];
const SEDE_NON_TROVATA = 'Sede non trovata';

const sedi = (db: AppDatabase, dove: ReturnType<typeof sql>) =>
  righe<Sede>(
    db,
    sql`SELECT s.id_sede AS "idSede", s.id_beneficiario AS "idBeneficiario", s.indirizzo, s.cap,
        s.cod_istat AS "codiceIstatComune", c.denominazione AS comune, c.sigla_provincia AS "siglaProvincia",
        c.cod_regione AS "codRegione", r.denominazione AS "descrizioneRegione"
      FROM sede_beneficiario s JOIN comune c ON c.cod_istat = s.cod_istat
      JOIN regione r ON r.cod_regione = c.cod_regione
      WHERE ${dove} ORDER BY s.id_sede`,
  );

/**
 * The operating sites of a beneficiary (`/apigen/sedi`): the municipality by ISTAT code, its region with it.
 */
export const sediRoutes: FastifyPluginAsyncTypebox<{ db: AppDatabase }> = async (app, { db }) => {
  const { endpoints } = sediBeneficiarioSchema;

  app.get(
    rottaIn(app, endpoints!.getList!),
    {
      schema: {
        summary: 'Sedi operative di un beneficiario della domanda',
        tags: TAG,
        params: IdBeneficiarioParams,
        response: { 200: Type.Array(Sede), ...errori },
      },
    },
    async (request) => {
      await domandaDelBeneficiario(db, principalOf(request), request.params.idBeneficiario);
      return sedi(db, sql`s.id_beneficiario = ${request.params.idBeneficiario}`);
    },
  );

  app.post(
    rottaIn(app, endpoints!.create!),
    {
      schema: {
        summary: 'Aggiunge una sede operativa a un beneficiario della bozza',
        tags: TAG,
        params: IdBeneficiarioParams,
        body: AggiungiSedeBody,
        response: { 201: Sede, ...erroriScrittura },
      },
    },
    async (request, reply) => {
      const { idBeneficiario } = request.params;
      const { indirizzo, cap, codiceIstatComune } = request.body;
      const [{ id }] = await db.transaction(async (tx) => {
        await bloccaPerBeneficiario(tx, principalOf(request), idBeneficiario);
        const [comune] = await righe(tx, sql`SELECT 1 FROM comune WHERE cod_istat = ${codiceIstatComune}`);
        if (!comune) throw badRequest({ codiceIstatComune: 'Nessun comune italiano ha questo codice ISTAT' });
        return righe<{ id: number }>(
          tx,
          sql`INSERT INTO sede_beneficiario (id_beneficiario, indirizzo, cap, cod_istat)
            VALUES (${idBeneficiario}, ${indirizzo}, ${cap}, ${codiceIstatComune}) RETURNING id_sede AS id`,
        );
      });
      const [sede] = await sedi(db, sql`s.id_sede = ${id}`);
      return reply.code(201).send(sede);
    },
  );

  app.delete(
    rottaIn(app, endpoints!.delete!),
    {
      schema: {
        summary: 'Elimina una sede operativa di un beneficiario della bozza',
        tags: TAG,
        params: IdSedeParams,
        response: { 204: Type.Null(), ...erroriScrittura },
      },
    },
    async (request, reply) => {
      const [sede] = await sedi(db, sql`s.id_sede = ${request.params.idSede}`);
      if (!sede) throw notFound(SEDE_NON_TROVATA);
      await db.transaction(async (tx) => {
        await bloccaPerBeneficiario(tx, principalOf(request), sede.idBeneficiario);
        await tx.execute(sql`DELETE FROM sede_beneficiario WHERE id_sede = ${sede.idSede}`);
      });
      return reply.code(204).send(null);
    },
  );
};
