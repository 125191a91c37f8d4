import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AZIONI_PROGRAMMA } from '../../../../contract/programmi/azioni';
import { principalOf } from '../../auth/authenticate';
import type { Principal } from '../../auth/principal';
import type { AppDatabase } from '../../db/database';
import { badRequest, notFound } from '../../http/errors';
import { Type } from 'typebox';
import { bloccaPer, daParametro, permesso, type Titolare } from '../allegato/access';
import { errori, erroriScrittura, IdBeneficiarioParams, IdProgrammaParams } from '../../../../contract/allegati/record';
import { applica, attoreDi, bloccaPer as bloccaProgramma, type Dipendenze } from '../programma/executor';
import { IdParams } from '../../../../contract/programmi/record';
import { AZIONE_DI, type Variante } from './access';
import * as repository from './repository';
import { Checklist, SalvaChecklist, TurnoQuery } from '../../../../contract/checklist/record';
import { checklistSchema } from '../../../../contract/checklist/chiamate';
import { chiamataDi, rottaIn } from '../../engine/route';

const VARIANTI: readonly Variante[] = [
  { nome: 'DocumentaleProgramma', tipo: 'DOCUMENTALE', ambito: 'PROGRAMMA' },
  { nome: 'VerificheProgramma', tipo: 'VERIFICHE', ambito: 'PROGRAMMA' },
  { nome: 'Subentro', tipo: 'SUBENTRO', ambito: 'PROGRAMMA' },
  { nome: 'Variazione', tipo: 'VARIAZIONE', ambito: 'PROGRAMMA' },
  { nome: 'DocumentaleBeneficiario', tipo: 'DOCUMENTALE', ambito: 'BENEFICIARIO' },
  { nome: 'VerificheBeneficiario', tipo: 'VERIFICHE', ambito: 'BENEFICIARIO' },
];

/** A complete takeover or variation checklist closes it: the programme's own transition, audited and notified. */
const CHIUSURE = { SUBENTRO: 'concludiSubentro', VARIAZIONE: 'concludiVariazione' } as const;

const TAG = ['checklist'];

/** Closing takes the answers still to save, if any: 'Concludi subentro' closes with what the checklist holds. */
const ChiudiChecklist = Type.Object({ voci: Type.Optional(SalvaChecklist.properties.voci) });
type Corpo = { readonly voci?: SalvaChecklist['voci'] };

async function salvaEChiudi(
  deps: Dipendenze,
  principal: Principal,
  variante: Variante,
  titolare: Titolare,
  corpo: Corpo,
) {
  const chiave: repository.Chiave = {
    ...variante,
    idProgrammaInvestimento: titolare.idProgrammaInvestimento,
    idBeneficiario: titolare.idBeneficiario ?? null,
  };
  const voci = corpo.voci ?? [];
  const estranee = await repository.vociEstranee(deps.db, chiave, { voci });
  if (estranee.length > 0)
    throw badRequest(
      Object.fromEntries(estranee.map((i) => [`voci.${i}.idVoce`, 'Voce non prevista da questa checklist'])),
    );
  await deps.db.transaction(async (tx: AppDatabase) => {
    const chiusura =
      variante.tipo === 'SUBENTRO' || variante.tipo === 'VARIAZIONE' ? CHIUSURE[variante.tipo] : undefined;
    if (!chiusura) {
      await bloccaPer(
        tx,
        principal,
        AZIONE_DI[variante.tipo],
        variante.ambito === 'PROGRAMMA' ? 'programma' : 'beneficiario',
        titolare.idBeneficiario ?? titolare.idProgrammaInvestimento,
        'checklist',
      );
      await repository.salva(tx, chiave, { voci }, principal.username);
      return;
    }
    const programma = await bloccaProgramma(tx, principal, chiusura, titolare.idProgrammaInvestimento);
    // The form saves part of the answers and goes on; 'Concludi subentro' (no answers) hears from the closure's guard
    // what is missing.
    if (voci.length > 0 && !(await repository.salva(tx, chiave, { voci }, principal.username))) return;
    await applica(tx, deps, {
      azione: chiusura,
      label: AZIONI_PROGRAMMA[chiusura].label,
      programma,
      attore: attoreDi(principal, chiusura),
      input: {},
    });
  });
  return repository.leggi(deps.db, chiave);
}

/** The checklists of a programme (the proponent's) and of its beneficiaries: read and save. */
export const routesCompilazione: FastifyPluginAsyncTypebox<{ deps: Dipendenze }> = async (app, { deps }) => {
  for (const variante of VARIANTI) {
    const { nome, tipo, ambito } = variante;
    const perBeneficiario = ambito === 'BENEFICIARIO';
    const params = perBeneficiario ? IdBeneficiarioParams : IdProgrammaParams;
    const chiave = daParametro(perBeneficiario ? 'idBeneficiario' : 'idProgrammaInvestimento');
    const accesso = perBeneficiario ? 'beneficiario' : 'programma';
    const descrizione = `${tipo.toLowerCase()} ${perBeneficiario ? 'del beneficiario' : 'del programma'}`;

    const chiude = tipo === 'SUBENTRO' || tipo === 'VARIAZIONE';
    app.get(
      rottaIn(app, chiamataDi(checklistSchema, `getChecklist${nome}`)),
      {
        schema: {
          summary: `Checklist ${descrizione}`,
          description: chiude
            ? 'L’ultimo subentro o variazione; con `turno`, uno precedente (nello storico).'
            : undefined,
          tags: TAG,
          params,
          ...(chiude ? { querystring: TurnoQuery } : {}),
          response: { 200: Checklist, ...errori },
        },
        preHandler: permesso(deps.db, 'read:checklist', accesso, chiave, 'checklist'),
      },
      async (request) => {
        const titolare = request.checkedRecord as Titolare;
        const { turno } = (request.query ?? {}) as { turno?: number };
        const checklist = await repository.leggi(
          deps.db,
          {
            tipo,
            ambito,
            idProgrammaInvestimento: titolare.idProgrammaInvestimento,
            idBeneficiario: titolare.idBeneficiario ?? null,
          },
          turno,
        );
        if (turno !== undefined && checklist.idChecklist === null)
          throw notFound(`Il programma non ha la checklist n. ${turno}`);
        return checklist;
      },
    );

    // The closing saves are the programme policy's endpoints (`concludiSubentro`, `concludiVariazione`), whose path
    // names `{id}`.
    app.post(
      rottaIn(app, chiamataDi(checklistSchema, `salvaChecklist${nome}`)),
      {
        schema: {
          summary: `Salva la checklist ${descrizione}`,
          description: chiude ? 'Salvata completa, riporta il programma allo stato «Approvato».' : undefined,
          tags: TAG,
          params: chiude ? IdParams : params,
          body: chiude ? ChiudiChecklist : SalvaChecklist,
          response: { 200: Checklist, ...erroriScrittura },
        },
        preHandler: permesso(
          deps.db,
          `action:${AZIONE_DI[tipo]}`,
          accesso,
          chiude ? daParametro('id') : chiave,
          'checklist',
        ),
      },
      async (request) =>
        salvaEChiudi(deps, principalOf(request), variante, request.checkedRecord as Titolare, request.body),
    );
  }
};
