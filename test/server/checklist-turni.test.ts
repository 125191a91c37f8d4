import { describe, expect, it } from 'vitest';
import { samplePdf } from '../support/file-samples';
import { C, P, portaleChecklist, tutteSi } from './support/checklist';
import { statoDi } from './support/programmi';

const portale = portaleChecklist();

describe('each takeover and variation has a checklist of its own', () => {
  it.each([
    ['Subentro', 'avviaSubentro', 'IN_SUBENTRO'],
    ['Variazione', 'avviaVariazione', 'IN_VARIAZIONE'],
  ])(
    '%s: the second one starts empty, needs its own complete checklist, and the first stays as history',
    async (nome, avvio, stato) => {
      const id = await portale.programma('APPROVATO');
      const avvia = async () => {
        const risposta = await portale.chiama('coordinatore', 'POST', `${P}/${avvio}/${id}`);
        expect(risposta.status, JSON.stringify(risposta.body)).toBe(200);
        expect(await statoDi(portale.db, id)).toBe(stato);
      };

      await avvia();
      const prima = await portale.chiama('istruttore1', 'GET', `${C}/getChecklist${nome}/${id}`);
      expect(prima.body).toMatchObject({ turno: 1, completa: false, chiusaIl: null });
      const voci = prima.body.voci as { idVoce: number }[];
      const primaChiusa = await portale.chiama(
        'istruttore1',
        'POST',
        `${C}/salvaChecklist${nome}/${id}`,
        tutteSi(voci),
      );
      expect(primaChiusa.body).toMatchObject({ turno: 1, completa: true });
      expect(await statoDi(portale.db, id)).toBe('APPROVATO');

      await avvia();
      const seconda = await portale.chiama('istruttore1', 'GET', `${C}/getChecklist${nome}/${id}`);
      expect(seconda.body).toMatchObject({ turno: 2, completa: false, chiusaIl: null, allegato: null });
      expect(seconda.body.idChecklist).not.toBe(primaChiusa.body.idChecklist);
      expect(seconda.body.voci.every((voce: { esito: unknown }) => voce.esito === null)).toBe(true);

      // One answer of the new round: the previous round's answers must not complete it.
      const parziale = await portale.chiama(
        'istruttore1',
        'POST',
        `${C}/salvaChecklist${nome}/${id}`,
        tutteSi(voci.slice(0, 1)),
      );
      expect(parziale.status, JSON.stringify(parziale.body)).toBe(200);
      expect(parziale.body).toMatchObject({ turno: 2, completa: false });
      expect(await statoDi(portale.db, id)).toBe(stato);
      const riepilogo = await portale.chiama('istruttore1', 'GET', `${C}/riepilogoChecklist/${id}`);
      expect(riepilogo.body.checklist.filter((c: { tipo: string }) => c.tipo === nome.toUpperCase())).toEqual([
        expect.objectContaining({ idChecklist: seconda.body.idChecklist, completa: false, vociCompilate: 1 }),
      ]);

      const storico = await portale.chiama('istruttore1', 'GET', `${C}/getChecklist${nome}/${id}?turno=1`);
      expect(storico.body).toMatchObject({ idChecklist: primaChiusa.body.idChecklist, turno: 1, completa: true });
      expect(storico.body.chiusaIl).toEqual(expect.any(String));
      expect(storico.body.voci.every((voce: { esito: unknown }) => voce.esito === 'SI')).toBe(true);
      expect((await portale.chiama('istruttore1', 'GET', `${C}/getChecklist${nome}/${id}?turno=9`)).status).toBe(404);
      const suChiusa = await portale.carica(
        'istruttore1',
        `${C}/caricaAllegatoChecklist${nome}/${primaChiusa.body.idChecklist}`,
        samplePdf(),
      );
      expect(suChiusa.status).toBe(409);

      const completa = await portale.chiama(
        'istruttore1',
        'POST',
        `${C}/salvaChecklist${nome}/${id}`,
        tutteSi(voci.slice(1)),
      );
      expect(completa.body).toMatchObject({ turno: 2, completa: true });
      expect(await statoDi(portale.db, id)).toBe('APPROVATO');
      expect((await portale.chiama('istruttore1', 'GET', `${C}/getChecklist${nome}/${id}`)).body.chiusaIl).toEqual(
        expect.any(String),
      );
    },
  );
});
