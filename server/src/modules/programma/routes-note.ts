import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Intero } from '../../../../contract/interi';
import { TIPI_NOTA, Nota, type TipoNota } from '../../../../contract/programmi/record-letture';
import { Type } from 'typebox';
import { isAllowed, type Permission } from '../../../../contract/policy';
import { principalOf } from '../../auth/authenticate';
import type { Principal } from '../../auth/principal';
import { attoreDi, bloccaPer } from './executor';
import { leggiNote, scriviNota, type NotaLetta } from './note';
import { errori, erroriTransizione, permesso, programmaVisibile, TAG, type OpzioniRotte } from './routes-comuni';
import { IdParams, Nullable, NoteQuery } from '../../../../contract/programmi/record';
import { noteProgrammaSchema } from '../../../../contract/programmi/letture';
import { rottaIn } from '../../engine/route';
import { AZIONI_PROGRAMMA } from '../../../../contract/programmi/azioni';
import { LETTURE_PROGRAMMA } from '../../../../contract/programmi/chiamate';

/** Who reads each kind of note: a named read of the policy, or whoever sees the programme. */
const LETTURA: Readonly<Record<TipoNota, Permission>> = {
  RICHIESTA_INTEGRAZIONE: 'read:integrazioni',
  INTEGRAZIONE: 'read:integrazioni',
  RICHIESTA_VALIDAZIONE: 'read:istruttoria',
  RICHIESTA_INTEGRAZIONE_ISMEA: 'read:istruttoria',
  VALIDAZIONE: 'read:esitoValidazione',
  APPROVAZIONE: 'show',
  ANNULLAMENTO: 'show',
};

/** The notes saved before their action is run (salvaNote*): read only by those who may save them. */
const BOZZE = {
  RichiestaIntegrazione: {
    tipo: 'RICHIESTA_INTEGRAZIONE',
    azione: 'salvaNoteRichiestaIntegrazione',
    lettura: 'getNoteRichiestaIntegrazione',
  },
  RichiestaValidazione: {
    tipo: 'RICHIESTA_VALIDAZIONE',
    azione: 'salvaNoteRichiestaValidazione',
    lettura: 'getNoteRichiestaValidazione',
  },
  Validazione: { tipo: 'VALIDAZIONE', azione: 'salvaNoteValidazione', lettura: 'getNoteValidazione' },
} as const;

const puo = (principal: Principal, permission: Permission) =>
  isAllowed({ roles: principal.roles, resource: 'programmi', permission });

function leggibili(principal: Principal, tipi: readonly TipoNota[]) {
  const conBozze = Object.values(BOZZE)
    .filter(({ azione }) => puo(principal, `action:${azione}`))
    .map(({ tipo }) => tipo);
  return {
    tipi: tipi.filter((tipo) => puo(principal, LETTURA[tipo])),
    conBozze: conBozze.filter((tipo) => tipi.includes(tipo)),
  };
}

/** The notes of the kinds the person may read, newest first, with ISMEA's outcome only for its readers. */
async function noteLeggibili(opzioni: OpzioniRotte, principal: Principal, id: number, tipi: readonly TipoNota[]) {
  const { tipi: permessi, conBozze } = leggibili(principal, tipi);
  const esitoIsmea = puo(principal, 'read:esitoIsmea');
  const note = await leggiNote(opzioni.deps.db, id, permessi, conBozze);
  return note.map((nota) => formato(nota, esitoIsmea));
}

const formato = (nota: NotaLetta, esitoIsmea: boolean) => ({
  ...nota,
  tipo: nota.tipo as TipoNota,
  esitoIsmea: esitoIsmea ? nota.esitoIsmea : null,
  dataInserimento: nota.dataInserimento.toISOString(),
});

export const routesNote: FastifyPluginAsyncTypebox<OpzioniRotte> = async (app, opzioni) => {
  for (const { tipo, azione, lettura } of Object.values(BOZZE)) {
    app.get(
      rottaIn(app, LETTURE_PROGRAMMA[lettura]),
      {
        schema: {
          summary: `Ultima nota di tipo ${tipo}`,
          tags: TAG,
          params: IdParams,
          response: { 200: Nullable(Nota), ...errori },
        },
        preHandler: permesso(LETTURA[tipo]),
      },
      async (request) => {
        await programmaVisibile(opzioni.deps, request);
        const [ultima] = await noteLeggibili(opzioni, principalOf(request), request.params.id, [tipo]);
        return ultima ?? null;
      },
    );
    app.post(
      rottaIn(app, AZIONI_PROGRAMMA[azione].endpoint),
      {
        schema: {
          summary: `Salva la nota di tipo ${tipo} prima di eseguire l'azione`,
          tags: TAG,
          params: IdParams,
          querystring: NoteQuery,
          response: { 200: Nota, ...erroriTransizione },
        },
        preHandler: permesso(`action:${azione}`),
      },
      async (request) => {
        const principal = principalOf(request);
        const attore = attoreDi(principal, azione);
        await opzioni.deps.db.transaction(async (tx) => {
          await bloccaPer(tx, principal, azione, request.params.id);
          await scriviNota(tx, {
            idProgrammaInvestimento: request.params.id,
            tipo,
            testo: request.query.note,
            autore: attore.username,
            ruolo: attore.ruolo,
            bozza: true,
          });
        });
        const [salvata] = await noteLeggibili(opzioni, principal, request.params.id, [tipo]);
        return salvata;
      },
    );
  }

  app.get(
    rottaIn(app, noteProgrammaSchema.endpoints!.getList!),
    {
      schema: {
        summary: 'Note del programma che chi chiama può leggere, dalla più recente',
        tags: TAG,
        params: IdParams,
        response: { 200: Type.Array(Nota), ...errori },
      },
      preHandler: permesso('show'),
    },
    async (request) => {
      await programmaVisibile(opzioni.deps, request);
      return noteLeggibili(opzioni, principalOf(request), request.params.id, TIPI_NOTA);
    },
  );

  app.get(
    rottaIn(app, LETTURE_PROGRAMMA.visualizzaEsitoIsmea),
    {
      schema: {
        summary: 'Ultimo esito della validazione ISMEA',
        tags: TAG,
        params: IdParams,
        response: { 200: Nullable(Nota), ...errori },
      },
      preHandler: permesso('read:esitoIsmea'),
    },
    async (request) => {
      await programmaVisibile(opzioni.deps, request);
      const principal = principalOf(request);
      const note = await noteLeggibili(opzioni, principal, request.params.id, ['VALIDAZIONE']);
      return note.find((nota) => !nota.bozza) ?? null;
    },
  );

  app.get(
    rottaIn(app, LETTURE_PROGRAMMA.visualizzaIntegrazioni),
    {
      schema: {
        summary: 'Richieste di integrazione e risposte, con i giorni trascorsi dalla richiesta in corso',
        tags: TAG,
        params: IdParams,
        response: {
          200: Type.Object({
            giorniInIntegrazione: Nullable(Intero()),
            termineGiorni: Intero({ description: 'INTEGRAZIONE_GIORNI' }),
            integrazioneScaduta: Type.Boolean(),
            note: Type.Array(Nota),
          }),
          ...errori,
        },
      },
      preHandler: permesso('read:integrazioni'),
    },
    async (request) => {
      const { giorniInIntegrazione, integrazioneScaduta } = await programmaVisibile(opzioni.deps, request);
      const note = await noteLeggibili(opzioni, principalOf(request), request.params.id, [
        'RICHIESTA_INTEGRAZIONE',
        'INTEGRAZIONE',
      ]);
      return {
        giorniInIntegrazione,
        termineGiorni: opzioni.deps.regole.integrazioneGiorni,
        integrazioneScaduta,
        note: note.filter((nota) => !nota.bozza),
      };
    },
  );
};
