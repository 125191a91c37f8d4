import { afterAll, beforeAll } from 'vitest';
import { apriPortaleFile, type PortaleFile } from './allegati';
import { inserisciProgramma } from './programmi';

export const C = '/api/checklist';
export const P = '/api/programma';

/** A checklist's answers with every item «Sì». */
export const tutteSi = (voci: readonly { idVoce: number }[]) => ({
  voci: voci.map(({ idVoce }) => ({ idVoce, esito: 'SI' })),
});

type Stato = Parameters<typeof inserisciProgramma>[1]['stato'];

/**
 * The checklist tests' arrangement: one file portal for the whole test file (opened before its tests, closed after),
 * the programmes they review (of the portal's call, assigned to istruttore1), and the steps they repeat.
 */
export function portaleChecklist() {
  let aperto: PortaleFile | undefined;
  beforeAll(async () => {
    aperto = await apriPortaleFile();
  });
  afterAll(async () => aperto?.close());
  const portale = () => aperto!;
  const chiama: PortaleFile['chiama'] = (...richiesta) => portale().chiama(...richiesta);

  return {
    get db() {
      return portale().db;
    },
    chiama,
    carica: ((...richiesta) => portale().carica(...richiesta)) satisfies PortaleFile['carica'],
    /** What a call answers: its status only. */
    status: async (...richiesta: Parameters<typeof chiama>) => (await chiama(...richiesta)).status,
    programma: (stato: Stato) =>
      inserisciProgramma(portale().db, { idBando: portale().idBando, stato, assegnati: ['istruttore1'] }),
    /** `nome`'s checklist of the record `id`, read and saved by istruttore1 with every item «Sì»: the saved one. */
    async compilata(nome: string, id: number) {
      const letta = await chiama('istruttore1', 'GET', `${C}/getChecklist${nome}/${id}`);
      return chiama('istruttore1', 'POST', `${C}/salvaChecklist${nome}/${id}`, tutteSi(letta.body.voci));
    },
  };
}
