import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { AZIONI_BENEFICIARIO } from '../../../../contract/beneficiari/azioni';
import { caricaBeneficiario } from './access';
import { abilitazione, type Abilitazione } from './abilitazione';
import { salvaCodiceCdp } from './repository';
import {
  errori,
  erroriModifica,
  modifica,
  permesso,
  permessoAzione,
  rileggi,
  TAG,
  type OpzioniRotte,
} from './routes-comuni';
import {
  Beneficiario,
  CodiceCdp,
  IdBeneficiarioParams,
  SalvaCodiceCdpBody,
  VoceStorico,
} from '../../../../contract/beneficiari/record';
import { annota, storicoBeneficiario } from './storico';
import { storicoBeneficiarioSchema } from '../../../../contract/beneficiari/elenchi';
import { rottaIn } from '../../engine/route';
import { LETTURE_BENEFICIARIO } from '../../../../contract/beneficiari/chiamate';

const ABILITATO: Readonly<Record<Abilitazione, boolean>> = { abilita: true, disabilita: false };

export const routesStato: FastifyPluginAsyncTypebox<OpzioniRotte> = async (app, { db }) => {
  for (const azione of ['abilita', 'disabilita'] as const) {
    const abilitato = ABILITATO[azione];
    app.put(
      rottaIn(app, AZIONI_BENEFICIARIO[azione].endpoint),
      {
        schema: {
          summary: AZIONI_BENEFICIARIO[azione].label,
          description: abilitato
            ? 'Riammette il beneficiario: i suoi investimenti tornano nell’importo richiesto del programma.'
            : 'Esclude il beneficiario: i suoi investimenti escono dall’importo richiesto del programma.',
          tags: TAG,
          params: IdBeneficiarioParams,
          querystring: AZIONI_BENEFICIARIO[azione].parametri,
          response: { 200: Beneficiario, ...erroriModifica },
        },
        preHandler: permessoAzione(azione),
      },
      async (request) => {
        const { note } = request.query;
        await modifica(
          db,
          request,
          azione,
          request.params.idBeneficiario,
          (contesto) => abilitazione(contesto, azione, note),
          { importi: true },
        );
        return rileggi(db, request.params.idBeneficiario);
      },
    );
  }

  app.get(
    rottaIn(app, storicoBeneficiarioSchema.endpoints!.getList!),
    {
      schema: {
        summary: 'Storico del beneficiario: modifiche, abilitazioni e subentri',
        description: 'Comprende lo storico dei beneficiari cui è subentrato.',
        tags: TAG,
        params: IdBeneficiarioParams,
        response: { 200: Type.Array(VoceStorico), ...errori },
      },
      preHandler: permesso('read:storico'),
    },
    async (request) => {
      await caricaBeneficiario(db)(request);
      return storicoBeneficiario(db, request.params.idBeneficiario);
    },
  );

  app.get(
    rottaIn(app, LETTURE_BENEFICIARIO.getCodiceCDP),
    {
      schema: {
        summary: 'Codice CDP del beneficiario',
        tags: TAG,
        params: IdBeneficiarioParams,
        response: { 200: CodiceCdp, ...errori },
      },
      preHandler: permesso('show'),
    },
    async (request) => {
      const { idBeneficiario, codiceCdp } = await caricaBeneficiario(db)(request);
      return { idBeneficiario, codiceCdp };
    },
  );

  app.post(
    rottaIn(app, AZIONI_BENEFICIARIO.salvaCodiceCdp.endpoint),
    {
      schema: {
        summary: 'Salva il codice CDP del beneficiario',
        tags: TAG,
        params: IdBeneficiarioParams,
        body: SalvaCodiceCdpBody,
        response: { 200: CodiceCdp, ...erroriModifica },
      },
      preHandler: permessoAzione('salvaCodiceCdp'),
    },
    async (request) => {
      const { idBeneficiario } = request.params;
      const { codiceCdp } = request.body;
      await modifica(db, request, 'salvaCodiceCdp', idBeneficiario, async ({ tx, beneficiario, autore }) => {
        await salvaCodiceCdp(tx, idBeneficiario, codiceCdp);
        await annota(
          tx,
          idBeneficiario,
          autore,
          'CODICE_CDP',
          `Codice CDP: ${beneficiario.codiceCdp ?? '—'} → ${codiceCdp}`,
        );
      });
      return { idBeneficiario, codiceCdp };
    },
  );
};
