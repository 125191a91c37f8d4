import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Static } from 'typebox';
import { sql } from 'drizzle-orm';
import { nomeBeneficiario, righe } from '../../db/sql';
import { inviaZip, RispostaZip } from '../../http/download';
import { daParametro, permesso } from '../allegato/access';
import type { DipendenzeAllegato } from '../allegato/caricamento';
import { errori, IdProgrammaParams } from '../../../../contract/allegati/record';
import * as repository from './repository';
import { PresenzaAllegati, Riepilogo } from '../../../../contract/checklist/record';
import { checklistSchema } from '../../../../contract/checklist/chiamate';
import { rottaIn } from '../../engine/route';

const TAG = ['checklist'];
const chiave = daParametro('idProgrammaInvestimento');

type Riga = Omit<Static<typeof Riepilogo>['checklist'][number], 'completa'>;

/**
 * Every checklist the review expects: the programme's documentary and verification checklists, the same two for each
 * active beneficiary, and a takeover or variation checklist once started (its latest round); saved or not, with what is
 * still missing.
 */
const riepilogo = (id: number) => sql`
  WITH attese AS (
    SELECT t.tipo, 'PROGRAMMA' AS ambito, NULL::integer AS id_beneficiario, NULL::text AS denominazione
      FROM (VALUES ('DOCUMENTALE'), ('VERIFICHE')) t (tipo)
    UNION ALL
    SELECT t.tipo, 'BENEFICIARIO', b.id_beneficiario, ${nomeBeneficiario('b')}
      FROM beneficiario b CROSS JOIN (VALUES ('DOCUMENTALE'), ('VERIFICHE')) t (tipo)
      WHERE b.id_programma_investimento = ${id} AND b.stato = 'ATTIVO'
    UNION ALL
    SELECT DISTINCT c.tipo, c.ambito, NULL::integer, NULL::text FROM checklist c
      WHERE c.id_programma_investimento = ${id} AND c.tipo IN ('SUBENTRO', 'VARIAZIONE')
  )
  SELECT c.id_checklist AS "idChecklist", x.tipo, x.ambito, x.id_beneficiario AS "idBeneficiario", x.denominazione,
    count(v.id_voce)::int AS "vociTotali", count(r.esito)::int AS "vociCompilate",
    coalesce(array_agg(v.descrizione ORDER BY v.ordine)
      FILTER (WHERE r.esito IS NULL OR (r.esito = 'NO' AND coalesce(trim(r.note), '') = '')), '{}') AS mancanti
  FROM attese x
  JOIN voce_checklist v ON v.tipo = x.tipo AND v.ambito = x.ambito
  LEFT JOIN checklist c ON c.id_programma_investimento = ${id} AND c.tipo = x.tipo AND c.ambito = x.ambito
    AND coalesce(c.id_beneficiario, 0) = coalesce(x.id_beneficiario, 0)
    AND c.turno = (SELECT max(u.turno) FROM checklist u WHERE u.id_programma_investimento = c.id_programma_investimento
      AND u.tipo = c.tipo AND u.ambito = c.ambito AND coalesce(u.id_beneficiario, 0) = coalesce(c.id_beneficiario, 0))
  LEFT JOIN checklist_voce r ON r.id_checklist = c.id_checklist AND r.id_voce = v.id_voce
  GROUP BY c.id_checklist, x.tipo, x.ambito, x.id_beneficiario, x.denominazione
  ORDER BY x.ambito DESC, x.id_beneficiario NULLS FIRST, x.tipo`;

/** Letters and digits only, accents dropped: a folder name every unzip reads alike. */
const perNomeFile = (testo: string) =>
  testo
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 60);

/** One folder per checklist, and inside it one per item whose file it is («voce-2-visura-camerale-…»). */
const cartellaDi = (a: repository.AllegatoChecklist) => {
  const checklist = `${a.tipo.toLowerCase()}-${a.idBeneficiario ? `beneficiario-${a.idBeneficiario}` : 'programma'}`;
  return a.idVoce === null ? checklist : `${checklist}/voce-${a.ordineVoce}-${perNomeFile(a.descrizioneVoce ?? '')}`;
};

export const routesRiepilogo: FastifyPluginAsyncTypebox<{ deps: DipendenzeAllegato }> = async (app, { deps }) => {
  app.get(
    rottaIn(app, checklistSchema.actions!.riepilogo!.endpoint),
    {
      schema: {
        summary: 'Cosa è completo e cosa manca, per ogni checklist del programma',
        tags: TAG,
        params: IdProgrammaParams,
        response: { 200: Riepilogo, ...errori },
      },
      preHandler: permesso(deps.db, 'read:checklist', 'programma', chiave, 'checklist'),
    },
    async (request) => {
      const righeRiepilogo = await righe<Riga>(deps.db, riepilogo(request.params.idProgrammaInvestimento));
      const checklist = righeRiepilogo.map((riga) => ({ ...riga, completa: riga.mancanti.length === 0 }));
      return { completa: checklist.every((voce) => voce.completa), checklist };
    },
  );

  app.get(
    rottaIn(app, checklistSchema.actions!.presenzaAllegati!.endpoint),
    {
      schema: {
        summary: 'Se le checklist del programma hanno allegati',
        tags: TAG,
        params: IdProgrammaParams,
        response: { 200: PresenzaAllegati, ...errori },
      },
      preHandler: permesso(deps.db, 'read:checklist', 'programma', chiave, 'checklist'),
    },
    async (request) => {
      const numero = (await repository.allegatiDelProgramma(deps.db, request.params.idProgrammaInvestimento)).length;
      return { presenti: numero > 0, numero };
    },
  );

  app.get(
    rottaIn(app, checklistSchema.actions!.scaricaAllegati!.endpoint),
    {
      schema: {
        summary: 'ZIP degli allegati di tutte le checklist del programma',
        tags: TAG,
        params: IdProgrammaParams,
        response: { 200: RispostaZip, ...errori },
      },
      preHandler: permesso(deps.db, 'read:checklist', 'programma', chiave, 'checklist'),
    },
    async (request, reply) => {
      const id = request.params.idProgrammaInvestimento;
      const allegati = await repository.allegatiDelProgramma(deps.db, id);
      const voci = allegati.map((a) => ({ ...a, id: a.idDocumentaleAllegato, cartella: cartellaDi(a) }));
      return inviaZip(request, reply, deps.files.store, `allegati-checklist-programma-${id}.zip`, voci);
    },
  );
};
